import { createEmptyCard, fsrs, generatorParameters, Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { creditOf, isMastered, newCard, ratingOf, review } from './memory.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const start = new Date('2026-11-24T08:00:00Z');

describe('the rating of a graded answer', () => {
  it('when the answer is wrong (credit 0), then it is Again; when right (credit 1), then Good', () => {
    expect(ratingOf(0)).toBe(Rating.Again);
    expect(ratingOf(1)).toBe(Rating.Good);
  });

  it('when the answer is partly right, then half credit or more is Hard and less is Again', () => {
    expect(ratingOf(0.5)).toBe(Rating.Hard);
    expect(ratingOf(0.75)).toBe(Rating.Hard);
    expect(ratingOf(0.4999)).toBe(Rating.Again);
    expect(ratingOf(1 / 3)).toBe(Rating.Again);
  });

  it('when an event is from before partial credit, then its credit is all or nothing', () => {
    expect(creditOf({ correct: true })).toBe(1);
    expect(creditOf({ correct: false })).toBe(0);
    expect(creditOf({ correct: false, credit: 0.5 })).toBe(0.5);
  });
});

describe('scheduling a card', () => {
  // ts-fsrs's own scheduler with the same parameters: what each review must equal.
  const reference = fsrs(generatorParameters({ request_retention: 0.9, enable_fuzz: true }));

  it('when a new question is answered right, then it is learning and due again in ten minutes (ts-fsrs’s step)', () => {
    const { card, log } = review(newCard(start), start, 1, 0.9);
    expect(log.rating).toBe(Rating.Good);
    expect(card.state).toBe(State.Learning);
    expect(card.due.getTime() - start.getTime()).toBe(10 * MINUTE);
    expect(card).toEqual(reference.next(createEmptyCard(start), start, Rating.Good).card);
  });

  it('when a new question is answered wrong, then it is due again in a minute', () => {
    const { card } = review(newCard(start), start, 0, 0.9);
    expect(card.state).toBe(State.Learning);
    expect(card.due.getTime() - start.getTime()).toBe(MINUTE);
  });

  it('when right, right, then wrong days later, then it graduates, lapses and relearns exactly as ts-fsrs has it', () => {
    const times = [start, new Date(start.getTime() + 10 * MINUTE)];
    let ours = newCard(start);
    let theirs = createEmptyCard(start);
    for (const at of times) {
      ours = review(ours, at, 1, 0.9).card;
      theirs = reference.next(theirs, at, Rating.Good).card;
    }
    expect(ours.state).toBe(State.Review);
    expect(ours.scheduled_days).toBeGreaterThanOrEqual(1);
    expect(ours).toEqual(theirs);

    const late = new Date(ours.due.getTime() + DAY);
    const lapsed = review(ours, late, 0, 0.9).card;
    expect(lapsed).toEqual(reference.next(theirs, late, Rating.Again).card);
    expect(lapsed.state).toBe(State.Relearning);
    expect(lapsed.lapses).toBe(1);
  });

  it('when the same review is computed twice, then it gives the same due date (fuzz is seeded by the card)', () => {
    const graduated = review(
      review(newCard(start), start, 1, 0.9).card,
      new Date(start.getTime() + 10 * MINUTE),
      1,
      0.9,
    ).card;
    const later = new Date(graduated.due.getTime() + DAY);
    expect(review(graduated, later, 1, 0.9).card.due).toEqual(review(graduated, later, 1, 0.9).card.due);
  });

  it('when the desired retention is higher, then a remembered card comes back sooner', () => {
    const graduate = (retention: number) => {
      let card = newCard(start);
      for (const at of [
        start,
        new Date(start.getTime() + 10 * MINUTE),
        new Date(start.getTime() + 5 * DAY),
      ]) {
        card = review(card, at, 1, retention).card;
      }
      return card.scheduled_days;
    };
    expect(graduate(0.97)).toBeLessThan(graduate(0.8));
  });

  it('counts a card as mastered from a stability of 21 days', () => {
    expect(isMastered(20.9)).toBe(false);
    expect(isMastered(21)).toBe(true);
  });
});
