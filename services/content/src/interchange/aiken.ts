// Aiken (reference: Moodle's question/format/aiken/format.php): the question's line(s), options `A.` or `A)` one
// per line, then `ANSWER: X`. Explanations and images have no place in it.
import { optionLabel } from '@quizdrill/contracts';
import { issue } from './issues.js';
import { questionFault } from './limits.js';
import { singleQuestion } from './model.js';
import { Reading } from './reading.js';
import type { ExportedQuestion, ParseResult } from './types.js';

const OPTION = /^([A-Z])[.)][ \t]+(.*)$/;
const ANSWER = /^ANSWER:\s*(.*)$/;

export function parseAiken(text: string): ParseResult {
  const reading = new Reading();
  let current: { line: number; text: string[]; options: string[]; labels: string[] } | undefined;
  const unfinished = () => {
    if (current?.options.length) reading.error(issue(current.line, 'answer_line_missing'));
  };
  const lines = text.split('\n');
  for (let index = 0; index < lines.length && !reading.stopped; index++) {
    const line = lines[index]!.trim();
    const lineNumber = index + 1;
    if (!line) continue;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (!current?.options.length) {
        reading.error(issue(lineNumber, 'answer_without_question'));
        current = undefined;
        continue;
      }
      const label = answer[1]!.trim().toUpperCase();
      const correctIndex = current.labels.indexOf(label);
      const question = singleQuestion(current.text.join('\n'), current.options, correctIndex, null);
      const fault =
        correctIndex < 0
          ? { code: 'answer_names_no_option' as const, params: { answer: answer[1]!.trim() } }
          : questionFault(question);
      if (fault) reading.error(issue(lineNumber, fault.code, fault.params));
      else reading.question({ line: current.line, ...question });
      current = undefined;
      continue;
    }
    const option = OPTION.exec(line);
    if (option && current) {
      current.labels.push(option[1]!);
      current.options.push(option[2]!.trim());
      continue;
    }
    if (current?.options.length) {
      unfinished();
      current = undefined;
    }
    if (!current) current = { line: lineNumber, text: [], options: [], labels: [] };
    current.text.push(line);
  }
  if (!reading.stopped) {
    unfinished();
    if (current && !current.options.length && current.text.length) {
      reading.error(issue(current.line, 'options_and_answer_missing'));
    }
  }
  return reading.result();
}

/**
 * Aiken has single choice only: the course's other kinds are left out, and counted so that the export can say so
 * (true/false is single choice with two options, and is kept).
 */
export function exportAiken(questions: ExportedQuestion[]): { body: string; skipped: number } {
  const kept = questions.filter((question) => question.kind === 'single' || question.kind === 'truefalse');
  const body = kept
    .map((question) =>
      [
        question.questionText,
        ...question.options.map(
          (option, index) => `${optionLabel(index)}. ${option.optionText.replace(/\s*\n\s*/g, ' ')}`,
        ),
        `ANSWER: ${optionLabel(question.options.findIndex((option) => option.isCorrect))}`,
      ].join('\n'),
    )
    .map((block) => `${block}\n`)
    .join('\n');
  return { body, skipped: questions.length - kept.length };
}
