// What a REVIEW session started now holds, and the counts every place that shows reviews reads (issue 41): the
// welcome screen, the course page and the session itself come from this one composition, so they never disagree.
// Counted apart as Anki counts them: learning (cards in their short first steps, or relearning after a miss),
// review (cards in review) and new (questions never answered, which are never reviews). Which card is due now is
// decided in one place, the repository's `isDueNow` (memory/cards.repository.ts), where the cards are read.
import { REVIEW_DUE_MAX, REVIEW_NEW_PER_DAY } from '@quizdrill/contracts';
import { State } from 'ts-fsrs';

/** A card due now, as the repository reads them: most overdue first. */
export interface DueCard {
  questionId: number;
  state: State;
  due: Date;
}

/** Counts over every card the student has stored in the course. */
export interface StoredCounts {
  cards: number;
  mastered: number;
  mistakes: number;
  /** First answered since the student's day began: they use up the day's allowance of new questions. */
  begunToday: number;
  dueNow: number;
  /** Due before the day ends: those due now, and learning steps that run out later today. */
  dueToday: number;
  /** The earliest learning step, and the earliest review, not due now. */
  nextLearningDue: Date | null;
  nextReviewDue: Date | null;
}

/** The stored card of a question answered since quiz-worker stored it. */
export interface PendingCard {
  questionId: number;
  lastCorrect: boolean;
  dueNow: boolean;
  dueToday: boolean;
}

export interface QueueInput {
  /** Cards due now, most overdue first, at least REVIEW_DUE_MAX beyond the pending ones (when there are so many). */
  dueCards: readonly DueCard[];
  stored: StoredCounts;
  /** Answers quiz-worker has not applied to the cards yet, by question. */
  pending: ReadonlyMap<number, { at: Date; correct: boolean }>;
  /** The stored cards among them. */
  pendingCards: readonly PendingCard[];
  /** Which of the questions named above are in the course now. */
  present: ReadonlySet<number>;
  /** The course's questions. */
  questionCount: number;
  dayStart: Date;
  /** The start of the student's day an instant falls in (a review is due from the start of its day). */
  startOfDayOf(instant: Date): Date;
}

export interface ReviewQueue {
  /** The due cards a REVIEW session holds: most overdue first, at most REVIEW_DUE_MAX. */
  due: number[];
  /** What the session holds, counted apart: `learning + review` is `due.length`, then `new` questions. */
  counts: { learning: number; review: number; new: number };
  /** Every card due now, beyond the session's cap too. */
  dueTotal: number;
  dueToday: number;
  /** Questions never answered, whatever today's allowance. */
  neverAnswered: number;
  answered: number;
  mastered: number;
  mistakes: number;
  /** When the next card not due now becomes due; null when none waits. */
  nextDueAt: Date | null;
}

/**
 * The queue from what is stored and what is not yet: a card answered since quiz-worker stored it waits for its new
 * due date, and a question answered for the first time since is no longer new, just as they will be once stored.
 */
export function reviewQueue(input: QueueInput): ReviewQueue {
  const { stored, pending, present } = input;
  let { cards: answered, mistakes, begunToday, dueNow: dueTotal, dueToday } = stored;
  const carded = new Set<number>();
  for (const card of input.pendingCards) {
    carded.add(card.questionId);
    if (card.dueNow) dueTotal -= 1;
    if (card.dueToday) dueToday -= 1;
    const correct = pending.get(card.questionId)?.correct ?? card.lastCorrect;
    mistakes += Number(!correct) - Number(!card.lastCorrect);
  }
  for (const [questionId, answer] of pending) {
    if (carded.has(questionId) || !present.has(questionId)) continue;
    answered += 1;
    if (answer.at >= input.dayStart) begunToday += 1;
    if (!answer.correct) mistakes += 1;
  }

  const due = input.dueCards
    .filter((card) => present.has(card.questionId) && !pending.has(card.questionId))
    .slice(0, REVIEW_DUE_MAX);
  const learning = due.filter((card) => card.state !== State.Review).length;
  const neverAnswered = Math.max(0, input.questionCount - answered);
  const fresh = Math.min(neverAnswered, Math.max(0, REVIEW_NEW_PER_DAY - begunToday));
  const nextReview = stored.nextReviewDue && input.startOfDayOf(stored.nextReviewDue);

  return {
    due: due.map((card) => card.questionId),
    counts: { learning, review: due.length - learning, new: fresh },
    dueTotal,
    dueToday,
    neverAnswered,
    answered,
    mastered: stored.mastered,
    mistakes,
    nextDueAt: earlier(stored.nextLearningDue, nextReview),
  };
}

/** The first `count` questions in course order the student has never answered: a REVIEW session's new ones. */
export function freshQuestions(
  inOrder: readonly number[],
  answered: ReadonlySet<number>,
  count: number,
): number[] {
  const fresh: number[] = [];
  for (const id of inOrder) {
    if (fresh.length >= count) break;
    if (!answered.has(id)) fresh.push(id);
  }
  return fresh;
}

function earlier(first: Date | null, second: Date | null): Date | null {
  if (first === null) return second;
  if (second === null) return first;
  return first <= second ? first : second;
}
