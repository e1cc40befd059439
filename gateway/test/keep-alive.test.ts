import { createLogger, createServiceApp, type ServiceApp } from '@quizdrill/service-kit';
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

describe('connections to a service that refuses bodies', () => {
  let quiz: ServiceApp;
  let quizConnections = 0;
  let gateway: TestGateway;
  let clients: Pool;

  beforeAll(async () => {
    // A service as the kit makes them: a body it cannot read is refused by Fastify's parser.
    quiz = await createServiceApp({ name: 'quiz', version: '0', logger: createLogger('quiz', 'silent') });
    quiz.post('/api/v2/quiz/start', async () => ({ started: true }));
    await quiz.listen({ port: 0, host: '127.0.0.1' });
    quiz.server.on('connection', () => {
      quizConnections += 1;
    });
    const { port } = quiz.server.address() as { port: number };
    gateway = await startGateway({
      QUIZ_SERVICE_URL: `http://127.0.0.1:${port}`,
      UPSTREAM_CONNECTIONS: String(POOL_SIZE),
    });
    clients = new Pool(gateway.url, { connections: CLIENTS });
  });

  afterAll(async () => {
    await clients.close();
    await gateway.close();
    await quiz.close();
  });

  it('when 50 clients send 1,000 malformed JSON bodies, then each gets its 400 and the gateway keeps its pool', async () => {
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let sent = 0; sent < REQUESTS_PER_CLIENT; sent += 1) {
          const answer = await clients.request({
            method: 'POST',
            path: '/api/v2/quiz/start',
            headers: { 'content-type': 'application/json' },
            body: '{"courseName": ',
          });
          await answer.body.dump();
          statuses.push(answer.statusCode);
        }
      }),
    );

    expect(statuses).toHaveLength(CLIENTS * REQUESTS_PER_CLIENT);
    expect(new Set(statuses)).toEqual(new Set([400]));
    // A service closing its connection after each refusal made the gateway open one per malformed body.
    expect(quizConnections).toBeGreaterThan(0);
    expect(quizConnections).toBeLessThanOrEqual(POOL_SIZE);
  });
});
