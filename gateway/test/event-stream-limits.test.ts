// Issue 39: the guests of one game opened about 10,000 live streams through the gateway in 12 s, and it ran out of
// file descriptors and reset everyone else. Streams are now capped per player, per signed-in user, per game, per
// address and in all, each refused with 429 before anything opens at the service, while other requests pass.
import { eventually, type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_URL, startGateway, type TestGateway } from './support/gateway.js';
import {
  gameStream,
  newPlayer,
  openStream,
  type StreamAnswer,
  type StreamingClassroom,
  startStreamingClassroom,
} from './support/streams.js';
import { createTestSigner, type TestSigner } from './support/tokens.js';

/** Every stream a test opened: closed after it, as the players leave. */
const held: StreamAnswer[] = [];
const hold = (answer: StreamAnswer) => {
  held.push(answer);
  return answer;
};

/** Closes the held streams and waits until the services let go of them too: the gateway has then counted them out. */
async function leave(...services: StreamingClassroom[]) {
  for (const stream of held.splice(0)) stream.close();
  await eventually(() => services.every((service) => service.openStreams() === 0));
}

function expectRefusal(answer: StreamAnswer, words: RegExp) {
  expect(answer.status).toBe(429);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  const body = JSON.parse(answer.text);
  expect(body.error).toBe('too_many_streams');
  expect(body.message).toMatch(words);
}

const statuses = (answers: StreamAnswer[]) => answers.map((answer) => answer.status);

describe('a game whose 40 guests open ten streams each', () => {
  let classroom: StreamingClassroom;
  let quiz: FakeServer;
  let gateway: TestGateway;

  beforeAll(async () => {
    classroom = await startStreamingClassroom();
    quiz = await startFakeServer((_incoming, response) => sendJson(response, 200, { correct: true }));
    gateway = await startGateway({ CLASSROOM_SERVICE_URL: classroom.url, QUIZ_SERVICE_URL: quiz.url });
  });

  afterEach(() => leave(classroom));

  afterAll(async () => {
    await gateway.close();
    await Promise.all([classroom.close(), quiz.close()]);
  });

  it('when they open them all at once, then each guest holds three, the rest get 429 and classroom never sees them, and everyone else is still served', async () => {
    const guests = Array.from({ length: 40 }, newPlayer);
    const attempts = guests.flatMap((authorization) => Array.from({ length: 10 }, () => ({ authorization })));
    const answers = await Promise.all(
      attempts.map(async ({ authorization }) => ({
        authorization,
        answer: hold(await openStream(gateway.url, gameStream('7f3a'), { authorization })),
      })),
    );

    for (const guest of guests) {
      const own = answers.filter(({ authorization }) => authorization === guest).map(({ answer }) => answer);
      expect(statuses(own).filter((status) => status === 200)).toHaveLength(3);
      for (const refused of own.filter((answer) => answer.status !== 200))
        expectRefusal(refused, /already has 3 live connections/);
    }
    expect(classroom.streamsAsked()).toBe(120);
    expect(classroom.openStreams()).toBe(120);

    // While the streams are held: a visitor, an answer in the game and a student's submit all pass.
    const version = await request(`${gateway.url}/api/version`);
    expect(version.statusCode).toBe(200);
    await version.body.dump();
    const answered = await request(`${gateway.url}/api/v2/live/games/7f3a/answer`, {
      method: 'POST',
      headers: { authorization: guests[0] as string, 'content-type': 'application/json' },
      body: '{"questionIndex":0,"answer":"A"}',
    });
    expect(answered.statusCode).toBe(200);
    expect(await answered.body.json()).toEqual({ accepted: true });
    const submitted = await request(`${gateway.url}/api/v2/quiz/submit?sessionId=s1&answer=A`, {
      method: 'POST',
    });
    expect(submitted.statusCode).toBe(200);
    expect(await submitted.body.json()).toEqual({ correct: true });
  });

  it('when a guest closes a tab, then their next stream opens again', async () => {
    const guest = newPlayer();
    const first = await Promise.all(
      [1, 2, 3].map(async () =>
        hold(await openStream(gateway.url, gameStream('7f3a'), { authorization: guest })),
      ),
    );
    expect(statuses(first)).toEqual([200, 200, 200]);
    expectRefusal(
      hold(await openStream(gateway.url, gameStream('7f3a'), { authorization: guest })),
      /already has 3/,
    );

    first[0]?.close();
    await eventually(async () => {
      const again = hold(await openStream(gateway.url, gameStream('7f3a'), { authorization: guest }));
      return again.status === 200;
    });
  });
});

describe('stream caps per game, per address, per signed-in user and in all', () => {
  let classroom: StreamingClassroom;
  let ai: StreamingClassroom;
  let auth: FakeServer;
  let signer: TestSigner;
  let gateway: TestGateway;

  beforeAll(async () => {
    classroom = await startStreamingClassroom();
    ai = await startStreamingClassroom();
    signer = await createTestSigner();
    auth = await startFakeServer((_incoming, response) => sendJson(response, 200, signer.jwks));
    gateway = await startGateway({
      CLASSROOM_SERVICE_URL: classroom.url,
      AI_SERVICE_URL: ai.url,
      AUTH_JWKS_URL: `${auth.url}/api/v2/auth/jwks.json`,
      EVENT_STREAMS_PER_GAME: '4',
      EVENT_STREAMS_PER_ADDRESS: '6',
      EVENT_STREAMS_PER_USER: '2',
      EVENT_STREAM_CEILING: '10',
    });
  });

  afterEach(() => leave(classroom, ai));

  afterAll(async () => {
    await gateway.close();
    await Promise.all([classroom.close(), ai.close(), auth.close()]);
  });

  const open = async (path: string, options: { authorization?: string; localAddress?: string } = {}) =>
    hold(await openStream(gateway.url, path, { authorization: newPlayer(), ...options }));

  it('when a game holds its most streams, then its next player gets 429 and another game’s player does not', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => open(gameStream('game-a'))));
    expect(statuses(players)).toEqual([200, 200, 200, 200]);
    expectRefusal(await open(gameStream('game-a')), /This game already has 4 live connections/);
    expect((await open(gameStream('game-b'))).status).toBe(200);
    expect(classroom.openStreams()).toBe(5);
  });

  it('when one address holds its most streams, then its next gets 429 and another address is still served', async () => {
    const school = { localAddress: '127.0.0.2' };
    const streams = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((index) => open(gameStream(`game-${index}`), school)),
    );
    expect(statuses(streams)).toEqual([200, 200, 200, 200, 200, 200]);
    expectRefusal(await open(gameStream('game-7'), school), /Your network already has 6 live connections/);
    expect((await open(gameStream('game-7'), { localAddress: '127.0.0.3' })).status).toBe(200);
  });

  it('when a signed-in user holds their most streams, live games and AI jobs together, then the next gets 429', async () => {
    const host = `Bearer ${await signer.sign({ uid: 'host-1', role: 'ROLE_EDUCATOR' })}`;
    expect((await open(gameStream('hosted'), { authorization: host })).status).toBe(200);
    expect((await open('/api/v2/jobs/job-1/events', { authorization: host })).status).toBe(200);
    expectRefusal(
      await open(gameStream('hosted'), { authorization: host }),
      /You already have 2 live connections/,
    );
    const otherHost = `Bearer ${await signer.sign({ uid: 'host-2', role: 'ROLE_EDUCATOR' })}`;
    expect((await open(gameStream('hosted'), { authorization: otherHost })).status).toBe(200);
  });

  it('when the gateway holds its most streams in all, then the next gets 429 while other requests pass', async () => {
    const addresses = ['127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7', '127.0.0.8'];
    const streams = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        open(gameStream(`full-${index}`), { localAddress: addresses[index % addresses.length] }),
      ),
    );
    expect(statuses(streams).every((status) => status === 200)).toBe(true);
    expectRefusal(
      await open(gameStream('full-10'), { localAddress: '127.0.0.9' }),
      /The server holds as many live connections as it can/,
    );
    const version = await request(`${gateway.url}/api/version`);
    expect(version.statusCode).toBe(200);
    await version.body.dump();
  });

  it('when a stream is refused, then its connection is closed rather than kept for another request', async () => {
    await Promise.all([1, 2, 3, 4].map(() => open(gameStream('closing'))));
    const refused = await open(gameStream('closing'));
    expect(refused.status).toBe(429);
    expect(refused.headers.connection).toBe('close');
  });
});

describe('streams to a service that is down', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startGateway({ CLASSROOM_SERVICE_URL: CLOSED_URL, EVENT_STREAMS_PER_PLAYER: '1' });
  });

  afterAll(async () => {
    await gateway.close();
  });

  it('when a stream fails with 503, then it holds no place: the player’s next attempt on the kept-alive connection is not refused for it', async () => {
    const guest = newPlayer();
    for (const attempt of [1, 2]) {
      const answer = await request(`${gateway.url}${gameStream('down')}`, {
        headers: { authorization: guest },
      });
      expect(answer.statusCode, `attempt ${attempt}`).toBe(503);
      await answer.body.dump();
    }
  });
});
