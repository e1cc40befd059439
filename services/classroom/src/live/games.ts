// The live games' use cases: create, join, answer, the host's actions, and what the timer does at a deadline. Each
// change is one script of live-store.ts; what players must hear goes out through the fan-out.
import { randomInt, randomUUID } from 'node:crypto';
import {
  type AnswerRequest,
  AssignmentErrorCode,
  ClassroomErrorCode,
  type CreateGameRequest,
  type CreateGameResponse,
  cleanNickname,
  DEFAULT_QUESTION_SECONDS,
  type GameEndReason,
  type GameState,
  type GameStatus,
  type GameView,
  type HostAction,
  isValidNickname,
  type JoinRequest,
  type JoinResponse,
  type LiveOrderType,
  nicknameKey,
} from '@quizdrill/contracts';
import { AppError, type Caller } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import { mayAssign } from '../domain/assignment-rules.js';
import { mayHost, mayRun } from '../domain/hosting.js';
import type { Teams } from '../teams/teams.js';
import type { TeamRow } from '../teams/teams.repository.js';
import type { Clock } from './clock.js';
import type { CourseSnapshots } from './course-snapshots.js';
import { gameEnded, gameNotFound, notHost, playerRemoved, playerTokenInvalid } from './errors.js';
import type { FinalOutcome, LiveFanOut, RevealOutcome } from './fan-out.js';
import type { FinishedGames } from './finished-games.js';
import { countsFor, type GameViews, type ShownQuestion, topOf } from './game-views.js';
import type { GamesRepository } from './games.repository.js';
import { deviceRequired, type JoinClient, type JoinGuard } from './join-guard.js';
import type { GameMeta, LiveStore, StoredQuestion } from './live-store.js';
import { newPlayerToken, playerTokenHash } from './player-tokens.js';

/** PINs drawn before giving up: with a few thousand live games among 900,000 PINs, twenty taken in a row never happen. */
const PIN_ATTEMPTS = 20;

export interface GamesSettings {
  maxPlayers: number;
  maxQuestions: number;
  /** How long a finished game's PIN answers "ended" and its state stays in Redis. */
  finishedTtlSeconds: number;
}

export interface GamesDependencies {
  store: LiveStore;
  repository: GamesRepository;
  fanOut: LiveFanOut;
  views: GameViews;
  finished: FinishedGames;
  snapshots: CourseSnapshots;
  teams: Teams;
  guard: JoinGuard;
  clock: Clock;
  logger: Logger;
  /** A random six-digit PIN (tests choose their own to see a PIN freed). */
  newPin?: () => string;
}

function notAllowed(action: HostAction, status: GameStatus): AppError {
  const why: Record<GameStatus, string> = {
    lobby: 'the game has not started yet',
    question: 'a question is open; reveal its answer first',
    reveal: 'the answer is already shown',
    finished: 'the game is over',
  };
  return AppError.conflict(`Cannot ${action} now: ${why[status]}`, ClassroomErrorCode.actionNotAllowed);
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Why a game the host ends ended: from the last question's results every question was played, so it is completed
 * (issue 41: the players were told it ended before all questions were shown); earlier, the host cut it short.
 */
export function hostEndReason(
  meta: Pick<GameMeta, 'status' | 'questionIndex' | 'questionCount'>,
): GameEndReason {
  return meta.status === 'reveal' && meta.questionIndex >= meta.questionCount - 1 ? 'completed' : 'ended';
}

export class Games {
  private readonly newPin: () => string;
  /** Finished games being written to Postgres by this replica; closing waits for them. */
  private readonly storing = new Set<Promise<void>>();

  constructor(
    private readonly deps: GamesDependencies,
    private readonly settings: GamesSettings,
  ) {
    this.newPin = deps.newPin ?? (() => String(randomInt(100_000, 1_000_000)));
  }

  async create(host: Caller, request: CreateGameRequest): Promise<CreateGameResponse> {
    if (!mayHost(host.role)) {
      throw AppError.forbidden('Live games are hosted by educators, admins and premium members');
    }
    const { store, snapshots, repository, clock, views } = this.deps;
    const team = request.groupId ? await this.hostedTeam(host, request.groupId) : null;
    const snapshot = await snapshots.byName(request.courseName);
    if (!snapshot.course) {
      throw new AppError(404, ClassroomErrorCode.courseNotFound, `Course "${request.courseName}" not found`);
    }
    const orderType: LiveOrderType = request.orderType ?? 'ORDER';
    const ordered = orderType === 'RANDOM' ? shuffled(snapshot.questions) : snapshot.questions;
    // Taken now, so a question edited or deleted mid-game cannot change what is asked or what is right.
    const questions: StoredQuestion[] = ordered
      .filter((question) => question.options.filter((option) => option.isCorrect).length === 1)
      .slice(0, this.settings.maxQuestions)
      .map((question) => ({
        shown: JSON.stringify({
          questionId: question.id,
          questionText: question.questionText,
          imageUrl: question.imageUrl,
          language: question.language,
          options: question.options.map(({ optionLabel, optionText }) => ({ optionLabel, optionText })),
        }),
        answerKey: `${question.options.find((option) => option.isCorrect)?.optionLabel}|${question.options
          .map((option) => option.optionLabel)
          .join('')}`,
        questionId: question.id,
      }));
    if (questions.length === 0) {
      throw AppError.badRequest(
        `Course "${request.courseName}" has no questions to play yet`,
        ClassroomErrorCode.courseEmpty,
      );
    }

    const gameId = randomUUID();
    const questionSeconds =
      request.questionSeconds === undefined ? DEFAULT_QUESTION_SECONDS : request.questionSeconds;
    const game = {
      gameId,
      hostId: host.userId,
      hostName: host.username,
      course: {
        id: snapshot.course.id,
        name: snapshot.course.name,
        displayName: snapshot.course.displayName,
      },
      orderType,
      questionSeconds,
      // A team's game is for its members, who are signed in.
      allowGuests: team === null && (request.allowGuests ?? true),
      maxPlayers: this.settings.maxPlayers,
      groupId: team?.id ?? null,
      questions,
    };
    const now = clock.now();
    let pin: string | undefined;
    for (let attempt = 0; attempt < PIN_ATTEMPTS && pin === undefined; attempt += 1) {
      const candidate = this.newPin();
      if ((await store.create({ ...game, pin: candidate }, now)) === 'ok') pin = candidate;
    }
    if (pin === undefined) throw AppError.serviceUnavailable('No free PIN right now; try again in a moment');
    try {
      await repository.insert({
        id: gameId,
        pin,
        host_id: host.userId,
        host_name: host.username,
        course_id: game.course.id,
        course_name: game.course.name,
        course_display_name: game.course.displayName,
        order_type: orderType,
        question_seconds: questionSeconds,
        allow_guests: game.allowGuests,
        max_players: game.maxPlayers,
        question_count: questions.length,
        created_at: new Date(now),
        group_id: team?.id ?? null,
        group_name: team?.name ?? null,
      });
    } catch (error) {
      // Unknown to Postgres, the game must not live on in Redis holding its PIN.
      await store.end(gameId, 'ended', now, 1).catch(() => undefined);
      throw error;
    }
    return { gameId, pin, joinUrl: views.joinUrl(pin) };
  }

  /**
   * Joins by PIN: a guest from the device the join page gave their browser, a signed-in player under their
   * username. The guard counts wrong PINs and joins (join-guard.ts).
   */
  async join(
    request: JoinRequest,
    caller: Caller | undefined,
    from: { address: string; device: string | undefined },
  ): Promise<JoinResponse> {
    const { store, guard, fanOut, clock } = this.deps;
    if (!caller && !from.device) throw deviceRequired();
    const nickname = caller ? caller.username : cleanNickname(request.nickname ?? '');
    const client: JoinClient = { ...from, userId: caller?.userId };
    const attempt = await guard.tryPin(client, clock.now());
    const held = await store.gameOfPin(request.pin);
    if (!held) throw new AppError(404, ClassroomErrorCode.gameNotFound, `No game has the PIN ${request.pin}`);
    await guard.pinRight(attempt);
    if (held.ended) throw gameEnded();
    if (caller) await this.admitTeamMember(held.gameId, caller);
    if (!caller) {
      if (nickname === '') {
        throw AppError.badRequest(
          'Choose a nickname to join as a guest',
          ClassroomErrorCode.nicknameRequired,
        );
      }
      if (!isValidNickname(nickname)) {
        throw AppError.badRequest(
          'A nickname is 1–20 characters of ordinary text',
          ClassroomErrorCode.nicknameInvalid,
        );
      }
    }
    await guard.takeJoin(client, clock.now());
    const playerToken = newPlayerToken();
    const joined = await store.join(
      held.gameId,
      {
        userId: caller?.userId ?? null,
        username: caller?.username ?? null,
        nickname,
        nicknameKey: nicknameKey(nickname),
        device: from.device,
      },
      playerTokenHash(playerToken),
    );
    // Only a new player spends a join: a name taken or a full game leaves the budget as it was.
    if (joined.status !== 'joined') await guard.joinBack(client);
    switch (joined.status) {
      case 'joined':
        fanOut.publish(held.gameId, {
          kind: 'joined',
          playerId: joined.playerId,
          nickname: joined.nickname,
          players: joined.players,
          sentAt: clock.now(),
        });
        return { gameId: held.gameId, playerId: joined.playerId, playerToken, nickname: joined.nickname };
      case 'rejoined':
        return { gameId: held.gameId, playerId: joined.playerId, playerToken, nickname: joined.nickname };
      case 'ended':
        throw gameEnded();
      case 'missing':
        // The PIN named a game whose state is gone: to the player it is over.
        throw gameEnded();
      case 'guests_not_allowed':
        throw new AppError(
          403,
          ClassroomErrorCode.guestsNotAllowed,
          'This game is for signed-in players only; log in to join',
        );
      case 'removed':
        throw playerRemoved();
      case 'full':
        throw AppError.conflict(
          `The game is full (at most ${joined.maxPlayers} players)`,
          ClassroomErrorCode.gameFull,
        );
      case 'name_taken':
        throw AppError.conflict(
          `Someone in this game is already called ${nickname}; choose another nickname`,
          ClassroomErrorCode.nicknameTaken,
        );
    }
  }

  /** The host's team for a team game: theirs (any team for an admin), or refused. */
  private async hostedTeam(host: Caller, groupId: string): Promise<TeamRow> {
    const team = await this.deps.teams.find(groupId);
    if (!team) throw new AppError(404, AssignmentErrorCode.teamNotFound, 'No team with that id');
    if (!mayAssign(team, host))
      throw AppError.forbidden('A team game is hosted by the team’s owner or an admin');
    return team;
  }

  /** A team game admits its team's members only (guests are refused by the game's no-guests rule). */
  private async admitTeamMember(gameId: string, caller: Caller): Promise<void> {
    const groupId = await this.deps.store.groupOf(gameId);
    if (groupId === null || (await this.deps.teams.isMember(groupId, caller.userId))) return;
    throw new AppError(
      403,
      ClassroomErrorCode.notTeamMember,
      'This game is for the members of a team you are not in',
    );
  }

  async answer(gameId: string, playerToken: string, request: AnswerRequest): Promise<{ accepted: true }> {
    const { store, fanOut, clock } = this.deps;
    const label = request.answer.trim().toUpperCase();
    if (!/^[A-Z]$/.test(label)) {
      throw AppError.badRequest(
        'answer must be an option label (a letter A–Z)',
        ClassroomErrorCode.invalidAnswer,
      );
    }
    const now = clock.now();
    const result = await store.answer(
      gameId,
      playerTokenHash(playerToken),
      request.questionIndex,
      label,
      now,
    );
    switch (result.status) {
      case 'ok': {
        // Everyone has answered: nobody is left to wait for. (A teacher who advances reveals when ready.)
        const revealing = result.timed && result.answered >= result.players;
        fanOut.publish(gameId, {
          kind: 'answers',
          index: request.questionIndex,
          answered: result.answered,
          players: result.players,
          revealing,
          sentAt: now,
        });
        if (revealing) this.revealInBackground(gameId, 'all_answered');
        return { accepted: true };
      }
      case 'unauthorized':
        throw playerTokenInvalid();
      case 'removed':
        throw playerRemoved();
      case 'not_current':
        throw AppError.conflict(
          `Question ${request.questionIndex + 1} is not the one open for answers`,
          ClassroomErrorCode.questionNotCurrent,
        );
      case 'answered':
        throw AppError.conflict(
          'You have already answered this question',
          ClassroomErrorCode.alreadyAnswered,
        );
      case 'too_late':
        throw AppError.conflict('Time is up for this question', ClassroomErrorCode.answerTooLate);
      case 'invalid':
        throw AppError.badRequest(
          `There is no option ${label}; the options are ${[...result.labels].join(', ')}`,
          ClassroomErrorCode.invalidAnswer,
        );
    }
  }

  /** The player a token belongs to in this game (the events stream's check). */
  async playerOf(gameId: string, playerToken: string): Promise<string> {
    const player = await this.deps.store.playerOfToken(gameId, playerTokenHash(playerToken));
    if (!player) throw playerTokenInvalid();
    if (player.removed) throw playerRemoved();
    return player.playerId;
  }

  async act(gameId: string, caller: Caller, action: HostAction): Promise<GameView> {
    const meta = await this.hostedGame(gameId, caller);
    if (action === 'end') {
      await this.finish(gameId, hostEndReason(meta));
    } else if (action === 'reveal') {
      const revealed = await this.reveal(gameId, 'host');
      if (revealed !== true) throw notAllowed(action, revealed);
    } else {
      const shown = await this.show(gameId, action);
      if (shown !== true) throw notAllowed(action, shown);
    }
    const after = (await this.deps.store.meta(gameId)) ?? meta;
    const snapshot = await this.deps.store.viewerSnapshot(gameId, after.questionIndex, null);
    return this.deps.views.view(after, snapshot.answered);
  }

  async removePlayer(gameId: string, caller: Caller, playerId: string): Promise<void> {
    await this.hostedGame(gameId, caller);
    const { store, fanOut, clock } = this.deps;
    const removed = await store.remove(gameId, playerId);
    if (removed.status === 'unknown') {
      throw new AppError(404, ClassroomErrorCode.playerNotFound, `No player ${playerId} in this game`);
    }
    if (removed.status === 'missing') throw gameNotFound();
    if (removed.status === 'removed') {
      fanOut.publish(gameId, { kind: 'left', playerId, players: removed.players, sentAt: clock.now() });
    }
  }

  async state(gameId: string, caller: Caller): Promise<GameState> {
    return this.deps.views.hostState(await this.hostedGame(gameId, caller));
  }

  /**
   * The game as its host (or an admin) may run it; 404 when it is not live in Redis, 403 for anyone else. Each
   * call marks the host as present.
   */
  async hostedGame(gameId: string, caller: Caller): Promise<GameMeta> {
    const meta = await this.deps.store.meta(gameId);
    if (!meta) throw gameNotFound();
    if (!mayRun(meta, caller)) throw notHost();
    if (meta.status !== 'finished') await this.deps.store.hostSeen([gameId], this.deps.clock.now());
    return meta;
  }

  /** Shows the next question (`start` the first); true, or the status that did not allow it. */
  async show(gameId: string, action: 'start' | 'next'): Promise<true | GameStatus> {
    const { store, fanOut, clock } = this.deps;
    const now = clock.now();
    const shown = await store.show(gameId, action, now);
    if (shown.status === 'missing') throw gameNotFound();
    if (shown.status === 'not_allowed') return shown.gameStatus;
    if (shown.status === 'last') {
      await this.finish(gameId, 'completed');
      return true;
    }
    fanOut.publish(gameId, {
      kind: 'question',
      question: {
        index: shown.index,
        total: shown.total,
        ...(JSON.parse(shown.shown) as ShownQuestion),
        seconds: shown.seconds > 0 ? shown.seconds : null,
        deadline: shown.deadline > 0 ? shown.deadline : null,
      },
      version: shown.version,
      sentAt: now,
    });
    return true;
  }

  /** Reveals the open question if `mode` allows it now; true, or the status that did not allow it. */
  async reveal(gameId: string, mode: 'host' | 'timer' | 'all_answered'): Promise<true | GameStatus> {
    const { store, fanOut, clock, views } = this.deps;
    const now = clock.now();
    const revealed = await store.reveal(gameId, mode, now);
    if (revealed.status === 'missing') {
      await store.forget(gameId);
      throw gameNotFound();
    }
    if (revealed.status === 'not_allowed') return revealed.gameStatus;
    if (revealed.status !== 'revealed') return 'question';
    const ranked = await views.ranked(gameId, revealed.version);
    const outcomes: Record<string, RevealOutcome> = {};
    for (const player of ranked) {
      const answer = revealed.answers.get(player.playerId);
      outcomes[player.playerId] = [answer?.answer ?? null, answer?.points ?? 0, player.score, player.rank];
    }
    fanOut.publish(gameId, {
      kind: 'reveal',
      reveal: {
        index: revealed.index,
        correctOption: revealed.answerKey.slice(0, 1),
        counts: countsFor(revealed.answerKey, revealed.counts),
        answered: revealed.answers.size,
        players: revealed.players,
        top: topOf(ranked),
      },
      outcomes,
      version: revealed.version,
      revealedAt: now,
      sentAt: clock.now(),
    });
    return true;
  }

  /** Ends the game once, tells everyone, and stores it; a second call changes nothing. */
  async finish(gameId: string, reason: GameEndReason): Promise<void> {
    const { store, fanOut, clock, views } = this.deps;
    const ended = await store.end(gameId, reason, clock.now(), this.settings.finishedTtlSeconds);
    if (ended.status === 'missing') {
      await store.forget(gameId);
      throw gameNotFound();
    }
    if (ended.status === 'already') return;
    const [meta, ranked] = await Promise.all([store.meta(gameId), views.ranked(gameId, ended.version)]);
    const outcomes: Record<string, FinalOutcome> = {};
    for (const player of ranked) outcomes[player.playerId] = [player.score, player.rank];
    fanOut.publish(gameId, {
      kind: 'finished',
      finished: { reason, players: meta?.players ?? 0, top: topOf(ranked) },
      outcomes,
      version: ended.version,
      sentAt: clock.now(),
    });
    this.storeInBackground(gameId);
  }

  private revealInBackground(gameId: string, mode: 'timer' | 'all_answered'): void {
    this.reveal(gameId, mode).catch((error) => {
      this.deps.logger.error({ err: error, gameId }, 'revealing a question failed');
    });
  }

  /** Writes the finished game to Postgres off the request; the timer's sweep retries what did not get there. */
  storeInBackground(gameId: string): void {
    const storing = this.deps.finished
      .save(gameId)
      .catch((error) => this.deps.logger.error({ err: error, gameId }, 'storing a finished game failed'))
      .finally(() => this.storing.delete(storing));
    this.storing.add(storing);
  }

  /** Waits for the finished games this replica is storing (the service is shutting down). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.storing]);
  }
}
