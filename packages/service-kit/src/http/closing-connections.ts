// Closing a server ends each of its connections as soon as it carries no response, whether or not a request ever
// came on it. Node's server.close() ends only connections idle between two requests. One a client opened and has not
// used yet (undici opens one for a queued request and may send that request on another; browsers preconnect) counts
// as active until its first request, and a keep-alive connection whose response was in flight stays open after that
// response: a close then waited for the client to go away, or for the keep-alive timeout (72 s), and a SIGTERM hung
// until the grace delay cut the consumers and the outbox relay short.
//
// Every connection the server ends, closing or not, is ended in stages (RFC 9112 §9.6): our side first, then what
// its client still sends is read and dropped until it ends too. Closed at once while bytes of a request body were
// still coming, a connection is reset, and a client that had not yet read its answer (a busy phone, a far one) loses
// it and sees only the reset. Fastify answers a body over its limit so (413, `connection: close`, where the kit does
// not keep the connection: input-guards.ts), and while closing every answer says `connection: close`.
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long an ending connection goes on reading what its client still sends after our side ended, at most. */
export const LINGER_MS = 5_000;

export interface ClosingConnections {
  /** From now on: connections without a response in flight are ended, the others once their responses are sent. */
  close(): void;
}

export function trackConnectionsForClosing(server: Server, lingerMs = LINGER_MS): ClosingConnections {
  /**
   * Every open connection, with the last response it was given. One map write per request and nothing else on the
   * way (every service's hot path passes here): whether that response is still in flight is asked only at closing.
   * HTTP/1.1 answers a connection's requests in order, so its last response is the one that finishes last.
   */
  const connections = new Map<Socket, ServerResponse | undefined>();
  const ending = new WeakSet<Socket>();
  let closing = false;

  /**
   * Our side ends after the last response's bytes; the socket is destroyed once the client has ended its side too, or
   * `lingerMs` after our last byte went out. What still comes meanwhile is read and dropped (the HTTP parser takes it
   * as the rest of the body, which Node drops once the response is sent).
   */
  const end = (socket: Socket) => {
    if (socket.destroyed || ending.has(socket)) return;
    ending.add(socket);
    socket.end(() => {
      // Destroyed meanwhile (an error, the client gone): nothing to wait for, and no timer to leave behind.
      if (socket.destroyed) return;
      if (socket.readableEnded) {
        socket.destroy();
        return;
      }
      const timer = setTimeout(() => socket.destroy(), lingerMs);
      socket.once('close', () => clearTimeout(timer));
      socket.once('end', () => socket.destroy());
    });
    socket.resume();
  };

  server.on('connection', (socket: Socket) => {
    // Accepted between the start of closing and the listener's end: nothing will be served on it.
    if (closing) {
      socket.destroy();
      return;
    }
    connections.set(socket, undefined);
    socket.once('close', () => connections.delete(socket));
    // Node's HTTP server ends a `connection: close` response's socket with destroySoon() when there is one: destroyed
    // as soon as the response's bytes are written, whatever is still coming in. In stages instead.
    socket.destroySoon = () => end(socket);
  });

  server.on('request', (request, response: ServerResponse) => {
    if (connections.has(request.socket)) connections.set(request.socket, response);
    // A request arriving on a kept connection while closing: answered, then the connection ends.
    if (closing) {
      response.setHeader('connection', 'close');
      response.once('close', () => end(request.socket));
    }
  });

  return {
    close() {
      closing = true;
      for (const [socket, response] of connections) {
        // Already ending in stages: it ends by itself.
        if (ending.has(socket)) continue;
        if (!response || (response.destroyed && !response.writableFinished)) {
          socket.destroy();
          continue;
        }
        // Answered: idle, unless the rest of its request's body is still coming.
        if (response.writableFinished) {
          if (response.req.complete) socket.destroy();
          else end(socket);
          continue;
        }
        // The client learns not to send another request on it; a response already streaming is ended after it.
        if (!response.headersSent) response.setHeader('connection', 'close');
        response.once('close', () => end(socket));
      }
    },
  };
}
