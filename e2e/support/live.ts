// Live games over HTTP, as the host's and the players' screens use them: the calls, and the push stream read with
// fetch (a browser's screens read it so too: EventSource cannot send an Authorization header); and the join page's
// form, as a player fills it in.
import type { JoinResponse, LiveEventName } from '@quizdrill/contracts';
import type { Page } from 'playwright-core';
import { api } from './accounts.js';
import { baseUrl } from './system.js';

export const playerAuthorization = (player: JoinResponse) => `Player ${player.playerToken}`;

export type CreatedGame = { gameId: string; pin: string; joinUrl: string };

/** A game of `courseName` created by `hostToken`, untimed unless `settings` say otherwise. */
export async function createLiveGame(
  hostToken: string,
  courseName: string,
  settings: { questionSeconds?: number | null } & Record<string, unknown> = {},
): Promise<CreatedGame> {
  const created = await api<CreatedGame>('POST', '/api/v2/live/games', {
    token: hostToken,
    body: { courseName, questionSeconds: null, ...settings },
  });
  if (created.status !== 201)
    throw new Error(`creating a game answered ${created.status}: ${JSON.stringify(created.body)}`);
  return created.body;
}

/** Joins from the player screen already open on `page`: the PIN when it is not filled in, and a guest's nickname. */
export async function joinOnPage(page: Page, pin: string, nickname?: string): Promise<void> {
  const pinField = page.getByLabel('Spel-PIN');
  if ((await pinField.inputValue()) === '') await pinField.fill(pin);
  if (nickname !== undefined) await page.getByLabel('Smeknamn').fill(nickname);
  await page.getByRole('button', { name: 'Gå med', exact: true }).click();
}

/** What the join page does first: its browser's device cookie (`quizdrill_live_device=…`), for the join. */
export async function newDevice(): Promise<string> {
  const answer = await api('POST', '/api/v2/live/join/device');
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('quizdrill_live_device='));
  if (answer.status !== 204 || !cookie) throw new Error(`the join page's device answered ${answer.status}`);
  return cookie.split(';')[0]!;
}

/** Joins game `pin` as a guest with `nickname`, from a browser that opened the join page. */
export async function joinAsGuest(pin: string, nickname: string): Promise<JoinResponse> {
  const answer = await api<JoinResponse>('POST', '/api/v2/live/join', {
    body: { pin, nickname },
    headers: { cookie: await newDevice() },
  });
  if (answer.status !== 200)
    throw new Error(`join answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

// biome-ignore lint/suspicious/noExplicitAny: events are read as the browser reads them, untyped JSON
type EventData = any;

/** A game's push stream: each event as it arrives, and waits for the next of a kind. */
export class LiveStream {
  private readonly events: { event: string; data: EventData }[] = [];
  private cursor = 0;
  private wake: (() => void) | undefined;
  private readonly abort = new AbortController();
  private ended = false;

  static async open(gameId: string, authorization: string): Promise<LiveStream> {
    const stream = new LiveStream();
    const response = await fetch(`${baseUrl()}/api/v2/live/games/${gameId}/events`, {
      headers: { authorization, accept: 'text/event-stream' },
      signal: stream.abort.signal,
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`the event stream answered ${response.status}: ${await response.text()}`);
    }
    void stream.read(response.body);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffered = '';
    const reader = body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffered += decoder.decode(chunk.value, { stream: true });
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          const lines = buffered.slice(0, end).split('\n');
          buffered = buffered.slice(end + 2);
          const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
          if (name && data.length > 0) this.events.push({ event: name, data: JSON.parse(data.join('\n')) });
          this.wake?.();
        }
      }
    } catch {
      // Closed by the test.
    }
    this.ended = true;
    this.wake?.();
  }

  /** The next `name` event after those already taken; fails after 10 s. */
  async next(name: LiveEventName): Promise<EventData> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      while (this.cursor < this.events.length) {
        const event = this.events[this.cursor++]!;
        if (event.event === name) return event.data;
      }
      if (this.ended || Date.now() > deadline) throw new Error(`no ${name} event on the live stream`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  close(): void {
    this.abort.abort();
  }
}

/** A player's answer to question `questionIndex`, as the player's screen sends it; its status. */
export async function answerAsPlayer(
  gameId: string,
  player: JoinResponse,
  questionIndex: number,
  answer: string,
): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/v2/live/games/${gameId}/answer`, {
    method: 'POST',
    headers: { authorization: playerAuthorization(player), 'content-type': 'application/json' },
    body: JSON.stringify({ questionIndex, answer }),
  });
  await response.body?.cancel();
  return response.status;
}

/** A game of `courseName` created by `hostToken`, guests `nicknames` joined, and the host's and each player's stream. */
export async function openGameWithGuests(
  hostToken: string,
  courseName: string,
  nicknames: readonly string[],
  { questionSeconds = 30 }: { questionSeconds?: number } = {},
) {
  const { gameId, pin } = await createLiveGame(hostToken, courseName, { questionSeconds });
  const host = await LiveStream.open(gameId, `Bearer ${hostToken}`);
  const players: JoinResponse[] = [];
  for (const nickname of nicknames) players.push(await joinAsGuest(pin, nickname));
  const streams = await Promise.all(
    players.map((player) => LiveStream.open(gameId, playerAuthorization(player))),
  );
  return {
    gameId,
    pin,
    host,
    players,
    streams,
    close: () => {
      for (const stream of [host, ...streams]) stream.close();
    },
  };
}
