import { createHash, randomBytes } from 'node:crypto';
import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_REPLICA_PAUSE_MS } from '../src/proxy/upstream-pool.js';
import { CLOSED_URL, startGateway, type TestGateway } from './support/gateway.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A replica that names itself in every answer, with the digest of the body it received. */
function startReplica(name: string, port = 0): Promise<FakeServer> {
  return startFakeServer(
    (incoming, response) =>
      sendJson(response, 200, { servedBy: name, bytes: incoming.body.length, sha256: sha256(incoming.body) }),
    port,
  );
}

async function call(url: string, options: Parameters<typeof request>[1] = {}) {
  const answer = await request(url, options);
  const text = await answer.body.text();
  return { status: answer.statusCode, body: text.startsWith('{') ? JSON.parse(text) : text };
}

describe('when a service runs as several replicas', () => {
  let first: FakeServer;
  let second: FakeServer;
  let gateway: TestGateway;

  beforeAll(async () => {
    [first, second] = await Promise.all([startReplica('first'), startReplica('second')]);
    gateway = await startGateway({ QUIZ_SERVICE_URL: `${first.url}, ${second.url}/` });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([first.close(), second.close()]);
  });

  it('then requests are spread over all of them in turn', async () => {
    const servedBy: string[] = [];
    for (let index = 0; index < 10; index++) {
      const answer = await call(`${gateway.url}/api/v2/quiz/next?sessionId=1.a`);
      expect(answer.status).toBe(200);
      servedBy.push(answer.body.servedBy);
    }
    expect(servedBy.filter((name) => name === 'first')).toHaveLength(5);
    expect(servedBy.filter((name) => name === 'second')).toHaveLength(5);
    // In turn, not in runs: consecutive requests go to different replicas.
    expect(servedBy.every((name, index) => index === 0 || name !== servedBy[index - 1])).toBe(true);
  });
});

describe('when one replica of a service refuses connections', () => {
  let live: FakeServer;
  let gateway: TestGateway;

  beforeAll(async () => {
    live = await startReplica('live');
    gateway = await startGateway({
      QUIZ_SERVICE_URL: `${CLOSED_URL},${live.url}`,
      CONTENT_SERVICE_URL: `${live.url},${CLOSED_URL}`,
      BILLING_SERVICE_URL: `${CLOSED_URL},http://127.0.0.1:2`,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await live.close();
  });

  it('then every request is served by the other, GET or POST with a body', async () => {
    for (let index = 0; index < 6; index++) {
      const get = await call(`${gateway.url}/api/v2/quiz/next?sessionId=1.a`);
      expect(get).toMatchObject({ status: 200, body: { servedBy: 'live' } });
    }
    // A body big enough to take several writes (within the route's 1 MiB): it must reach the live replica whole
    // after the refusal.
    const upload = randomBytes(1000 * 1000);
    for (let index = 0; index < 4; index++) {
      const post = await call(`${gateway.url}/api/v2/images`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: upload,
      });
      expect(post).toMatchObject({
        status: 200,
        body: { servedBy: 'live', bytes: upload.length, sha256: sha256(upload) },
      });
    }
  });

  it('then the OpenAPI document of the service still comes from the live replica', async () => {
    const docs = await call(`${gateway.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(live.requests.some((received) => received.url === '/openapi.json')).toBe(true);
  });

  it('when every replica refuses, then 503 service_unavailable naming nothing internal', async () => {
    const answer = await call(`${gateway.url}/api/v2/billing/plans`);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: 'service_unavailable', message: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });
});

describe('when a replica that was down comes back', () => {
  let steady: FakeServer;
  let returning: FakeServer;
  let gateway: TestGateway;

  beforeAll(async () => {
    steady = await startReplica('steady');
    returning = await startReplica('returning');
    gateway = await startGateway({ QUIZ_SERVICE_URL: `${steady.url},${returning.url}` });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([steady.close(), returning.close()]);
  });

  it('then it is given requests again', async () => {
    const { port } = returning;
    await returning.close();
    for (let index = 0; index < 4; index++) {
      const answer = await call(`${gateway.url}/api/v2/quiz/next?sessionId=1.a`);
      expect(answer).toMatchObject({ status: 200, body: { servedBy: 'steady' } });
    }
    returning = await startReplica('returning', port);
    // Passed over for REFUSED_REPLICA_PAUSE_MS after its refusal, then tried again by real traffic.
    await expect
      .poll(async () => (await call(`${gateway.url}/api/v2/quiz/next?sessionId=1.a`)).body.servedBy, {
        timeout: REFUSED_REPLICA_PAUSE_MS * 5,
        interval: 50,
      })
      .toBe('returning');
  });
});
