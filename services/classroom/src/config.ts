// The classroom service's settings, read once from the environment.
import { DEFAULT_MAX_PLAYERS, RETENTION_DEFAULTS, RETENTION_MINIMUMS } from '@quizdrill/contracts';
import { ConfigError, loadConfig, redisServiceEnv, retentionSetting } from '@quizdrill/service-kit';
import { type Static, Type } from '@sinclair/typebox';

export const ClassroomEnv = Type.Object({
  ...redisServiceEnv(8086),
  /** Where players' phones reach QuizDrill: a game's join link (and QR code) is `<PUBLIC_URL>/live/<pin>`. */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  /**
   * Proxies in front of classroom whose X-Forwarded-For is believed (the gateway: 1), so PIN guessing is counted
   * per client address rather than per gateway.
   */
  TRUST_PROXY_HOPS: Type.Integer({ minimum: 0, maximum: 10, default: 1 }),
  /** Players one game admits. */
  LIVE_MAX_PLAYERS: Type.Integer({ minimum: 1, maximum: 100_000, default: DEFAULT_MAX_PLAYERS }),
  /** Questions a game takes from its course, at most (the first ones in the game's order). */
  LIVE_MAX_QUESTIONS: Type.Integer({ minimum: 1, maximum: 10_000, default: 500 }),
  /** How long to wait for content's answer when a game is created from a course. */
  LIVE_SNAPSHOT_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5_000 }),
  /** How long to wait for auth's answer when a team the classroom never heard of is asked for (issue 18). */
  TEAM_SNAPSHOT_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5_000 }),
  /** A game whose host has neither acted nor kept its stream open this long ends, and its PIN is free again. */
  LIVE_ABANDONED_AFTER_SECONDS: Type.Integer({ minimum: 60, default: 2 * 3600 }),
  /** A lobby nobody joined ends this long after its host was last seen (issue 41): there is no class to wait for. */
  LIVE_EMPTY_LOBBY_AFTER_SECONDS: Type.Integer({ minimum: 60, default: 15 * 60 }),
  /**
   * A host not seen this long (no stream open, no action; a stream marks them every LIVE_HEARTBEAT_MS) has left: the
   * host's list shows the game paused, with a way to end it, until they come back or it ends as abandoned.
   */
  LIVE_HOST_AWAY_AFTER_SECONDS: Type.Integer({ minimum: 10, default: 60 }),
  /**
   * The timer lease: one replica at a time reveals questions at their deadline and ends abandoned games. It
   * renews the lease three times per period; when it dies, another takes over within one period.
   */
  LIVE_TIMER_LEASE_MS: Type.Integer({ minimum: 300, default: 3_000 }),
  /** How often the lease holder looks for questions past their deadline (the reveal is at most this late). */
  LIVE_TIMER_POLL_MS: Type.Integer({ minimum: 10, default: 50 }),
  /** How often the lease holder looks for abandoned games and finished games not yet stored. */
  LIVE_SWEEP_INTERVAL_MS: Type.Integer({ minimum: 10, default: 30_000 }),
  /** Comment lines on quiet event streams, so that no proxy closes them. */
  LIVE_HEARTBEAT_MS: Type.Integer({ minimum: 100, default: 15_000 }),
  /** Answer and player counts reach the players at most once per this many milliseconds (the host's at once). */
  LIVE_COUNT_INTERVAL_MS: Type.Integer({ minimum: 0, default: 250 }),
  /** How long a finished game's live state stays in Redis (a reload after the end still shows the podium). */
  LIVE_FINISHED_TTL_SECONDS: Type.Integer({ minimum: 60, default: 24 * 3600 }),
  /**
   * Days a finished live game (its players, questions and answers with it) is kept after it ended (issue 44; the
   * privacy notice states the default).
   */
  LIVE_GAME_RETENTION_DAYS: retentionSetting(
    RETENTION_DEFAULTS.finishedLiveGameDays,
    RETENTION_MINIMUMS.finishedLiveGameDays,
  ),
  /**
   * Days after it was made that a live game which never ended is ended (one still in Redis, kept then as a finished
   * game) or deleted (one whose live state is gone).
   */
  UNENDED_LIVE_GAME_RETENTION_DAYS: retentionSetting(
    RETENTION_DEFAULTS.unendedLiveGameDays,
    RETENTION_MINIMUMS.unendedLiveGameDays,
  ),
  /**
   * Days a team deleted in auth stays as a tombstone with its memberships (its closed assignments' results count
   * over them); then it goes, with its assignments. Longer than EVENT_STREAM_MAX_AGE_DAYS, so that no late event
   * about the team can bring it back.
   */
  DELETED_TEAM_RETENTION_DAYS: retentionSetting(
    RETENTION_DEFAULTS.deletedTeamDays,
    RETENTION_MINIMUMS.deletedTeamDays,
  ),
  /** Days an assignment closed by its team's or course's deletion is kept, with its results, after it closed. */
  CLOSED_ASSIGNMENT_RETENTION_DAYS: retentionSetting(
    RETENTION_DEFAULTS.closedAssignmentDays,
    RETENTION_MINIMUMS.closedAssignmentDays,
  ),
  /** Days classroom keeps its copy of the students' answers (for assignment results): as long as quiz keeps them. */
  ANSWER_HISTORY_RETENTION_DAYS: retentionSetting(
    RETENTION_DEFAULTS.answerHistoryDays,
    RETENTION_MINIMUMS.answerHistoryDays,
  ),
  /**
   * Signs the device cookie the join page gives a browser (issue 39): a guest's wrong PINs and joins count against
   * their device, and a host's removal bars it from the game. Unset (not in production), a development secret.
   */
  LIVE_DEVICE_COOKIE_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /**
   * New devices one address may get: this many at once (a school's classes opening the join page for the first
   * time), the budget then filling again over an hour. A browser keeps its device for a year.
   */
  LIVE_DEVICES_PER_ADDRESS_PER_HOUR: Type.Integer({ minimum: 1, default: 120 }),
  /**
   * Wrong PINs per window: from one device and from one signed-in user (past them that one waits for the window),
   * and from one address, a whole school behind its one NAT. An address past its budget is slowed, never shut: a
   * device (or user) that has missed there in the last day then gets one try per LIVE_PIN_SLOWED_INTERVAL_SECONDS
   * for the whole address, while one that has not missed tries at once.
   */
  LIVE_PIN_FAILURES_PER_DEVICE: Type.Integer({ minimum: 1, default: 10 }),
  LIVE_PIN_FAILURES_PER_USER: Type.Integer({ minimum: 1, default: 20 }),
  LIVE_PIN_FAILURES_PER_ADDRESS: Type.Integer({ minimum: 1, default: 100 }),
  LIVE_PIN_FAILURE_WINDOW_SECONDS: Type.Integer({ minimum: 1, default: 600 }),
  LIVE_PIN_SLOWED_INTERVAL_SECONDS: Type.Integer({ minimum: 1, default: 10 }),
  /** Games one device may join per 10 minutes (a guest joins a game once; a reload keeps the seat). */
  LIVE_JOINS_PER_DEVICE: Type.Integer({ minimum: 1, default: 10 }),
  /**
   * Joins from one address: this many at once (several classes of a school joining in the same minute), the
   * budget then filling again over a minute.
   */
  LIVE_JOINS_PER_ADDRESS_PER_MINUTE: Type.Integer({ minimum: 1, default: 300 }),
});

export type ClassroomConfig = Static<typeof ClassroomEnv>;

export function loadClassroomConfig(env: NodeJS.ProcessEnv = process.env): ClassroomConfig {
  const config = loadConfig(ClassroomEnv, env);
  if (config.NODE_ENV === 'production' && !config.LIVE_DEVICE_COOKIE_SECRET) {
    throw new ConfigError([
      'LIVE_DEVICE_COOKIE_SECRET is required in production (secrets have no production default)',
    ]);
  }
  if (config.DELETED_TEAM_RETENTION_DAYS <= config.EVENT_STREAM_MAX_AGE_DAYS) {
    throw new ConfigError([
      'DELETED_TEAM_RETENTION_DAYS must be longer than EVENT_STREAM_MAX_AGE_DAYS (a late event about a deleted team would bring it back)',
    ]);
  }
  return { ...config, PUBLIC_URL: config.PUBLIC_URL.replace(/\/+$/, '') };
}
