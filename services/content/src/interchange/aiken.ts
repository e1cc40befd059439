// Aiken (reference: Moodle's question/format/aiken/format.php): the question's line(s), options `A.` or `A)` one
// per line, then `ANSWER: X`. Explanations and images have no place in it.
import { optionLabel } from '@quizdrill/contracts';
import { questionFault } from './limits.js';
import type { ExportedQuestion, ParseResult } from './types.js';

const OPTION = /^([A-Z])[.)][ \t]+(.*)$/;
const ANSWER = /^ANSWER:\s*(.*)$/;

export function parseAiken(text: string): ParseResult {
  const result: ParseResult = { questions: [], warnings: [], errors: [] };
  let current: { line: number; text: string[]; options: string[]; labels: string[] } | undefined;
  const unfinished = () => {
    if (current?.options.length) {
      result.errors.push({ line: current.line, message: 'The question has no "ANSWER:" line' });
    }
  };
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (!line) return;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (!current?.options.length) {
        result.errors.push({ line: lineNumber, message: '"ANSWER:" without a question and its options' });
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
          ? `"ANSWER: ${answer[1]!.trim()}" names no option of the question`
          : questionFault(question);
      if (fault) result.errors.push({ line: lineNumber, message: fault });
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
    result.errors.push({ line: current.line, message: 'The question has no options and no "ANSWER:" line' });
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
