// Issue 39's stream flood against the system as `npm start` runs it: the guests of one live game opened thousands of
// event streams through the gateway, which ran out of file descriptors and reset everyone else. Here 40 guests ask
// for ten streams each, with the player tokens classroom gave them: each holds three, the rest are refused with 429,
// and a student drilling and a visitor are served meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../support/accounts.js';
import { joinAsGuest, playerAuthorization } from '../support/live.js';
import { createQuizCourse, type QuizCourse, quizApi } from '../support/quiz.js';
import { baseUrl } from '../support/system.js';

const GUESTS = 40;
const STREAMS_PER_GUEST = 10;
/** The gateway's EVENT_STREAMS_PER_PLAYER, as deployed. */
const HELD_PER_GUEST = 3;

describe('a live game whose guests flood the gateway with streams', () => {
  let educator: string;
  let course: QuizCourse;
  let gameId: string;
  let pin: string;
  const leaving = new AbortController();

  beforeAll(async () => {
    educator = await loginAs('educator');
    course = await createQuizCourse(educator);
    const created = await fetch(`${baseUrl()}/api/v2/live/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${educator}`, 'content-type': 'application/json' },
      body: JSON.stringify({ courseName: course.course.name, questionSeconds: 30 }),
    });
    expect(created.status).toBe(201);
    ({ gameId, pin } = (await created.json()) as { gameId: string; pin: string });
  });

  afterAll(() => {
    leaving.abort();
  });

  it(`when ${GUESTS} guests open ${STREAMS_PER_GUEST} streams each, then each holds ${HELD_PER_GUEST}, the rest get 429, and a student's submit and /api/version pass meanwhile`, async () => {
    const guests = await Promise.all(
      Array.from({ length: GUESTS }, (_, index) => joinAsGuest(pin, `Flod${index + 1}`)),
    );
    const attempts = await Promise.all(
      guests.flatMap((guest) =>
        Array.from({ length: STREAMS_PER_GUEST }, async () => {
          const answer = await fetch(`${baseUrl()}/api/v2/live/games/${gameId}/events`, {
            headers: { authorization: playerAuthorization(guest), accept: 'text/event-stream' },
            signal: leaving.signal,
          });
          // An open stream stays open (its body unread) until the test ends; a refusal is read whole.
          const refusal = answer.status === 200 ? undefined : ((await answer.json()) as { error: string });
          return { guest: guest.playerId, status: answer.status, refusal };
        }),
      ),
    );

    for (const guest of guests) {
      const own = attempts.filter((attempt) => attempt.guest === guest.playerId);
      expect(own.filter((attempt) => attempt.status === 200)).toHaveLength(HELD_PER_GUEST);
      expect(own.filter((attempt) => attempt.status === 429)).toHaveLength(
        STREAMS_PER_GUEST - HELD_PER_GUEST,
      );
    }
    for (const { refusal } of attempts) if (refusal) expect(refusal.error).toBe('too_many_streams');

    const student = await loginAs('student');
    const sessionId = await quizApi.start(student, course.course.name);
    const question = await quizApi.next(student, sessionId);
    if (typeof question === 'string') throw new Error(`the quiz had no question: ${question}`);
    const graded = await quizApi.submit(student, sessionId, course.correctLabel(question.questionText));
    expect(graded.correct).toBe(true);
    const version = await fetch(`${baseUrl()}/api/version`);
    expect(version.status).toBe(200);
  });
});
