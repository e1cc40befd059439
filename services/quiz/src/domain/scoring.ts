// How an answer is graded and a session scored. SUBMIT_LUA (hot-path/lua.ts) grades in Redis by exactly these rules,
// in the same atomic step that records the answer; TypeScript uses them wherever it needs the same result (the read
// model's answer keys, the stats a student sees). test/session-hash.test.ts proves both sides agree.
import { errorRate, type QuizStats } from '@quizdrill/contracts';

/** What the grading rule needs of an option. */
export interface GradedOption {
  optionLabel: string;
  isCorrect: boolean;
}

/**
 * A question's answer key as the read model stores it: the correct label, `|`, every label in order (`B|ABCD`).
 * With no option marked correct (possible only through the SQL console) it starts with `?`: every answer is wrong.
 */
export function answerKeyOf(options: readonly GradedOption[]): string {
  const correct = options.find((option) => option.isCorrect)?.optionLabel ?? '?';
  return `${correct}|${options.map((option) => option.optionLabel).join('')}`;
}

export type Grade =
  | { status: 'graded'; correct: boolean; correctOption: string }
  /** A label the question does not have: refused, not counted as wrong. */
  | { status: 'invalid'; labels: string };

/** Grades an answer `label` (a letter, upper case) against an answer key. */
export function grade(key: string, label: string): Grade {
  const correctOption = key.slice(0, 1);
  const labels = key.slice(2);
  if (!labels.includes(label)) return { status: 'invalid', labels };
  return { status: 'graded', correct: label === correctOption, correctOption };
}

/** A session's running count: correct answers and all answers. */
export interface Score {
  score: number;
  total: number;
}

/** The count after one more graded answer. */
export function scoreAfter({ score, total }: Score, correct: boolean): Score {
  return { score: score + (correct ? 1 : 0), total: total + 1 };
}

/** The stats a student sees: the count and its error rate (wrong answers as a percentage, two decimals). */
export function quizStats({ score, total }: Score): QuizStats {
  return { score, total, errorRate: errorRate(score, total) };
}
