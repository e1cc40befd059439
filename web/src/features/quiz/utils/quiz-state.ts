// SPEC §4 "Quiz answer" as a state machine: a question idle, an option chosen and submitted, correctness and
// statistics shown, the next question fetched, until the server says the quiz is finished. `selected` is the answer as
// the wire writes it (ANSWER_FORMS of @quizdrill/contracts/rules/grading): a label, labels with commas, typed text.
import type { QuizQuestion, QuizStats, SubmitResponse } from '@quizdrill/contracts/types';

/** SPEC §8: what went wrong, turned into its message when shown. `status` is 0 when the server was not reached. */
export type QuizFailure =
  | { kind: 'start'; status: number }
  | { kind: 'next'; status: number }
  | { kind: 'submit'; status: number }
  | { kind: 'unreadable'; text: string }
  /** The AI explanation failed: the server's message, or null when the server was not reached. */
  | { kind: 'explain'; message: string | null };

type Session = { sessionId: string; stats: QuizStats | null };

export type QuizState =
  | { phase: 'starting' }
  | ({ phase: 'loading' } & Session)
  | ({ phase: 'question'; question: QuizQuestion; selected: string | null } & Session)
  | ({ phase: 'submitting'; question: QuizQuestion; selected: string } & Session)
  | ({ phase: 'answered'; question: QuizQuestion; selected: string; feedback: SubmitResponse } & Session)
  | ({ phase: 'finished' } & Session)
  /** REVIEW or MISTAKES with nothing to drill (409): an empty state, not the error page. */
  | { phase: 'nothingToDrill'; orderType: 'REVIEW' | 'MISTAKES'; message: string }
  | { phase: 'failed'; failure: QuizFailure };

export type QuizAction =
  | { type: 'start' }
  | { type: 'sessionReady'; sessionId: string; stats: QuizStats | null }
  | { type: 'questionLoaded'; question: QuizQuestion }
  | { type: 'finished' }
  | { type: 'select'; label: string }
  /** The answer of a kind not picked by one label (multiple, short, numeric, matching); null while incomplete. */
  | { type: 'answer'; answer: string | null }
  | { type: 'submit' }
  | { type: 'answered'; feedback: SubmitResponse }
  /** Opening again on a question answered before the detour (a reload, back from the paywall). */
  | {
      type: 'restoreAnswered';
      sessionId: string;
      question: QuizQuestion;
      selected: string;
      feedback: SubmitResponse;
    }
  | { type: 'next' }
  | { type: 'nothingToDrill'; orderType: 'REVIEW' | 'MISTAKES'; message: string }
  | { type: 'fail'; failure: QuizFailure };

export const initialQuizState: QuizState = { phase: 'starting' };

/** Actions that make no sense in the current phase (a key pressed mid-request) leave the state as it is. */
export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'start':
      return { phase: 'starting' };
    case 'sessionReady':
      return { phase: 'loading', sessionId: action.sessionId, stats: action.stats };
    case 'questionLoaded':
      return state.phase === 'loading'
        ? { ...state, phase: 'question', question: action.question, selected: null }
        : state;
    case 'finished':
      return state.phase === 'loading'
        ? { phase: 'finished', sessionId: state.sessionId, stats: state.stats }
        : state;
    case 'select':
      return state.phase === 'question' && state.question.options.some((o) => o.optionLabel === action.label)
        ? { ...state, selected: action.label }
        : state;
    case 'answer':
      return state.phase === 'question' ? { ...state, selected: action.answer } : state;
    case 'submit':
      return state.phase === 'question' && state.selected !== null
        ? { ...state, phase: 'submitting', selected: state.selected }
        : state;
    case 'answered':
      return state.phase === 'submitting'
        ? { ...state, phase: 'answered', feedback: action.feedback, stats: action.feedback.stats }
        : state;
    case 'restoreAnswered':
      return state.phase === 'starting'
        ? {
            phase: 'answered',
            sessionId: action.sessionId,
            stats: action.feedback.stats,
            question: action.question,
            selected: action.selected,
            feedback: action.feedback,
          }
        : state;
    case 'next':
      return state.phase === 'answered'
        ? { phase: 'loading', sessionId: state.sessionId, stats: state.stats }
        : state;
    case 'nothingToDrill':
      return state.phase === 'starting'
        ? { phase: 'nothingToDrill', orderType: action.orderType, message: action.message }
        : state;
    case 'fail':
      return { phase: 'failed', failure: action.failure };
  }
}

/** How the page shows an option after the answer (SPEC §4): the right one green, a wrong choice red. */
export type OptionOutcome = 'correct' | 'wrongChoice' | 'neutral';

export function optionOutcome(label: string, selected: string, feedback: SubmitResponse): OptionOutcome {
  if (label === feedback.correctOption || (feedback.correct && label === selected)) return 'correct';
  return label === selected ? 'wrongChoice' : 'neutral';
}

/** How far through the session the student is, 0–100, for the progress bar. */
export function progressPercent(question: QuizQuestion, answered: boolean): number {
  const done = question.position - (answered ? 0 : 1);
  return Math.min(100, Math.max(0, (done / question.total) * 100));
}
