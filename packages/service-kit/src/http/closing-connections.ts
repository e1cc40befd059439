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
  /** Every open connection, with the responses it is sending. */
  const connections = new Map<Socket, Set<ServerResponse>>();
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
    connections.set(socket, new Set());
    socket.once('close', () => connections.delete(socket));
  });

  server.on('request', (request, response: ServerResponse) => {
    const responses = connections.get(request.socket);
    if (!responses) return;
    responses.add(response);
    response.once('close', () => {
      responses.delete(response);
      if (closing && responses.size === 0) end(request.socket);
    });
  });

  return {
    close() {
      closing = true;
      for (const [socket, responses] of connections) {
        if (responses.size === 0) {
          socket.destroy();
          continue;
        }
        // The client learns not to send another request on it; a response already streaming is ended after it.
        for (const response of responses) {
          if (!response.headersSent) response.setHeader('connection', 'close');
        }
      }
    },
  };
}
