// Event streams through the gateway as browsers hold them, and a classroom service that keeps every stream open.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';

export interface StreamAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** A refusal's whole body; for an open stream, its first event. */
  text: string;
  /** Leaves, as a browser closing the page does: the connection is closed at once. */
  close(): void;
}

/**
 * Opens `path` on a connection of its own (as a tab does), optionally from another loopback address. Resolves once
 * the stream's first event arrived, or a refusal's whole body; rejects when the connection fails.
 */
export function openStream(
  base: string,
  path: string,
  { authorization, localAddress }: { authorization?: string; localAddress?: string } = {},
): Promise<StreamAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(
      `${base}${path}`,
      {
        agent: false,
        localAddress,
        headers: { accept: 'text/event-stream', ...(authorization && { authorization }) },
      },
      (incoming) => {
        const answer = (text: string) => ({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text,
          close: () => outgoing.destroy(),
        });
        if (incoming.statusCode === 200) {
          incoming.once('data', (chunk: Buffer) => resolve(answer(chunk.toString())));
          return;
        }
        let text = '';
        incoming.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        incoming.on('end', () => resolve(answer(text)));
      },
    );
    outgoing.on('error', reject);
  });
}

/** A live game's stream path. */
export const gameStream = (gameId: string) => `/api/v2/live/games/${gameId}/events`;

/** A guest's `Authorization: Player <token>`: 32 random bytes, as classroom hands them out. */
export const newPlayer = () => `Player ${randomBytes(32).toString('base64url')}`;

export interface StreamingClassroom extends FakeServer {
  /** Streams it holds open now. */
  openStreams(): number;
  /** Streams it was ever asked for. */
  streamsAsked(): number;
}

/** Classroom as the gateway sees it: every stream gets its state and stays open; anything else answers 200. */
export async function startStreamingClassroom(): Promise<StreamingClassroom> {
  let open = 0;
  let asked = 0;
  const server = await startFakeServer((incoming, response) => {
    if (!incoming.url?.includes('/events')) return sendJson(response, 200, { accepted: true });
    asked += 1;
    open += 1;
    response.on('close', () => {
      open -= 1;
    });
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write('event: state\ndata: {"players":0}\n\n');
  });
  return Object.assign(server, { openStreams: () => open, streamsAsked: () => asked });
}
