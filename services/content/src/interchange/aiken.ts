// Aiken (reference: Moodle's question/format/aiken/format.php): the question's line(s), options `A.` or `A)` one
// per line, then `ANSWER: X`. Explanations and images have no place in it.
import { optionLabel } from '@quizdrill/contracts';
import { issue } from './issues.js';
import { questionFault } from './limits.js';
import type { ExportedQuestion, ParseResult } from './types.js';

const OPTION = /^([A-Z])[.)][ \t]+(.*)$/;
const ANSWER = /^ANSWER:\s*(.*)$/;

export function parseAiken(text: string): ParseResult {
  const result: ParseResult = { questions: [], warnings: [], errors: [] };
  let current: { line: number; text: string[]; options: string[]; labels: string[] } | undefined;
  const unfinished = () => {
    if (current?.options.length) {
      result.errors.push(issue(current.line, 'answer_line_missing'));
    }
  };
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (!line) return;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (!current?.options.length) {
        result.errors.push(issue(lineNumber, 'answer_without_question'));
        current = undefined;
        return;
      }
      const label = answer[1]!.trim().toUpperCase();
      const correctIndex = current.labels.indexOf(label);
      const question = {
        questionText: current.text.join('\n'),
        options: current.options,
        correctIndex,
        explanation: null,
      };
      const fault =
        correctIndex < 0
          ? { code: 'answer_names_no_option' as const, params: { answer: answer[1]!.trim() } }
          : questionFault(question);
      if (fault) result.errors.push(issue(lineNumber, fault.code, fault.params));
      else result.questions.push({ line: current.line, ...question });
      current = undefined;
      return;
    }
    const option = OPTION.exec(line);
    if (option && current) {
      current.labels.push(option[1]!);
      current.options.push(option[2]!.trim());
      return;
    }
    if (current?.options.length) {
      unfinished();
      current = undefined;
    }
    if (!current) current = { line: lineNumber, text: [], options: [], labels: [] };
    current.text.push(line);
  });
  unfinished();
  if (current && !current.options.length && current.text.length) {
    result.errors.push(issue(current.line, 'options_and_answer_missing'));
  }
  return result;
}

export function exportAiken(questions: ExportedQuestion[]): string {
  return questions
    .map((question) =>
      [
        question.questionText,
        ...question.options.map(
          (option, index) => `${optionLabel(index)}. ${option.replace(/\s*\n\s*/g, ' ')}`,
        ),
        `ANSWER: ${optionLabel(question.correctIndex)}`,
      ].join('\n'),
    )
    .map((block) => `${block}\n`)
    .join('\n');
}
