// A live game as a screen draws it, built from the push stream's events (LiveEvents in @quizdrill/contracts): the
// `state` event that opens every connection replaces everything, later events change their part. Pure, so the host's
// and the players' screens share it and the tests drive it without a server.
import type {
  GameView,
  LeaderboardEntry,
  LiveEventData,
  LiveEventName,
  LiveFinished,
  LiveQuestion,
  LiveReveal,
  PlayerSelf,
  RosterEntry,
} from '@quizdrill/contracts/types';
import { answerLabels } from '@/lib/answer-forms';

export type LiveScreenState = {
  game: GameView;
  question: LiveQuestion | null;
  /** When the open question stops taking answers, in this device's clock (ms); null when the teacher reveals. */
  closesAt: number | null;
  reveal: LiveReveal | null;
  finished: LiveFinished | null;
  /** The receiving player; null for the host. */
  you: PlayerSelf | null;
  /** Every player, for the host; null for players. */
  roster: RosterEntry[] | null;
  /** The host removed this player. */
  kicked: boolean;
};

/** One event off the stream: its name and its JSON (already parsed). */
export type LiveEvent = { [Name in LiveEventName]: { name: Name; data: LiveEventData<Name> } }[LiveEventName];

const EVENT_NAMES: readonly string[] = [
  'state',
  'player.joined',
  'player.left',
  'lobby',
  'question',
  'answers',
  'reveal',
  'finished',
  'kicked',
] satisfies LiveEventName[];

/** The stream's event named `name` with `data` as text; null for names this screen does not know or bad JSON. */
export function readLiveEvent(name: string, data: string): LiveEvent | null {
  if (!EVENT_NAMES.includes(name)) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return { name, data: parsed } as LiveEvent;
  } catch {
    return null;
  }
}

/** The countdown's end in this device's clock: the server's remaining time counted from when the event came. */
function closesAt(question: LiveQuestion | null, receivedAt: number): number | null {
  return question?.remainingMs == null ? null : receivedAt + Math.max(0, question.remainingMs);
}

/**
 * The state after `event`, which arrived at `receivedAt` (this device's clock). Events older than what is shown
 * (a lower `version`, as a reconnect can bring) change nothing. Before the first `state` there is nothing to draw.
 */
export function applyLiveEvent(
  state: LiveScreenState | null,
  event: LiveEvent,
  receivedAt: number,
): LiveScreenState | null {
  if (event.name === 'state') {
    const { game, question, reveal, finished, you, roster } = event.data;
    return {
      game,
      question,
      closesAt: game.status === 'question' ? closesAt(question, receivedAt) : null,
      reveal,
      finished,
      you,
      roster,
      kicked: false,
    };
  }
  if (state === null) return null;
  switch (event.name) {
    case 'player.joined': {
      const { playerId, nickname, players } = event.data;
      const roster = state.roster ?? [];
      return {
        ...state,
        game: { ...state.game, players },
        roster: roster.some((entry) => entry.playerId === playerId)
          ? roster
          : [...roster, { playerId, nickname }],
      };
    }
    case 'player.left':
      return {
        ...state,
        game: { ...state.game, players: event.data.players },
        roster: state.roster?.filter((entry) => entry.playerId !== event.data.playerId) ?? null,
      };
    case 'lobby':
      return { ...state, game: { ...state.game, players: event.data.players } };
    case 'question': {
      const { version, sentAt: _sentAt, ...question } = event.data;
      if (version <= state.game.version) return state;
      return {
        ...state,
        game: {
          ...state.game,
          status: 'question',
          questionIndex: question.index,
          answered: 0,
          version,
        },
        question,
        closesAt: closesAt(question, receivedAt),
        reveal: null,
        you: state.you && { ...state.you, answer: null },
      };
    }
    case 'answers':
      if (event.data.index !== state.game.questionIndex || state.game.status !== 'question') return state;
      return {
        ...state,
        game: { ...state.game, answered: event.data.answered, players: event.data.players },
      };
    case 'reveal': {
      const { version, sentAt: _sentAt, revealedAt: _revealedAt, ...reveal } = event.data;
      if (version <= state.game.version) return state;
      return {
        ...state,
        game: {
          ...state.game,
          status: 'reveal',
          answered: reveal.answered,
          players: reveal.players,
          version,
        },
        reveal,
        closesAt: null,
        you: state.you && reveal.you ? { ...state.you, score: reveal.you.score } : state.you,
      };
    }
    case 'finished': {
      const { version, sentAt: _sentAt, ...finished } = event.data;
      if (version < state.game.version) return state;
      return {
        ...state,
        game: { ...state.game, status: 'finished', players: finished.players, version },
        finished,
        closesAt: null,
      };
    }
    case 'kicked':
      return { ...state, kicked: true };
  }
}

/** The player marked their answer locked in (the server accepted it, or said it had one already). */
export function withOwnAnswer(state: LiveScreenState, answer: string): LiveScreenState {
  return state.you ? { ...state, you: { ...state.you, answer } } : state;
}

/** Whole seconds left on the countdown at `now`, never below 0; null when the question has none. */
export function secondsLeft(state: Pick<LiveScreenState, 'closesAt'>, now: number): number | null {
  return state.closesAt === null ? null : Math.max(0, Math.ceil((state.closesAt - now) / 1000));
}

/** The podium's three places in the order a podium stands: second, first, third. */
export function podiumOrder(top: readonly LeaderboardEntry[]): LeaderboardEntry[] {
  const [first, second, third] = top;
  return [second, first, third].filter((entry): entry is LeaderboardEntry => entry !== undefined);
}

/** Each option's share of the answers, 0–1, for the reveal's bars. */
export function answerShare(counts: Record<string, number>, label: string): number {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return total === 0 ? 0 : (counts[label] ?? 0) / total;
}

/** Single choice and true/false are answered by one tap (or key); the other kinds by a form (issue 43). */
export function isOneTap(question: Pick<LiveQuestion, 'kind'>): boolean {
  return question.kind === undefined || question.kind === 'single' || question.kind === 'truefalse';
}

/** Whether `label` is (among) the right answer of a revealed choice question (`B`, or `A,C` for multiple). */
export function isRightLabel(reveal: Pick<LiveReveal, 'correctOption'>, label: string): boolean {
  return answerLabels(reveal.correctOption).includes(label);
}
