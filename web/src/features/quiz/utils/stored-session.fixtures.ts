// For tests only: a session as this browser remembers it (stored-session.ts), and a question answered in it whose
// feedback still shows, shared by the tests of reading, deciding and taking a quiz's opening.
import { QUIZ_FINISHED_TEXT } from '@quizdrill/contracts/rules';
import type { AnsweredQuestion, StoredQuizSession } from './stored-session';

export const USER = 'u1';
export const COURSE = 'geografi';

/** An unfinished session of USER in COURSE, in the ordinary order from the first question, with `fields` changed. */
export function storedSession(fields: Partial<StoredQuizSession> = {}): StoredQuizSession {
  return {
    sessionId: 'kept',
    userId: USER,
    courseName: COURSE,
    orderType: 'ORDER',
    startAt: 1,
    stats: null,
    finished: false,
    answered: null,
    ...fields,
  };
}

/** A wrong answer to the first question, its feedback in full (what comes next included), as the submit returned it. */
export const ANSWERED: AnsweredQuestion = {
  question: {
    id: 7,
    questionText: 'Vilken är Sveriges längsta flod?',
    imageUrl: null,
    language: 'sv',
    options: [
      { optionLabel: 'A', optionText: 'Klarälven' },
      { optionLabel: 'B', optionText: 'Torneälven' },
    ],
    position: 1,
    total: 15,
  },
  selected: 'B',
  feedback: {
    correct: false,
    feedbackKey: 'quiz.incorrect',
    correctOption: 'A',
    stats: { score: 0, total: 1, errorRate: 100 },
    explanation: null,
    next: { finished: true, text: QUIZ_FINISHED_TEXT },
  },
};
