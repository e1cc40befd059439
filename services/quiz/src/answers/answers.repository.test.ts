import type { DomainEvent } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { sessionRows } from './answers.repository.js';

const answer = (
  sessionId: string,
  answered: number,
  score: number,
  at: string,
  finished = false,
): DomainEvent<'quiz.answer.recorded'> => ({
  id: `${sessionId}-${answered}`,
  type: 'quiz.answer.recorded',
  version: 1,
  occurredAt: at,
  data: {
    userId: 'u',
    sessionId,
    courseId: 1,
    courseName: 'kurs',
    orderType: 'ORDER',
    questionId: answered,
    answer: 'A',
    correct: true,
    position: answered,
    total: 3,
    score,
    answered,
    finished,
    answeredAt: at,
  },
});

describe('session rows from a batch of answers', () => {
  it('keeps the latest counts per session whatever the order, and the first and last times', () => {
    const rows = sessionRows([
      answer('s1', 2, 1, '2026-11-21T10:00:02Z'),
      answer('s2', 1, 0, '2026-11-21T10:00:05Z'),
      answer('s1', 3, 2, '2026-11-21T10:00:03Z', true),
      answer('s1', 1, 1, '2026-11-21T10:00:01Z'),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === 's1')).toMatchObject({
      answered: 3,
      score: 2,
      finished: true,
      started_at: new Date('2026-11-21T10:00:01Z'),
      last_answered_at: new Date('2026-11-21T10:00:03Z'),
    });
    expect(rows.find((row) => row.id === 's2')).toMatchObject({ answered: 1, score: 0, finished: false });
  });
});
