// Closing a service's app over real connections: it ends connections it would otherwise wait on (one never used,
// one whose response was in flight) instead of waiting for their clients or the keep-alive timeout.
import { once } from 'node:events';
import { Agent, type IncomingMessage, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceApp } from '../src/http/create-app.js';
import { type Gate, gate, logger } from './support.js';

describe('closing a service app', () => {
  let app: ServiceApp;
  let port: number;
  let agent: Agent;
  let entered: Gate;
  let release: Gate;
  let closingBegan: Gate;

  beforeEach(async () => {
    entered = gate();
    release = gate();
    closingBegan = gate();
    app = await createServiceApp({ name: 'closing', version: '0', logger });
    app.get('/slow', async () => {
      entered.open();
      await release.opened;
      return { done: true };
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
});
