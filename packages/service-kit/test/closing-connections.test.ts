// Closing a service's app over real connections: it ends connections it would otherwise wait on (one never used,
// one whose response was in flight) instead of waiting for their clients or the keep-alive timeout. And a connection
// ended while its client is still sending a body (answered early: 413), closing or not, lets that client read its
// answer: a client that reads it only later (the ones below read nothing until they have sent all) met a reset.
import { once } from 'node:events';
import { Agent, createServer, type IncomingMessage, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackConnectionsForClosing } from '../src/http/closing-connections.js';
import { createServiceApp, type ServiceApp } from '../src/http/create-app.js';
import { type Gate, gate, logger } from './support.js';

/** The upload route's body limit: the client below sends more, so the answer (413) comes before its body ends. */
const UPLOAD_LIMIT = 16 * 1024;

describe('closing a service app', () => {
  let app: ServiceApp;
  let port: number;
  let agent: Agent;
  let entered: Gate;
  let release: Gate;
  let closingBegan: Gate;
  let answered: Gate;

  beforeEach(async () => {
    entered = gate();
    release = gate();
    closingBegan = gate();
    answered = gate();
    app = await createServiceApp({ name: 'closing', version: '0', logger });
    app.get('/slow', async () => {
      entered.open();
      await release.opened;
      return { done: true };
    });
    app.post('/upload', { bodyLimit: UPLOAD_LIMIT }, async () => ({ stored: true }));
    app.addHook('onRequest', async (request) => {
      if (request.url === '/upload') entered.open();
    });
    app.addHook('onResponse', async (request) => {
      if (request.url === '/upload') answered.open();
    });
    app.get('/stream', async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write('data: first\n\n');
      entered.open();
      await release.opened;
      reply.raw.end('data: last\n\n');
    });
    // Registered after the kit's own: by the time it runs, the kit has marked the connections.
    app.addHook('preClose', async () => closingBegan.open());
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    agent = new Agent({ keepAlive: true });
  });

  afterEach(() => agent.destroy());

  const get = (path: string) =>
    new Promise<{ response: IncomingMessage; socketClosed: Promise<unknown> }>((resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, path, agent }, (response) =>
        resolve({ response, socketClosed: once(call.socket as Socket, 'close') }),
      );
      call.on('error', reject);
      call.end();
    });

  const bodyOf = async (response: IncomingMessage) => {
    let body = '';
    for await (const chunk of response) body += chunk;
    return body;
  };

  it('when a client opened a connection and sent nothing, then closing ends it and completes', async () => {
    const accepted = once(app.server, 'connection');
    const idle = connect(port, '127.0.0.1');
    const ended = once(idle, 'close');
    await accepted;
    await app.close();
    await ended;
  });

  it('when a request is in flight as closing begins, then its answer says connection: close and closing completes after it', async () => {
    const answered = get('/slow');
    await entered.opened;
    const closed = app.close();
    await closingBegan.opened;
    // Past Node's own sweep of idle connections (in server.close()): only the kit can end this one now.
    await expect.poll(() => app.server.listening, { timeout: 10_000 }).toBe(false);
    release.open();
    const { response, socketClosed } = await answered;
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(await bodyOf(response))).toEqual({ done: true });
    await Promise.all([closed, socketClosed]);
  });

  it('when a stream is being sent as closing begins, then its connection ends after its last bytes and closing completes', async () => {
    const { response, socketClosed } = await get('/stream');
    expect(response.headers.connection).toBe('keep-alive');
    await entered.opened;
    const closed = app.close();
    await closingBegan.opened;
    // Past Node's own sweep of idle connections (in server.close()): only the kit can end this one now.
    await expect.poll(() => app.server.listening, { timeout: 10_000 }).toBe(false);
    release.open();
    expect(await bodyOf(response)).toBe('data: first\n\ndata: last\n\n');
    await Promise.all([closed, socketClosed]);
  });

  /**
   * A client that has sent an upload's headers (chunked: the server learns the body is too large only as it comes,
   * and answers in the middle of it) and sends its body with `send`, reading nothing meanwhile: a busy phone, or a
   * far one, reads an answer only some time after it came. Then it reads, and ends.
   */
  async function uploadingClient() {
    const client = connect(port, '127.0.0.1');
    await once(client, 'connect');
    let received = '';
    client.setEncoding('latin1');
    client.on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise<Error | undefined>((resolve) => {
      client.once('error', resolve);
      client.once('close', () => resolve(undefined));
    });
    client.write(
      'POST /upload HTTP/1.1\r\nhost: kit\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n',
    );
    client.pause();
    const chunk = `${(1024).toString(16)}\r\n${'x'.repeat(1024)}\r\n`;
    return {
      /** Sends `kilobytes` more of the body, a kilobyte every 2 ms. */
      async send(kilobytes: number) {
        for (let sent = 0; sent < kilobytes && !client.destroyed; sent++) {
          client.write(chunk);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      },
      /** What came back once read, and the error the connection ended with, if any. */
      async readAndEnd() {
        client.resume();
        client.end('0\r\n\r\n');
        const error = await ended;
        return { received, error };
      },
    };
  }

  it('when an answer goes out while closing and its client is still sending the body, then the client reads the answer, not a reset', async () => {
    const client = await uploadingClient();
    await entered.opened;
    const closed = app.close();
    await closingBegan.opened;
    // The answer (413) goes out at 16 kB; the rest is what a reset would have met.
    await client.send(UPLOAD_LIMIT / 1024 + 8);
    const { received, error } = await client.readAndEnd();
    expect(received).toMatch(/^HTTP\/1\.1 413 .*\r\nconnection: close\r\n/s);
    expect(error).toBeUndefined();
    await closed;
  });

  it('when an answer went out before closing and its client is still sending the body, then closing lets the client read it', async () => {
    const client = await uploadingClient();
    await client.send(UPLOAD_LIMIT / 1024 + 1);
    await answered.opened;
    const closed = app.close();
    await closingBegan.opened;
    await client.send(8);
    const { received, error } = await client.readAndEnd();
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(error).toBeUndefined();
    await closed;
  });

  it('when a body over the limit is still coming, then the client reads the 413, not a reset (closing or not)', async () => {
    const client = await uploadingClient();
    await client.send(UPLOAD_LIMIT / 1024 + 8);
    await answered.opened;
    const { received, error } = await client.readAndEnd();
    expect(received).toMatch(/^HTTP\/1\.1 413 .*\r\nconnection: close\r\n/s);
    expect(error).toBeUndefined();
  });
});

describe('a connection ending in stages', () => {
  it('when its client never ends its side, then it is destroyed once the linger time has passed', async () => {
    const server = createServer((_request, response) => {
      response.setHeader('connection', 'close');
      response.end('bye');
    });
    trackConnectionsForClosing(server, 200);
    const serverSocketClosed = new Promise<number>((resolve) =>
      server.on('connection', (socket: Socket) => socket.once('close', () => resolve(Date.now()))),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    // Half open: the client reads our end and keeps its own side open, as a stuck one would.
    const client = connect({
      port: (server.address() as { port: number }).port,
      host: '127.0.0.1',
      allowHalfOpen: true,
    });
    try {
      let received = '';
      client.setEncoding('latin1');
      client.on('data', (chunk: string) => {
        received += chunk;
      });
      client.write('GET / HTTP/1.1\r\nhost: kit\r\n\r\n');
      await once(client, 'end');
      const endedAt = Date.now();
      expect(received).toMatch(/\r\n\r\nbye$/);
      expect((await serverSocketClosed) - endedAt).toBeGreaterThanOrEqual(150);
    } finally {
      client.destroy();
      server.close();
    }
  });
});
