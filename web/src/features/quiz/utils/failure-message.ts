// SPEC §8 "Quiz": the text each failure shows on the error page.
import type { QuizFailure } from './quiz-state';

export type FailureMessage =
  | { key: 'quiz.error.start' | 'quiz.error.next' | 'quiz.error.submit'; status: number | null }
  | { key: 'quiz.error.startUnreachable'; status: null }
  | { key: 'quiz.error.unreadable'; text: string };

/**
 * The translation key and its value. `status` null means the server was not reached: starting then says
 * 'Quiz start error'; the other calls say so in place of the status.
 */
export function failureMessage(failure: QuizFailure): FailureMessage {
  if (failure.kind === 'unreadable') return { key: 'quiz.error.unreadable', text: failure.text };
  const status = failure.status === 0 ? null : failure.status;
  if (failure.kind === 'start' && status === null) return { key: 'quiz.error.startUnreachable', status };
  return { key: `quiz.error.${failure.kind}`, status };
}
