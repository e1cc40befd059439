// A JSON body a service refuses (not JSON, nested too deep, over its route's limit) is answered with its 4xx on a
// connection that stays open when the rest of the body is known and small enough to read and drop. The gateway keeps
// a pool of connections to each service: closing one for every malformed body someone sends would make it open a new
// connection per bad request. Over real connections, with a keep-alive agent as the gateway's.
import { once } from 'node:events';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceApp } from '../src/http/create-app.js';
import { logger } from './support.js';

const LIMIT = 16 * 1024;

describe('a refused JSON body and its connection', () => {
  let app: ServiceApp;
  let port: number;
  let agent: Agent;
  let connections: number;

  beforeEach(async () => {
    app = await createServiceApp({ name: 'refused', version: '0', logger });
    app.post('/items', { bodyLimit: LIMIT }, async () => ({ stored: true }));
    app.get('/items', async () => ({ items: [] }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    connections = 0;
    app.server.on('connection', () => {
      connections += 1;
    });
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });

  afterEach(async () => {
    agent.destroy();
    await app.close();
  });

  /** One request on the agent's one connection; `body` as given, with Content-Length unless `chunked`. */
  const send = (method: string, body?: string, options: { chunked?: boolean } = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const headers: Record<string, string> = {};
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        if (!options.chunked) headers['content-length'] = String(Buffer.byteLength(body));
      }
      const call = request(
        { host: '127.0.0.1', port, path: '/items', method, agent, headers },
        async (response) => {
          let text = '';
          for await (const chunk of response) text += chunk;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
        },
      );
      call.on('error', reject);
      if (body !== undefined && options.chunked) {
        // In pieces, as a client streaming its body does: the parser meets the limit before the end.
        for (let at = 0; at < body.length; at += 4096) call.write(body.slice(at, at + 4096));
      } else if (body !== undefined) call.write(body);
      call.end();
    });

  const deeplyNested = `${'['.repeat(200)}${']'.repeat(200)}`;
  /** A JSON body of exactly `bytes` bytes. */
  const bodyOfSize = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - '{"text":""}'.length) });

  it.each([
    ['not JSON', '{"name": ', 400],
    ['nested deeper than allowed', deeplyNested, 400],
    ['over the limit, at most twice it', bodyOfSize(LIMIT + 1_000), 413],
    ['over the limit, exactly twice it', bodyOfSize(2 * LIMIT), 413],
  ])(
    'when a body is %s, then it is refused and the next request comes on the same connection',
    async (_, body, status) => {
      const refused = await send('POST', body);
      expect(refused.status).toBe(status);
      expect(JSON.parse(refused.text)).toMatchObject({ message: expect.any(String) });
      expect(refused.headers.connection).not.toBe('close');

      expect((await send('GET')).status).toBe(200);
      expect((await send('POST', '{}')).status).toBe(200);
      expect(connections).toBe(1);
    },
  );

  it.each([
    ['announced at one byte more than twice the limit', bodyOfSize(2 * LIMIT + 1), {}],
    ['sent in chunks past the limit, its length unknown', bodyOfSize(4 * LIMIT), { chunked: true }],
  ])(
    'when a body is %s, then the 413 closes the connection and the next request opens another',
    async (_, body, options) => {
      const refused = await send('POST', body, options);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.text)).toEqual({
        error: 'payload_too_large',
        message: 'The request is too large: this address takes at most 16,384 bytes (0.02 MiB).',
      });
      expect(refused.headers.connection).toBe('close');

      expect((await send('GET')).status).toBe(200);
      expect(connections).toBe(2);
    },
  );

  it('when the rest of a refused body stops coming, then the connection is closed (it does not wait for it forever)', async () => {
    // A client that announces a body, sends none of it and keeps its side open: the 413 keeps the connection for the
    // rest, which never comes. The client never ends its side, so only the server's idle limit can end the connection.
    const client = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    let received = '';
    client.setEncoding('latin1');
    client.on('data', (chunk: string) => {
      received += chunk;
    });
    client.write(
      `POST /items HTTP/1.1\r\nhost: kit\r\ncontent-type: application/json\r\ncontent-length: ${LIMIT + 100}\r\n\r\n`,
    );
    await once(client, 'end');
    client.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).not.toMatch(/\r\nconnection: close\r\n/i);
  });
});
