// SPEC §8 "Quiz": the text each failure shows on the error page.
import type { QuizFailure } from './quiz-state';

export type FailureMessage =
  | { key: 'quiz.error.start' | 'quiz.error.next' | 'quiz.error.submit'; status: number | null }
  | { key: 'quiz.error.startUnreachable'; status: null }
  | { key: 'quiz.error.unreadable'; text: string }
  | { key: 'quiz.error.explain'; message: string | null };

// The ai service's own messages already start with the words the page puts in front of them.
const EXPLAIN_PREFIX = /^\s*AI explanation error\s*[:.\-–]?\s*/i;

/**
 * The translation key and its value. `status` null means the server was not reached: starting then says
 * 'Quiz start error'; the other calls say so in place of the status. An explanation's failure is 'AI explanation
 * error' and the server's reason, said once.
 */
export function failureMessage(failure: QuizFailure): FailureMessage {
  if (failure.kind === 'unreadable') return { key: 'quiz.error.unreadable', text: failure.text };
  if (failure.kind === 'explain') {
    const message = failure.message?.replace(EXPLAIN_PREFIX, '').trim();
    return { key: 'quiz.error.explain', message: message || null };
  }
  const status = failure.status === 0 ? null : failure.status;
  if (failure.kind === 'start' && status === null) return { key: 'quiz.error.startUnreachable', status };
  return { key: `quiz.error.${failure.kind}`, status };
}
