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
 * Where the first answer in `received` ends (its head, and Content-Length bytes of body or a chunked body to its
 * last chunk), or -1 before that.
 */
function answerEnd(received: Buffer): number {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return -1;
  const head = received.subarray(0, headEnd).toString('latin1');
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
    const last = received.indexOf('\r\n0\r\n\r\n', headEnd + 2);
    return last < 0 ? -1 : last + 7;
  }
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  const end = headEnd + 4 + Number(length?.[1] ?? Number.NaN);
  return end <= received.length ? end : -1;
}

/**
 * An HTTP/1.1 connection over a bare socket, for what clients written on top of fetch cannot do: send a head and
 * only part of a body, or go on sending after the answer came.
 */
class RawConnection {
  private received = Buffer.alloc(0);
  private waiting?: () => void;
  closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (data) => {
      this.received = Buffer.concat([this.received, data]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    socket.on('error', () => {}); // a reset shows as `closed`, and as an answer that never came
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(...chunks: (string | Buffer)[]): void {
    for (const chunk of chunks) this.socket.write(chunk);
  }

  /** The next whole answer (what arrived, if the connection closes first); what follows it stays for the next. */
  async answer(): Promise<string> {
    while (answerEnd(this.received) < 0 && !this.closed) {
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
      });
    }
    const end = answerEnd(this.received);
    const answer = end < 0 ? this.received : this.received.subarray(0, end);
    this.received = end < 0 ? Buffer.alloc(0) : this.received.subarray(end);
    return answer.toString('latin1');
  }

  close(): void {
    this.socket.destroy();
  }
}

/** Writes `head` and then `chunks` on a new connection and resolves with the first answer. */
async function rawExchange(url: string, head: string, chunks: Buffer[] = []): Promise<string> {
  const connection = await RawConnection.open(url);
  try {
    connection.write(head, ...chunks);
    return await connection.answer();
  } finally {
    connection.close();
  }
}

function chunked(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}

describe('request bodies', () => {
  let content: FakeServer;
  let gateway: TestGateway;
  let smallLimitGateway: TestGateway;
  const SMALL_LIMIT = 64 * 1024;
  /** A service that refuses every request on its head, before reading a byte of its body. */
  let hasty: http.Server;
  let hastyGateway: TestGateway;

  beforeAll(async () => {
    content = await startFakeServer((incoming, response) =>
      sendJson(response, 200, { bytes: incoming.body.length, sha256: sha256(incoming.body) }),
    );
    gateway = await startGateway({ CONTENT_SERVICE_URL: content.url, AI_SERVICE_URL: content.url });
    smallLimitGateway = await startGateway({
      CONTENT_SERVICE_URL: content.url,
      GATEWAY_BODY_LIMIT_BYTES: String(SMALL_LIMIT),
    });
    hasty = http.createServer((_incoming, response) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end('{"error":"bad_request","message":"Refused on its head"}');
    });
    await new Promise<void>((resolve) => hasty.listen(0, '127.0.0.1', resolve));
    const { port } = hasty.address() as net.AddressInfo;
    hastyGateway = await startGateway({ CONTENT_SERVICE_URL: `http://127.0.0.1:${port}` });
  });

  afterAll(async () => {
    await Promise.all([gateway.close(), smallLimitGateway.close(), hastyGateway.close()]);
    await content.close();
    hasty.closeAllConnections();
    await new Promise((resolve) => hasty.close(resolve));
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

  it('when an upload’s multipart boundary is 300 characters, then 400 saying so and nothing is forwarded', async () => {
    const boundary = 'b'.repeat(300);
    const forwarded = content.requests.length;
    const answer = await request(`${gateway.url}/api/v2/phototoquiz`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--${boundary}--\r\n`,
    });
    expect(answer.statusCode).toBe(400);
    expect(await answer.body.json()).toEqual({
      error: 'bad_request',
      message: 'The multipart/form-data boundary is 300 characters long: at most 70 are allowed (RFC 2046)',
    });
    expect(content.requests.length).toBe(forwarded);
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

  // A classroom's answers are small: read whole first, each goes to the service in one write with its head, and a
  // client that stops half-way costs the service nothing.
  it('when a small body arrives in pieces, then the service gets the request only once it is whole, byte for byte', async () => {
    // The service notes each request as its head arrives, before reading the body.
    const heads: string[] = [];
    const watching = http.createServer((incoming, response) => {
      heads.push(incoming.url ?? '');
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const received = Buffer.concat(chunks);
        sendJson(response, 200, { bytes: received.length, sha256: sha256(received) });
      });
    });
    await new Promise<void>((resolve) => watching.listen(0, '127.0.0.1', resolve));
    const { port } = watching.address() as net.AddressInfo;
    const watchedGateway = await startGateway({ CONTENT_SERVICE_URL: `http://127.0.0.1:${port}` });
    const body = Buffer.from(JSON.stringify({ name: 'Kemi', padding: 'x'.repeat(1_000) }));
    const connection = await RawConnection.open(watchedGateway.url);
    try {
      connection.write(
        `POST /api/v2/courses HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body.subarray(0, 500),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heads).toEqual([]);

      connection.write(body.subarray(500));
      const answer = await connection.answer();

      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toContain(sha256(body));
      expect(heads).toEqual(['/api/v2/courses']);
    } finally {
      connection.close();
      await watchedGateway.close();
      watching.closeAllConnections();
      await new Promise((resolve) => watching.close(resolve));
    }
  });

  it('when a client goes away in the middle of a small body, then nothing is forwarded and the gateway goes on', async () => {
    const before = content.requests.length;
    const connection = await RawConnection.open(gateway.url);
    connection.write(
      'POST /api/v2/courses HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      '{"name":"half',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    connection.close();

    const answer = await request(`${gateway.url}/api/v2/courses`, { method: 'POST', body: '{}' });
    await answer.body.dump();
    expect(answer.statusCode).toBe(200);
    expect(content.requests.length).toBe(before + 1);
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

  // A client still sending when the gateway closed the connection got a reset, which can throw away the answer
  // before it is read (the fuzz tier saw "fetch failed EPIPE" for a 2 MiB body under load): the rest is read and
  // dropped instead, and the connection carries the next request.
  it('when a body announced above its route’s limit is sent anyway, then the client reads its 413 and the connection carries its next request', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'x');
    const connection = await RawConnection.open(gateway.url);
    try {
      connection.write(
        `POST /api/v2/courses HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      expect(await connection.answer()).toMatch(/^HTTP\/1\.1 413/);
      connection.write(body, 'GET /api/v2/courses HTTP/1.1\r\nHost: localhost\r\n\r\n');

      expect(await connection.answer()).toMatch(/^HTTP\/1\.1 200/);
      expect(connection.closed).toBe(false);
    } finally {
      connection.close();
    }
  });

  it('when the service answers before the body reached it, then the client reads that answer, may finish sending, and the connection carries its next request', async () => {
    const connection = await RawConnection.open(hastyGateway.url);
    try {
      connection.write(
        'POST /api/v2/courses HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
        Buffer.alloc(10_000, 'x'),
      );
      expect(await connection.answer()).toMatch(/^HTTP\/1\.1 400[\s\S]*Refused on its head/);
      connection.write(Buffer.alloc(90_000, 'x'), 'GET /api/v2/courses HTTP/1.1\r\nHost: localhost\r\n\r\n');

      expect(await connection.answer()).toMatch(/^HTTP\/1\.1 400[\s\S]*Refused on its head/);
      expect(connection.closed).toBe(false);
    } finally {
      connection.close();
    }
  });

  it('when a client stops sending the rest of a refused body, then the connection is closed after a pause', async () => {
    const connection = await RawConnection.open(gateway.url);
    try {
      connection.write(
        'POST /api/v2/courses HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n',
      );
      expect(await connection.answer()).toMatch(/^HTTP\/1\.1 413/);

      await connection.answer(); // nothing more comes: this waits for the close
      expect(connection.closed).toBe(true);
    } finally {
      connection.close();
    }
  });
});
