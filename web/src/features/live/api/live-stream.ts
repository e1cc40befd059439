// A live game's push stream (GET /api/v2/live/games/{gameId}/events), read with fetch and the app's one SSE parser
// (EventSource cannot send the Authorization header). Every connection starts with the game's whole state, so a
// broken stream is simply opened again and the screen carries on from what it says.
import { useCallback, useEffect, useState } from 'react';
import { isSeatLost } from '@/features/live/utils/live-errors';
import {
  applyLiveEvent,
  type LiveEvent,
  type LiveScreenState,
  readLiveEvent,
  withOwnAnswer,
} from '@/features/live/utils/live-state';
import { apiClient, isApiError, type RequestOptions } from '@/lib/api-client';
import { SseParser } from '@/lib/sse-parser';
import { HOST_CALL } from './live-games';

/** Waits before opening a broken stream again: quick at first, then no more often than this. */
const RECONNECT_DELAYS_MS = [500, 1000, 2000, 5000] as const;

/** Reads one connection's events until it ends; throws what opening it threw. */
async function readStream(
  gameId: string,
  options: RequestOptions,
  onEvent: (event: LiveEvent) => void,
): Promise<void> {
  const response = await apiClient.stream(`/api/v2/live/games/${encodeURIComponent(gameId)}/events`, options);
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const { event, data } of parser.push(decoder.decode(value, { stream: true }))) {
        const live = readLiveEvent(event, data);
        if (live) onEvent(live);
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

export type LiveConnection =
  /** Not yet heard from the server, or reconnecting after a break. */
  | { status: 'connecting'; attempt: number }
  | { status: 'open' }
  /** The server will not let this viewer in (the seat is gone, not the host's game…): HTTP status and code. */
  | { status: 'refused'; httpStatus: number; code: string };

/**
 * The game as the stream tells it, kept open (and reopened after a break) while the screen is shown. `as` is the
 * player's `Player <token>`, or undefined for the host (the account's token). `markAnswered` records the player's
 * own answer once the server took it.
 */
export function useLiveGame(gameId: string, as: string | undefined) {
  const [state, setState] = useState<LiveScreenState | null>(null);
  const [connection, setConnection] = useState<LiveConnection>({ status: 'connecting', attempt: 0 });

  useEffect(() => {
    const controller = new AbortController();
    const options: RequestOptions =
      as === undefined
        ? { ...HOST_CALL, signal: controller.signal }
        : { authorization: as, signal: controller.signal };
    setState(null);
    // A game that is over (or a player removed from it) has nothing more to say: its stream is not reopened.
    let over = false;
    void (async () => {
      for (let attempt = 0; !controller.signal.aborted && !over; attempt++) {
        setConnection({ status: 'connecting', attempt });
        try {
          await readStream(gameId, options, (event) => {
            if (event.name === 'state') {
              attempt = 0;
              setConnection({ status: 'open' });
            }
            if (event.name === 'kicked' || event.name === 'finished') over = true;
            if (event.name === 'state' && event.data.game.status === 'finished') over = true;
            setState((current) => applyLiveEvent(current, event, Date.now()));
          });
        } catch (error) {
          if (controller.signal.aborted) return;
          if (isApiError(error) && (isSeatLost(error.status) || error.status === 400)) {
            setConnection({ status: 'refused', httpStatus: error.status, code: error.code });
            return;
          }
        }
        if (over) return;
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
        await new Promise((resolve) => window.setTimeout(resolve, delay));
      }
    })();
    return () => controller.abort();
  }, [gameId, as]);

  const markAnswered = useCallback((answer: string) => {
    setState((current) => current && withOwnAnswer(current, answer));
  }, []);

  return { state, connection, markAnswered };
}
