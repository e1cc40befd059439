import type { DomainEvent } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import type { CardsTable } from '../db/tables.js';
import { newCard, review } from '../domain/memory.js';
import { reviewAnswers } from './cards.repository.js';

const USER = '00000000-0000-4000-8000-000000000001';

const answer = (
  id: string,
  questionId: number,
  correct: boolean,
  at: string,
): DomainEvent<'quiz.answer.recorded'> => ({
  id,
  type: 'quiz.answer.recorded',
  version: 2,
  occurredAt: at,
  data: {
    userId: USER,
    sessionId: 's',
    courseId: 1,
    courseName: 'kurs',
    orderType: 'ORDER',
    questionId,
    answer: 'A',
    correct,
    position: 1,
    total: 3,
    score: 0,
    answered: 1,
    finished: false,
    answeredAt: at,
  },
});

const retention = () => 0.9;

describe('cards from a batch of answers', () => {
  it('when a card’s answers arrive out of order, then they apply in answer order', () => {
    const { cards, logs } = reviewAnswers(
      [answer('b', 7, true, '2026-11-24T08:10:00Z'), answer('a', 7, false, '2026-11-24T08:00:00Z')],
      new Map(),
      retention,
    );
    const first = review(newCard(new Date('2026-11-24T08:00:00Z')), new Date('2026-11-24T08:00:00Z'), 0, 0.9);
    const second = review(first.card, new Date('2026-11-24T08:10:00Z'), 1, 0.9);
    expect(logs.map((log) => log.id)).toEqual(['a', 'b']);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      question_id: 7,
      due: second.card.due,
      reps: 2,
      last_correct: true,
      first_answered_at: new Date('2026-11-24T08:00:00Z'),
    });
  });

  it('when an answer is no newer than the stored card’s last review, then it changes nothing', () => {
    const at = new Date('2026-11-24T09:00:00Z');
    const card = review(newCard(at), at, 1, 0.9).card;
    const stored: CardsTable = {
      user_id: USER,
      question_id: 7,
      course_id: 1,
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      scheduled_days: card.scheduled_days,
      learning_steps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      last_review: at,
      last_correct: true,
      first_answered_at: at,
    };
    const { cards, logs } = reviewAnswers(
      [answer('old', 7, false, '2026-11-24T08:00:00Z'), answer('same', 7, false, '2026-11-24T09:00:00Z')],
      new Map([[`${USER}:7`, stored]]),
      retention,
    );
    expect(cards).toEqual([]);
    expect(logs).toEqual([]);
  });

  it('when answers are for different questions, then each question has its own card', () => {
    const { cards } = reviewAnswers(
      [answer('a', 1, true, '2026-11-24T08:00:00Z'), answer('b', 2, false, '2026-11-24T08:00:01Z')],
      new Map(),
      retention,
    );
    expect(cards.map((card) => [card.question_id, card.last_correct])).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});
