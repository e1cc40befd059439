// The hot path's scripts and the TypeScript rules side by side: what the scripts write to a session hash is what
// the codec reads, and every question shown, grade, score and recorded answer is what domain/ says it should be.
import { randomUUID } from 'node:crypto';
import { createTestRedis, type TestRedis } from '@quizdrill/test-kit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIndex } from '../src/domain/order.js';
import { answerKeyOf, grade, type Score, scoreAfter } from '../src/domain/scoring.js';
import { isFinished, upcomingPosition } from '../src/domain/session.js';
import { HotPath } from '../src/hot-path/hot-path.js';
import { QuizKeys } from '../src/hot-path/keys.js';
import { readSession } from '../src/hot-path/session-hash.js';
import type { SessionRef } from '../src/hot-path/session-id.js';
import { CourseModel } from '../src/read-model/course-model.js';

const COURSE = { id: 4242, name: 'kodad-kurs', displayName: 'Kodad kurs', language: 'sv' as const };

/** Seven questions: the correct label moves round ABCD; one has three options, one none marked correct. */
const questions = Array.from({ length: 7 }, (_, index) => {
  const labels = index === 5 ? 'ABC' : 'ABCD';
  return {
    id: 9_000 + index,
    courseId: COURSE.id,
    courseName: COURSE.name,
    position: index,
    questionText: `Fråga ${index + 1}`,
    imageUrl: null,
    language: 'sv' as const,
    options: [...labels].map((optionLabel, option) => ({
      optionLabel,
      optionText: `Svar ${optionLabel}`,
      isCorrect: index !== 6 && option === index % labels.length,
    })),
  };
});

describe('a session in Redis, read through its codec and the domain rules', () => {
  let testRedis: TestRedis;
  let redis: Redis;
  let keys: QuizKeys;
  let hotPath: HotPath;
  const student = { userId: randomUUID() };

  beforeAll(async () => {
    testRedis = createTestRedis();
    redis = new Redis(testRedis.url);
    keys = new QuizKeys(testRedis.keyPrefix);
    hotPath = new HotPath(redis, keys, 3_600);
    await new CourseModel(redis, keys).merge({ course: COURSE, questions });
  });

  afterAll(async () => {
    await redis.quit();
    await testRedis.cleanup();
  });

  const read = (ref: SessionRef) => readSession(redis, keys.session(ref.courseId, ref.token));

  async function lastRecordedAnswer() {
    const [[, fields] = ['', []]] = await redis.xrevrange(keys.answers, '+', '-', 'COUNT', 1);
    return JSON.parse(fields[fields.indexOf('data') + 1]!);
  }

  it('when a session starts, then the codec reads, by name, what the start script wrote: its first question shown, as next shows it', async () => {
    const started = await hotPath.start(student, COURSE.id, 'REVERSE', 2, 12_345);
    if (started.status !== 'ok') throw new Error(`start: ${started.status}`);
    const first = questions[orderIndex('REVERSE', 2, questions.length, 12_345)]!;
    expect(started.first).toMatchObject({ status: 'question', step: 2, total: 7 });
    if (started.first.status === 'question') expect(JSON.parse(started.first.question).id).toBe(first.id);

    const hash = await read(started.ref);
    expect(hash).toEqual({
      owner: student.userId,
      order: 'REVERSE',
      seed: 12_345,
      questionCount: 7,
      step: 2,
      currentQuestionId: first.id,
      answered: false,
      score: 0,
      total: 0,
      questionIds: null,
    });
    // `next` after the start changes nothing: it shows the same question.
    expect(await hotPath.next(student, started.ref)).toEqual(started.first);
    expect(await read(started.ref)).toEqual(hash);
  });

  it('when a session starts with a chosen list (REVIEW, MISTAKES), then the codec reads the list and next follows it', async () => {
    const [first, second] = [questions[4]!.id, questions[1]!.id];
    const started = await hotPath.start(student, COURSE.id, 'MISTAKES', 0, 1, [first!, second!]);
    if (started.status !== 'ok') throw new Error(`start: ${started.status}`);
    expect(started.total).toBe(2);
    expect(await read(started.ref)).toMatchObject({
      order: 'MISTAKES',
      questionCount: 2,
      questionIds: [first, second],
      currentQuestionId: first,
    });
    expect(started.first).toMatchObject({ status: 'question', step: 0, total: 2 });
    const shown = await hotPath.next(student, started.ref);
    expect(shown).toMatchObject({ status: 'question', step: 0, total: 2 });
    if (shown.status === 'question') expect(JSON.parse(shown.question).id).toBe(first);
  });

  it('when a RANDOM session is played through, then each question, grade, score and recorded answer is what the TypeScript rules say', async () => {
    const seed = 1_234_567;
    const started = await hotPath.start(student, COURSE.id, 'RANDOM', 0, seed);
    if (started.status !== 'ok') throw new Error(`start: ${started.status}`);
    const { ref, sessionId } = started;
    let score: Score = { score: 0, total: 0 };

    for (let step = 0; step < questions.length; step += 1) {
      const shown = await hotPath.next(student, ref);
      const expected = questions[orderIndex('RANDOM', step, questions.length, seed)]!;
      expect(shown).toMatchObject({ status: 'question', step, total: questions.length });
      expect(JSON.parse((shown as { question: string }).question).id).toBe(expected.id);
      expect(await read(ref)).toMatchObject({ step, currentQuestionId: expected.id, answered: false });

      const key = answerKeyOf(expected.options);
      const labels = expected.options.map((option) => option.optionLabel).join('');
      if (!labels.includes('D')) {
        // A label the question lacks: refused alike by both, and it counts nothing.
        expect(await hotPath.submit(student, ref, sessionId, 'D')).toEqual({
          ...grade(key, 'D'),
          questionId: expected.id,
        });
      }
      // Right on even steps (where a right answer exists), wrong on odd ones.
      const label =
        step % 2 === 0 && labels.includes(key[0]!) ? key[0]! : [...labels].find((other) => other !== key[0])!;
      const graded = grade(key, label);
      if (graded.status !== 'graded') throw new Error(`${label} should be gradable in ${key}`);
      score = scoreAfter(score, graded.correct);
      expect(await hotPath.submit(student, ref, sessionId, label)).toEqual({
        status: 'ok',
        correct: graded.correct,
        correctOption: graded.correctOption,
        ...score,
        explanation: null,
      });
      expect(await read(ref)).toMatchObject({ step, answered: true, ...score });
      const recorded = await lastRecordedAnswer();
      expect(recorded).toMatchObject({
        questionId: expected.id,
        position: upcomingPosition({ step, answered: false }),
        total: questions.length,
        score: score.score,
        answered: score.total,
        finished: isFinished({ step, answered: true, questionCount: questions.length }),
      });
      // The student by id only: no username in an event that outlives an erasure (issue 44).
      expect(recorded.userId).toBe(student.userId);
      expect(recorded).not.toHaveProperty('username');
    }

    expect(await hotPath.next(student, ref)).toEqual({ status: 'finished' });
    const finished = await read(ref);
    expect(finished).toMatchObject({ step: questions.length, currentQuestionId: null, ...score });
    expect(isFinished(finished!)).toBe(true);
  });

  it('when a submit names its question, then it moves on exactly as next would: the same questions, the same session hash', async () => {
    const seed = 7_654_321;
    const byNext = await hotPath.start(student, COURSE.id, 'RANDOM', 1, seed);
    const movingOn = await hotPath.start(student, COURSE.id, 'RANDOM', 1, seed);
    if (byNext.status !== 'ok' || movingOn.status !== 'ok') throw new Error('start');
    let upcoming = await hotPath.next(student, movingOn.ref);
    let answered = 0;

    for (;;) {
      const shown = await hotPath.next(student, byNext.ref);
      expect(upcoming).toEqual(shown);
      expect(await read(movingOn.ref)).toEqual(await read(byNext.ref));
      if (upcoming.status !== 'question') break;
      const id: number = JSON.parse(upcoming.question).id;
      const key = answerKeyOf(questions.find((question) => question.id === id)!.options);
      const label = key.startsWith('?') ? 'A' : key[0]!;
      const graded = await hotPath.submit(student, byNext.ref, byNext.sessionId, label);
      const moved = await hotPath.submit(student, movingOn.ref, movingOn.sessionId, label, id);
      if (moved.status !== 'ok' || !moved.next) throw new Error(`submit: ${moved.status}`);
      const { next: movedTo, ...grade } = moved;
      expect(grade).toEqual(graded);
      // A retry of the same answer (its response lost) is refused and counts nothing.
      expect(await hotPath.submit(student, movingOn.ref, movingOn.sessionId, label, id)).toEqual({
        status: 'other_question',
      });
      upcoming = movedTo;
      answered += 1;
    }
    expect(answered).toBe(questions.length - 1);
    expect(isFinished((await read(movingOn.ref))!)).toBe(true);
  });

  it('when no session is under the key, then the codec reads none', async () => {
    expect(await read({ courseId: COURSE.id, token: 'A'.repeat(22) })).toBeUndefined();
  });
});
