import http from 'node:http';
import { eventually, type FakeServer, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/gateway.js';

describe('job progress events (server-sent events)', () => {
  let ai: FakeServer;
  let gateway: TestGateway;
  let finishStream: () => void = () => {};

  beforeAll(async () => {
    ai = await startFakeServer(async (_incoming, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write('event: progress\ndata: {"percent":10}\n\n');
      // The job keeps running until the test has seen the first event arrive through the gateway.
      await new Promise<void>((resolve) => {
        finishStream = resolve;
      });
      response.end('event: done\ndata: {"percent":100}\n\n');
    });
    // The normal timeout is far shorter than the stream: streams must not be cut by it.
    gateway = await startGateway({ AI_SERVICE_URL: ai.url, UPSTREAM_TIMEOUT_MS: '5000' });
  });

  afterAll(async () => {
    finishStream();
    await gateway.close();
    await ai.close();
  });

  // Browsers ask every request for compression; an event stream must still be neither compressed nor held back.
  it('when the service sends an event, then the client receives it uncompressed before the stream ends', async () => {
    const answer = await request(`${gateway.url}/api/v2/jobs/job-7/events`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream');
    expect(answer.headers).not.toHaveProperty('content-encoding');

    const received: string[] = [];
    for await (const chunk of answer.body) {
      received.push(Buffer.from(chunk).toString());
      // Only possible unbuffered: the upstream has not ended, it waits for this very line.
      if (received.length === 1) {
        expect(received[0]).toContain('data: {"percent":10}');
        finishStream();
      }
    }
    expect(received.join('')).toContain('event: done');
  });
});

describe('live game event streams', () => {
  let classroom: FakeServer;
  let gateway: TestGateway;
  let endStreams: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endStreams = resolve;
  });
  /** Streams classroom still holds open (a player who left must not keep one). */
  let openAtClassroom = 0;

  beforeAll(async () => {
    classroom = await startFakeServer(async (incoming, response) => {
      if (incoming.url?.endsWith('/events')) {
        openAtClassroom += 1;
        response.on('close', () => {
          openAtClassroom -= 1;
        });
        response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        response.write('event: state\ndata: {"players":0}\n\n');
        await ended;
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"accepted":true}');
    });
    // One connection for requests: were the streams to take it, the answer below would wait behind them.
    gateway = await startGateway({ CLASSROOM_SERVICE_URL: classroom.url, UPSTREAM_CONNECTIONS: '1' });
  });

  afterAll(async () => {
    endStreams();
    await gateway.close();
    await classroom.close();
  });

  /**
   * A player's stream, over node:http: destroying it closes the connection at once, as a browser leaving the page
   * does. Resolves with the request once the first event arrived.
   */
  const openStream = () =>
    new Promise<{ request: http.ClientRequest; first: string }>((resolve) => {
      const outgoing = http.get(`${gateway.url}/api/v2/live/games/5c1f/events`, { agent: false }, (answer) =>
        answer.once('data', (chunk: Buffer) => resolve({ request: outgoing, first: chunk.toString() })),
      );
    });

  it('when players hold streams open, then their answers still pass at once on connections of their own', async () => {
    const streams = await Promise.all([1, 2, 3].map(openStream));
    for (const stream of streams) expect(stream.first).toContain('event: state');

    const answer = await request(`${gateway.url}/api/v2/live/games/5c1f/answer`, {
      method: 'POST',
      headers: { authorization: `Player ${'p'.repeat(43)}`, 'content-type': 'application/json' },
      body: '{"questionIndex":0,"answer":"A"}',
    });
    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual({ accepted: true });
    for (const stream of streams) stream.request.destroy();
  });

  it('when players leave, then the gateway lets go of their streams at classroom too', async () => {
    await eventually(() => openAtClassroom === 0);
    const leaving = await openStream();
    expect(openAtClassroom).toBe(1);
    leaving.request.destroy();
    await eventually(() => openAtClassroom === 0);
  });
});
