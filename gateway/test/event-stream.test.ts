import { type FakeServer, startFakeServer } from '@quizdrill/test-kit';
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

  it('when the service sends an event, then the client receives it before the stream ends', async () => {
    const answer = await request(`${gateway.url}/api/v2/jobs/job-7/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream');

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
