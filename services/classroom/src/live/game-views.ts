// How a game looks to its host and to each player, built from its live state: the `state` event every stream
// starts with, the host's GET, and the standings a reveal and the end announce.

import {
  type GameState,
  type GameView,
  type LeaderboardEntry,
  type LiveEventData,
  type LiveQuestion,
  type NameViewer,
  playerNameFor,
  TOP_PLAYERS_SHOWN,
} from '@quizdrill/contracts';
import { type Clock, epochMs } from '@quizdrill/service-kit';
import { leaders, type Ranked, rankPlayers } from '../domain/standings.js';
import { feedbackOn, type LiveKey, readKey, revealDetails } from './answer-keys.js';
import type { GameMeta, PlayerEntry, StandingsSnapshot, StoredAnswer } from './store/game-records.js';
import type { LiveStores } from './store/live-stores.js';
import type { Viewer, ViewerState } from './streams.js';

export interface RankedPlayer {
  playerId: string;
  nickname: string;
  /** What the host sees (contracts' playerNameFor). */
  name: string;
  score: number;
  answerTimeMs: number;
  removed: boolean;
}

/** The question as it was stored for players (see CreateGame). */
export type ShownQuestion = Pick<
  LiveQuestion,
  'questionId' | 'questionText' | 'imageUrl' | 'language' | 'options' | 'kind' | 'prompts'
>;

export function rankStandings(snapshot: StandingsSnapshot): Ranked<RankedPlayer>[] {
  return rankPlayers(
    [...snapshot.players].map(([playerId, player]) => ({
      playerId,
      nickname: player.nickname,
      name: hostNameOf(player),
      score: snapshot.scores.get(playerId) ?? 0,
      answerTimeMs: snapshot.times.get(playerId) ?? 0,
      removed: snapshot.removed.has(playerId),
    })),
  );
}

/** A player's name to the host; a game joined before names were kept has only the nickname. */
export function hostNameOf(player: Pick<PlayerEntry, 'nickname' | 'name'>): string {
  return player.name ?? player.nickname;
}

/** The leaders as `viewer` sees them: the host full names, the players nicknames and short names (issue 41). */
export function topOf(ranked: readonly Ranked<RankedPlayer>[], viewer: NameViewer): LeaderboardEntry[] {
  return leaders(ranked, TOP_PLAYERS_SHOWN).map(({ rank, playerId, nickname, name, score }) => ({
    rank,
    playerId,
    nickname: playerNameFor(viewer, { nickname, name }),
    score,
  }));
}

/** A player's own answer to a revealed question: right, how far, and the teacher's feedback on it. */
export function outcomeOf(key: LiveKey, answer: StoredAnswer | null | undefined) {
  const credit = answer ? (answer.credit ?? (answer.points > 0 ? 1 : 0)) : 0;
  const feedback = feedbackOn(key, answer?.answer);
  return {
    answer: answer?.answer ?? null,
    correct: credit >= 1,
    ...(key.kind !== 'single' && { credit }),
    ...(feedback.length > 0 && { feedback }),
  };
}

export function liveQuestion(meta: GameMeta, shown: string, index: number, now: number): LiveQuestion {
  const question = JSON.parse(shown) as ShownQuestion;
  const deadline = meta.deadline > 0 ? meta.deadline : null;
  return {
    index,
    total: meta.questionCount,
    ...question,
    seconds: meta.questionSeconds,
    deadline,
    remainingMs: deadline === null ? null : Math.max(0, deadline - now),
  };
}

/** Standings remembered per game while its version stands: a class reconnecting at once reads them once. */
const REMEMBERED_GAMES = 100;

export class GameViews {
  private readonly standings = new Map<
    string,
    { version: number; ranked: Promise<Ranked<RankedPlayer>[]> }
  >();

  constructor(
    private readonly stores: Pick<LiveStores, 'state' | 'snapshots'>,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  joinUrl(pin: string): string {
    return `${this.publicUrl}/live/${pin}`;
  }

  view(meta: GameMeta, answered: number): GameView {
    return {
      gameId: meta.gameId,
      pin: meta.pin,
      joinUrl: this.joinUrl(meta.pin),
      status: meta.status,
      course: meta.course,
      orderType: meta.orderType,
      questionSeconds: meta.questionSeconds,
      allowGuests: meta.allowGuests,
      maxPlayers: meta.maxPlayers,
      questionIndex: meta.questionIndex < 0 ? null : meta.questionIndex,
      questionCount: meta.questionCount,
      players: meta.players,
      answered,
      version: meta.version,
      createdAt: new Date(meta.createdAt).toISOString(),
    };
  }

  /** The host's GET: the game and every player in it. */
  async hostState(meta: GameMeta): Promise<GameState> {
    const [snapshot, standings] = await Promise.all([
      this.stores.snapshots.viewerSnapshot(meta.gameId, meta.questionIndex, null),
      this.stores.snapshots.standings(meta.gameId),
    ]);
    return { ...this.view(meta, snapshot.answered), roster: rosterOf(standings) };
  }

  /** The `state` event for one viewer of a game still in Redis. */
  async stateOf(gameId: string, viewer: Viewer): Promise<ViewerState | undefined> {
    const meta = await this.stores.state.meta(gameId);
    if (!meta) return undefined;
    const playerId = viewer.role === 'player' ? viewer.playerId : null;
    const snapshot = await this.stores.snapshots.viewerSnapshot(gameId, meta.questionIndex, playerId);
    const onQuestion = meta.status === 'question' || meta.status === 'reveal';
    const ranked =
      meta.status === 'reveal' || meta.status === 'finished'
        ? await this.ranked(gameId, meta.version)
        : undefined;
    const own = ranked?.find((player) => player.playerId === playerId);
    const key = snapshot.answerKey ? readKey(snapshot.answerKey) : undefined;
    const now = epochMs(this.clock);

    const state: LiveEventData<'state'> = {
      game: this.view(meta, snapshot.answered),
      question:
        onQuestion && snapshot.question
          ? liveQuestion(meta, snapshot.question, meta.questionIndex, now)
          : null,
      reveal:
        meta.status === 'reveal' && ranked && key
          ? {
              index: meta.questionIndex,
              ...revealDetails(key, snapshot.counts),
              answered: snapshot.answered,
              players: meta.players,
              top: topOf(ranked, viewer.role),
              ...(own && {
                you: {
                  ...outcomeOf(key, snapshot.ownAnswer),
                  points: snapshot.ownAnswer?.points ?? 0,
                  score: own.score,
                  rank: own.rank,
                },
              }),
            }
          : null,
      finished:
        meta.status === 'finished' && ranked
          ? {
              reason: meta.endReason ?? 'ended',
              players: meta.players,
              top: topOf(ranked, viewer.role),
              ...(own && { you: { score: own.score, rank: own.rank } }),
            }
          : null,
      you:
        playerId !== null && snapshot.player
          ? {
              playerId,
              nickname: snapshot.player.nickname,
              answer: onQuestion ? (snapshot.ownAnswer?.answer ?? null) : null,
              score: snapshot.ownScore,
            }
          : null,
      roster: viewer.role === 'host' ? rosterOf(await this.stores.snapshots.standings(gameId)) : null,
      sentAt: now,
    };
    return { json: JSON.stringify(state), version: meta.version };
  }

  /** The game's standings at `version` (a reveal or the end: they change no more until the next question). */
  ranked(gameId: string, version: number): Promise<Ranked<RankedPlayer>[]> {
    const known = this.standings.get(gameId);
    if (known && known.version === version) return known.ranked;
    const ranked = this.stores.snapshots.standings(gameId).then(rankStandings);
    this.standings.delete(gameId);
    this.standings.set(gameId, { version, ranked });
    if (this.standings.size > REMEMBERED_GAMES) {
      this.standings.delete(this.standings.keys().next().value as string);
    }
    ranked.catch(() => this.standings.delete(gameId));
    return ranked;
  }
}

/** The host's list of players, by their names to the host. */
function rosterOf(standings: StandingsSnapshot) {
  return [...standings.players]
    .filter(([playerId]) => !standings.removed.has(playerId))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([playerId, player]) => ({ playerId, nickname: hostNameOf(player) }));
}
