// Closing a server ends each of its connections as soon as it carries no response, whether or not a request ever
// came on it. Node's server.close() ends only connections idle between two requests. One a client opened and has not
// used yet (undici opens one for a queued request and may send that request on another; browsers preconnect) counts
// as active until its first request, and a keep-alive connection whose response was in flight stays open after that
// response: a close then waited for the client to go away, or for the keep-alive timeout (72 s), and a SIGTERM hung
// until the grace delay cut the consumers and the outbox relay short.
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ClosingConnections {
  /** From now on: connections without a response in flight are ended, the others once their responses are sent. */
  close(): void;
}

export function trackConnectionsForClosing(server: Server): ClosingConnections {
  /**
   * Every open connection, with the last response it was given. One map write per request and nothing else on the
   * way (every service's hot path passes here): whether that response is still in flight is asked only at closing.
   * HTTP/1.1 answers a connection's requests in order, so its last response is the one that finishes last.
   */
  const connections = new Map<Socket, ServerResponse | undefined>();
  let closing = false;

  const end = (socket: Socket) => {
    if (socket.destroyed) return;
    // After the response's last bytes: destroyed once they are written, so no half-closed socket lingers.
    socket.end(() => socket.destroy());
  };

  server.on('connection', (socket: Socket) => {
    // Accepted between the start of closing and the listener's end: nothing will be served on it.
    if (closing) {
      socket.destroy();
      return;
    }
    connections.set(socket, undefined);
    socket.once('close', () => connections.delete(socket));
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
        if (!response || response.writableFinished || response.destroyed) {
          socket.destroy();
          continue;
        }
        // The client learns not to send another request on it; a response already streaming is ended after it.
        if (!response.headersSent) response.setHeader('connection', 'close');
        response.once('close', () => end(socket));
      }
    },
  };
}
