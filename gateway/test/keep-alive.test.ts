import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/gateway.js';

const POOL_SIZE = 8;
const CLIENTS = 50;
const REQUESTS_PER_CLIENT = 20;

describe('connections to services', () => {
  let quiz: FakeServer;
  let gateway: TestGateway;
  let clients: Pool;

  beforeAll(async () => {
    quiz = await startFakeServer((_incoming, response) => sendJson(response, 200, { questionId: 1 }));
    gateway = await startGateway({ QUIZ_SERVICE_URL: quiz.url, UPSTREAM_CONNECTIONS: String(POOL_SIZE) });
    clients = new Pool(gateway.url, { connections: CLIENTS });
  });

  afterAll(async () => {
    await clients.close();
    await gateway.close();
    await quiz.close();
  });

  it('when 50 clients send 1,000 requests, then the gateway reuses at most its pool size of connections', async () => {
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let sent = 0; sent < REQUESTS_PER_CLIENT; sent += 1) {
          const answer = await clients.request({ method: 'GET', path: '/api/v2/quiz/next?courseId=1' });
          await answer.body.dump();
          statuses.push(answer.statusCode);
        }
      }),
    );

    expect(statuses).toHaveLength(CLIENTS * REQUESTS_PER_CLIENT);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(quiz.requests).toHaveLength(CLIENTS * REQUESTS_PER_CLIENT);
    expect(quiz.connectionCount()).toBeGreaterThan(0);
    expect(quiz.connectionCount()).toBeLessThanOrEqual(POOL_SIZE);
  });
});
