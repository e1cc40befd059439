import { REVIEW_DUE_MAX, REVIEW_NEW_PER_DAY } from '@quizdrill/contracts';
import { State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { startOfDay } from './day.js';
import {
  type DueCard,
  freshQuestions,
  type QueueInput,
  reviewQueue,
  type StoredCounts,
} from './review-queue.js';

const ZONE = 'Europe/Stockholm';
// 09:00 in Stockholm (winter: UTC+1).
const NOW = new Date('2026-12-02T08:00:00Z');
const DAY_START = startOfDay(NOW, ZONE);
const minutes = (count: number) => new Date(NOW.getTime() + count * 60_000);
const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

const nothingStored: StoredCounts = {
  cards: 0,
  mastered: 0,
  mistakes: 0,
  begunToday: 0,
  dueNow: 0,
  dueToday: 0,
  nextLearningDue: null,
  nextReviewDue: null,
};

function queueOf(input: Partial<QueueInput>) {
  return reviewQueue({
    dueCards: [],
    stored: nothingStored,
    pending: new Map(),
    pendingCards: [],
    present: new Set(range(1, 1000)),
    questionCount: 25,
    dayStart: DAY_START,
    startOfDayOf: (instant) => startOfDay(instant, ZONE),
    ...input,
  });
}

const due = (questionId: number, state: State, at: Date): DueCard => ({ questionId, state, due: at });

describe('the review queue', () => {
  it('when a student has never answered, then nothing is to review and the day’s new questions are counted apart', () => {
    const queue = queueOf({});
    expect(queue.counts).toEqual({ learning: 0, review: 0, new: REVIEW_NEW_PER_DAY });
    expect(queue.due).toEqual([]);
    expect(queue.neverAnswered).toBe(25);
  });

  it('when cards are due, then the session holds them in the order read, and counts learning and review apart', () => {
    const queue = queueOf({
      dueCards: [
        due(3, State.Review, minutes(-3 * 24 * 60)),
        due(2, State.Learning, minutes(-30)),
        due(1, State.Review, minutes(5 * 60)),
        due(4, State.Relearning, minutes(-1)),
      ],
      stored: { ...nothingStored, cards: 6, dueNow: 4, dueToday: 5 },
      questionCount: 8,
    });
    expect(queue.due).toEqual([3, 2, 1, 4]);
    expect(queue.counts).toEqual({ learning: 2, review: 2, new: 2 });
    expect(queue.dueTotal).toBe(4);
  });

  it('when only tomorrow’s reviews wait, then the next is due when tomorrow begins, not at its hour', () => {
    const tomorrowAfternoon = new Date('2026-12-03T15:00:00Z');
    const queue = queueOf({
      stored: { ...nothingStored, cards: 1, nextReviewDue: tomorrowAfternoon, nextLearningDue: null },
    });
    expect(queue.nextDueAt).toEqual(new Date('2026-12-02T23:00:00Z'));
    const sooner = queueOf({
      stored: { ...nothingStored, cards: 2, nextReviewDue: tomorrowAfternoon, nextLearningDue: minutes(10) },
    });
    expect(sooner.nextDueAt).toEqual(minutes(10));
  });

  it('when an answer is not stored yet, then its card waits and its question is no longer new', () => {
    const queue = queueOf({
      dueCards: [due(1, State.Learning, minutes(-5))],
      stored: { ...nothingStored, cards: 1, dueNow: 1, dueToday: 1, mistakes: 1 },
      pending: new Map([
        [1, { at: minutes(-1), correct: true }],
        [2, { at: minutes(-1), correct: false }],
      ]),
      pendingCards: [{ questionId: 1, lastCorrect: false, dueNow: true, dueToday: true }],
      questionCount: 3,
    });
    expect(queue.due).toEqual([]);
    expect(queue.dueTotal).toBe(0);
    expect(queue.counts.new).toBe(1);
    // Question 1 answered right since (no longer a mistake), question 2 wrong for the first time.
    expect(queue.mistakes).toBe(1);
    expect(queue.answered).toBe(2);
  });

  it('when questions were begun today, then fewer new ones are left; a question no longer in the course is not served', () => {
    const queue = queueOf({
      dueCards: [due(99, State.Review, minutes(-60)), due(7, State.Review, minutes(-50))],
      stored: { ...nothingStored, cards: 15, begunToday: 15 },
      present: new Set(range(1, 30)),
      questionCount: 30,
    });
    expect(queue.counts.new).toBe(REVIEW_NEW_PER_DAY - 15);
    expect(queue.due).toEqual([7]);
  });

  it('when more cards are due than a session holds, then the counts are the session’s, the total all of them', () => {
    const cards = range(1, REVIEW_DUE_MAX + 50).map((id) =>
      due(id, id % 2 === 0 ? State.Review : State.Relearning, minutes(-id)),
    );
    const queue = queueOf({
      dueCards: cards,
      stored: { ...nothingStored, cards: cards.length, dueNow: cards.length },
      questionCount: cards.length,
    });
    expect(queue.due).toHaveLength(REVIEW_DUE_MAX);
    expect(queue.counts.learning + queue.counts.review).toBe(REVIEW_DUE_MAX);
    expect(queue.dueTotal).toBe(REVIEW_DUE_MAX + 50);
    expect(queue.counts.new).toBe(0);
  });

  it('when new questions are chosen, then they come in course order, skipping those answered', () => {
    expect(freshQuestions([5, 1, 4, 2, 3], new Set([1, 2]), 2)).toEqual([5, 4]);
  });
});
