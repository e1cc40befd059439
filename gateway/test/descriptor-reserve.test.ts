// Issue 39: every open stream holds two of the gateway's file descriptors (the player's connection and its own to
// classroom). Streams from many players, games and addresses, none over its own cap, once took every descriptor the
// process had, and then every other connection was reset. The gateway now keeps streams within a ceiling derived
// from its descriptor limit, so what is left always serves ordinary requests.
import { randomBytes } from 'node:crypto';
import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayProcess, startGatewayProcess } from './support/gateway-process.js';
import {
  gameStream,
  newPlayer,
  openStream,
  type StreamAnswer,
  type StreamingClassroom,
  startStreamingClassroom,
} from './support/streams.js';

/** Low enough for a few hundred streams to reach it; the gateway itself needs about a hundred to run. */
const OPEN_FILES = 512;
/** More streams than the descriptors could hold, two each. */
const STREAMS = 400;
/** Streams asked for at once: what is in flight takes descriptors too, and this test is about those held. */
const AT_ONCE = 40;

describe(`a gateway allowed ${OPEN_FILES} file descriptors`, () => {
  let classroom: StreamingClassroom;
  let quiz: FakeServer;
  let gateway: GatewayProcess;
  const held: StreamAnswer[] = [];

  beforeAll(async () => {
    classroom = await startStreamingClassroom();
    quiz = await startFakeServer((_incoming, response) => sendJson(response, 200, { correct: true }));
    gateway = await startGatewayProcess(
      { CLASSROOM_SERVICE_URL: classroom.url, QUIZ_SERVICE_URL: quiz.url },
      { openFiles: OPEN_FILES },
    );
  });

  afterAll(async () => {
    for (const stream of held) stream.close();
    await gateway.close();
    await Promise.all([classroom.close(), quiz.close()]);
  });

  it(`when ${STREAMS} players of many games and addresses open a stream each, then those past the ceiling get 429 and visitors and submits are still served`, async () => {
    const outcomes: (number | 'failed')[] = [];
    for (let first = 0; first < STREAMS; first += AT_ONCE) {
      const batch = await Promise.all(
        Array.from({ length: AT_ONCE }, async (_, offset) => {
          const index = first + offset;
          try {
            const answer = await openStream(gateway.url, gameStream(`game-${index % 20}`), {
              authorization: newPlayer(),
              localAddress: `127.0.1.${index % 50}`,
            });
            if (answer.status === 200) held.push(answer);
            else if (answer.status === 429)
              expect(JSON.parse(answer.text).message).toMatch(/as many live connections as it can/);
            return answer.status;
          } catch {
            return 'failed' as const;
          }
        }),
      );
      outcomes.push(...batch);
    }
    const count = (outcome: number | 'failed') => outcomes.filter((each) => each === outcome).length;
    expect({ failed: count('failed'), other: STREAMS - count(200) - count(429) - count('failed') }).toEqual({
      failed: 0,
      other: 0,
    });
    expect(count(429)).toBeGreaterThan(0);
    expect(classroom.openStreams()).toBe(count(200));
    // Two descriptors each, and never more than half of them.
    expect(count(200) * 2).toBeLessThanOrEqual(OPEN_FILES / 2);

    // While they are held: visitors arriving (each on a connection of its own) and a class's submits.
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () =>
        request(`${gateway.url}/api/version`, { reset: true }).then(
          async (answer) => {
            await answer.body.dump();
            return answer.statusCode;
          },
          () => 'failed',
        ),
      ),
      ...Array.from({ length: 50 }, () =>
        request(`${gateway.url}/api/v2/quiz/submit?sessionId=${randomBytes(4).toString('hex')}&answer=A`, {
          method: 'POST',
        }).then(
          async (answer) => {
            await answer.body.dump();
            return answer.statusCode;
          },
          () => 'failed',
        ),
      ),
    ]);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });
});
