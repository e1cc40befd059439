import { createLogger, createServiceApp, type ServiceApp } from '@quizdrill/service-kit';
import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { type Dispatcher, Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/gateway.js';

const POOL_SIZE = 8;
const CLIENTS = 50;
const REQUESTS_PER_CLIENT = 20;

/** Each of the clients sends the request REQUESTS_PER_CLIENT times, one after another, all clients at once. */
async function sendFromEveryClient(
  clients: Pool,
  request: Omit<Dispatcher.RequestOptions, 'origin'>,
): Promise<number[]> {
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let sent = 0; sent < REQUESTS_PER_CLIENT; sent += 1) {
        const answer = await clients.request(request);
        await answer.body.dump();
        statuses.push(answer.statusCode);
      }
    }),
  );
  return statuses;
}

/** The gateway with its pool of POOL_SIZE connections in front of quiz, and CLIENTS clients' connections to it. */
async function gatewayInFrontOf(quizUrl: string): Promise<{ gateway: TestGateway; clients: Pool }> {
  const gateway = await startGateway({ QUIZ_SERVICE_URL: quizUrl, UPSTREAM_CONNECTIONS: String(POOL_SIZE) });
  return { gateway, clients: new Pool(gateway.url, { connections: CLIENTS }) };
}

describe('connections to services', () => {
  let quiz: FakeServer;
  let gateway: TestGateway;
  let clients: Pool;

  beforeAll(async () => {
    quiz = await startFakeServer((_incoming, response) => sendJson(response, 200, { questionId: 1 }));
    ({ gateway, clients } = await gatewayInFrontOf(quiz.url));
  });

  afterAll(async () => {
    await clients.close();
    await gateway.close();
    await quiz.close();
  });

  it('when 50 clients send 1,000 requests, then the gateway reuses at most its pool size of connections', async () => {
    const statuses = await sendFromEveryClient(clients, {
      method: 'GET',
      path: '/api/v2/quiz/next?courseId=1',
    });

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
    ({ gateway, clients } = await gatewayInFrontOf(`http://127.0.0.1:${port}`));
  });

  afterAll(async () => {
    await clients.close();
    await gateway.close();
    await quiz.close();
  });

  it('when 50 clients send 1,000 malformed JSON bodies, then each gets its 400 and the gateway keeps its pool', async () => {
    const statuses = await sendFromEveryClient(clients, {
      method: 'POST',
      path: '/api/v2/quiz/start',
      headers: { 'content-type': 'application/json' },
      body: '{"courseName": ',
    });

    expect(statuses).toHaveLength(CLIENTS * REQUESTS_PER_CLIENT);
    expect(new Set(statuses)).toEqual(new Set([400]));
    // A service closing its connection after each refusal made the gateway open one per malformed body.
    expect(quizConnections).toBeGreaterThan(0);
    expect(quizConnections).toBeLessThanOrEqual(POOL_SIZE);
  });
});
