import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { UPLOAD_BODY_LIMIT_BYTES } from '@quizdrill/contracts';
import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/gateway.js';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Speaks HTTP/1.1 over a bare socket: writes `head` and then `chunks`, and resolves with the raw answer once
 * the gateway closes the connection. Clients written on top of fetch cannot send a body they do not finish.
 */
function rawExchange(url: string, head: string, chunks: Buffer[] = []): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(head);
      for (const chunk of chunks) socket.write(chunk);
    });
    const received: Buffer[] = [];
    socket.on('data', (data) => received.push(data));
    socket.on('close', () => resolve(Buffer.concat(received).toString('latin1')));
    socket.on('error', reject);
  });
}

function chunked(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}

describe('request bodies', () => {
  let content: FakeServer;
  let gateway: TestGateway;
  let smallLimitGateway: TestGateway;
  const SMALL_LIMIT = 64 * 1024;

  beforeAll(async () => {
    content = await startFakeServer((incoming, response) =>
      sendJson(response, 200, { bytes: incoming.body.length, sha256: sha256(incoming.body) }),
    );
    gateway = await startGateway({ CONTENT_SERVICE_URL: content.url, AI_SERVICE_URL: content.url });
    smallLimitGateway = await startGateway({
      CONTENT_SERVICE_URL: content.url,
      GATEWAY_BODY_LIMIT_BYTES: String(SMALL_LIMIT),
    });
  });

  afterAll(async () => {
    await Promise.all([gateway.close(), smallLimitGateway.close()]);
    await content.close();
  });

  it('when a 5 MB photo is uploaded as multipart, then the service receives exactly the same bytes', async () => {
    const boundary = '----quizdrill-test-boundary';
    const photo = randomBytes(5 * 1000 * 1000);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);

    const answer = await request(`${gateway.url}/api/v2/phototoquiz`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });

    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual({ bytes: body.length, sha256: sha256(body) });
    expect(content.requests.at(-1)?.headers['content-type']).toBe(
      `multipart/form-data; boundary=${boundary}`,
    );
  });

  it('when an upload asks for 100-continue (as curl does), then it is continued and forwarded intact', async () => {
    const upload = randomBytes(2 * 1000 * 1000);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = http.request(`${gateway.url}/api/v2/phototoquiz`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', 'content-length': upload.length, expect: '100-continue' },
        agent: false,
      });
      outgoing.on('continue', () => outgoing.end(upload));
      outgoing.on('response', (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      });
      outgoing.on('error', reject);
    });

    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: upload.length, sha256: sha256(upload) });
  });

  it('when a chunked body of unknown length stays under the limit, then it streams through intact', async () => {
    const parts = [randomBytes(20_000), randomBytes(20_000), randomBytes(20_000)];
    const whole = Buffer.concat(parts);
    const raw = await rawExchange(
      smallLimitGateway.url,
      'POST /api/v2/images HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n' +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      [...parts.map(chunked), Buffer.from('0\r\n\r\n')],
    );

    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw).toContain(sha256(whole));
  });

  it('when Content-Length announces more than the limit, then 413 comes at once and nothing is forwarded', async () => {
    const before = content.requests.length;
    // Only the head is sent: the gateway must refuse on the announced size without waiting for the body.
    const raw = await rawExchange(
      smallLimitGateway.url,
      `POST /api/v2/images HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nContent-Length: ${SMALL_LIMIT + 1}\r\n\r\n`,
    );

    expect(raw).toMatch(/^HTTP\/1\.1 413/);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'payload_too_large',
      message: expect.stringMatching(/too large/),
    });
    expect(content.requests.length).toBe(before);
  });

  it.each([
    ['with its length', false],
    ['chunked', true],
  ])(
    'when a JSON route gets 2 MiB %s, then 413 naming its 1 MiB limit, every time, and nothing is forwarded',
    async (_case, isChunked) => {
      const before = content.requests.length;
      const body = Buffer.alloc(2 * 1024 * 1024, 'x');
      for (let attempt = 0; attempt < 3; attempt++) {
        const raw = await rawExchange(
          gateway.url,
          'POST /api/v2/courses HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            (isChunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${body.length}\r\n\r\n`),
          isChunked ? [chunked(body), Buffer.from('0\r\n\r\n')] : [body],
        );
        expect(raw, `attempt ${attempt}`).toMatch(/^HTTP\/1\.1 413/);
        expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
          error: 'payload_too_large',
          message: 'The request is too large: this address takes at most 1,048,576 bytes (1 MiB).',
        });
      }
      // Chunked, the service may have had the start of it; never a whole body.
      expect(content.requests.length).toBe(before);
    },
  );

  it('when an upload route gets more than an upload may carry, then 413 naming that limit', async () => {
    const raw = await rawExchange(
      gateway.url,
      'POST /api/v2/questions/create HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${UPLOAD_BODY_LIMIT_BYTES + 1}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 413/);
    expect(raw).toContain('at most 6,048,576 bytes');
  });

  it('when a chunked body grows past the limit, then 413 is answered and the service never gets it complete', async () => {
    const before = content.requests.length;
    const parts = Array.from({ length: 8 }, () => chunked(randomBytes(16 * 1024)));
    // The body is never finished: only the limit can end this exchange.
    const raw = await rawExchange(
      smallLimitGateway.url,
      'POST /api/v2/images HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n',
      parts,
    );

    expect(raw).toMatch(/^HTTP\/1\.1 413/);
    expect(raw).toContain('"error":"payload_too_large"');
    expect(content.requests.length).toBe(before);
  });
});
