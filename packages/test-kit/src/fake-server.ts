// A tiny real HTTP server on a free port: the base for upstream fakes and the wire-level fakes of external APIs.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeServer {
  url: string;
  port: number;
  /** Every request received complete, in order (one aborted mid-body is not). */
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[];
  /** TCP connections opened to it so far (keep-alive reuse keeps this low). */
  connectionCount(): number;
  close(): Promise<void>;
}

export type FakeHandler = (
  request: IncomingMessage & { body: Buffer },
  response: ServerResponse,
) => void | Promise<void>;

export async function startFakeServer(handler: FakeHandler, port = 0): Promise<FakeServer> {
  const requests: FakeServer['requests'] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of request) chunks.push(chunk as Buffer);
    } catch {
      return; // the client went away mid-body: nothing complete arrived, so nothing is recorded or answered
    }
    const body = Buffer.concat(chunks);
    requests.push({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      headers: request.headers,
      body,
    });
    try {
      await handler(Object.assign(request, { body }), response);
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  });
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    requests,
    connectionCount: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
