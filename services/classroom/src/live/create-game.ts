// A host creates a live game: the course's questions taken from content at that moment (so an edit mid-game changes
// nothing), a free PIN drawn, and a row in Postgres for the host's list.
import { randomInt, randomUUID } from 'node:crypto';
import {
  AssignmentErrorCode,
  ClassroomErrorCode,
  type CreateGameRequest,
  type CreateGameResponse,
  DEFAULT_QUESTION_SECONDS,
  type LiveOrderType,
} from '@quizdrill/contracts';
import { AppError, type Caller, type Clock, epochMs } from '@quizdrill/service-kit';
import type { CourseSnapshots } from '../courses/course-snapshots.js';
import { mayAssign } from '../domain/assignment-rules.js';
import { mayHost } from '../domain/hosting.js';
import type { Teams } from '../teams/teams.js';
import type { TeamRow } from '../teams/teams.repository.js';
import { playable, shownQuestion, storedKey } from './answer-keys.js';
import type { GameViews } from './game-views.js';
import type { GamesRepository } from './games.repository.js';
import type { StoredQuestion } from './store/game-records.js';
import type { GameStateStore } from './store/game-state.store.js';

/** PINs drawn before giving up: with a few thousand live games among 900,000 PINs, twenty taken in a row never happen. */
const PIN_ATTEMPTS = 20;

export interface CreateGameSettings {
  maxPlayers: number;
  maxQuestions: number;
}

export interface CreateGameDependencies {
  state: GameStateStore;
  courses: CourseSnapshots;
  repository: GamesRepository;
  teams: Teams;
  views: GameViews;
  clock: Clock;
  /** A random six-digit PIN (tests choose their own to see a PIN freed). */
  newPin?: () => string;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

export class CreateGame {
  private readonly newPin: () => string;

  constructor(
    private readonly deps: CreateGameDependencies,
    private readonly settings: CreateGameSettings,
  ) {
    this.newPin = deps.newPin ?? (() => String(randomInt(100_000, 1_000_000)));
  }

  async create(host: Caller, request: CreateGameRequest): Promise<CreateGameResponse> {
    if (!mayHost(host.role)) {
      throw AppError.forbidden('Live games are hosted by educators, admins and premium members');
    }
    const { state, courses, repository, clock, views } = this.deps;
    const team = request.groupId ? await this.hostedTeam(host, request.groupId) : null;
    const snapshot = await courses.byName(request.courseName);
    if (!snapshot.course) {
      throw new AppError(404, ClassroomErrorCode.courseNotFound, `Course "${request.courseName}" not found`);
    }
    const orderType: LiveOrderType = request.orderType ?? 'ORDER';
    const ordered = orderType === 'RANDOM' ? shuffled(snapshot.questions) : snapshot.questions;
    // Taken now, so a question edited or deleted mid-game cannot change what is asked or what is right.
    const questions: StoredQuestion[] = ordered
      .filter(playable)
      .slice(0, this.settings.maxQuestions)
      .map((question) => ({
        shown: JSON.stringify(shownQuestion(question)),
        answerKey: storedKey(question),
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
    const now = epochMs(clock);
    let pin: string | undefined;
    for (let attempt = 0; attempt < PIN_ATTEMPTS && pin === undefined; attempt += 1) {
      const candidate = this.newPin();
      if ((await state.create({ ...game, pin: candidate }, now)) === 'ok') pin = candidate;
    }
    if (pin === undefined) throw AppError.serviceUnavailable('No free PIN right now; try again in a moment');
    try {
      await repository.insert({
        id: gameId,
        pin,
        host_id: host.userId,
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
      await state.end(gameId, 'ended', now, 1).catch(() => undefined);
      throw error;
    }
    return { gameId, pin, joinUrl: views.joinUrl(pin) };
  }

  /** The host's team for a team game: theirs (any team for an admin), or refused. */
  private async hostedTeam(host: Caller, groupId: string): Promise<TeamRow> {
    const team = await this.deps.teams.find(groupId);
    if (!team) throw new AppError(404, AssignmentErrorCode.teamNotFound, 'No team with that id');
    if (!mayAssign(team, host))
      throw AppError.forbidden('A team game is hosted by the team’s owner or an admin');
    return team;
  }
}
