// Starts content and one or more classroom replicas in-process against one fresh environment (database, Redis
// prefix, NATS namespace), with tokens signed by a stand-in for auth: classroom asks content for courses exactly as
// in production. The replicas share a clock the tests can move, and the tests read the push streams as a browser
// does.
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { buildAuthApp } from '@quizdrill/auth/app';
import { loadAuthConfig } from '@quizdrill/auth/config';
import { SCHEMA as AUTH_SCHEMA } from '@quizdrill/auth/db/schema';
import type { AuthTables } from '@quizdrill/auth/db/tables';
import { seed } from '@quizdrill/auth/seed';
import { buildContentApp } from '@quizdrill/content/app';
import { loadContentConfig } from '@quizdrill/content/config';
import {
  type CourseSnapshotReply,
  type CourseSnapshotRequest,
  DEV_PASSWORD,
  Requests,
  requestSubject,
} from '@quizdrill/contracts';
import { type Clock, createDatabase } from '@quizdrill/service-kit';
import {
  type ApiCallOptions,
  type ApiResponse,
  createCourse,
  defaultNatsUrl,
  type FakePeople,
  type FakePerson,
  openTestSystem,
  serveFakePeople,
  startInProcess,
  type TestSystem,
  type TokenSubject,
  type Who,
} from '@quizdrill/test-kit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { Agent, request } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import { buildClassroomApp, type ClassroomAppDependencies } from '../src/app.js';
import { loadClassroomConfig } from '../src/config.js';
import { SCHEMA } from '../src/db/schema.js';
import type { ClassroomTables } from '../src/db/tables.js';
import { ClassroomKeys } from '../src/live/keys.js';

export type { Who };
export type TestResponse = ApiResponse;

/**
 * The system clock, moved forward on demand: time still passes, and two hours can pass at once. Frozen, it stands
 * still between moves, so that answer times come out exact.
 */
export class TestClock implements Clock {
  private offsetMs = 0;
  private frozenAt: number | undefined;
  now(): Date {
    return new Date(this.frozenAt ?? Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    if (this.frozenAt === undefined) this.offsetMs += ms;
    else this.frozenAt += ms;
  }
  freeze(at: Date): void {
    this.frozenAt = at.getTime();
  }
}

export interface Replica {
  url: string;
  app: FastifyInstance;
  replicaId: string;
  close(): Promise<void>;
}

export interface ClassroomSystem {
  system: TestSystem;
  /** Auth, when the system was started with it. */
  auth?: {
    /** The id of `owner`'s team named `name`, as auth lists it to them. */
    teamId(owner: string, name: string): Promise<string>;
    /** A call to auth, signed with `token` (from `login`: auth's own tokens, not the stand-in's). */
    call(method: string, path: string, options?: ApiCallOptions): Promise<TestResponse>;
    login(username: string): Promise<string>;
  };
  /**
   * Makes these people known to auth (the real one's users, or the stand-in's), as registering would: membership
   * events name members by id, and the classroom asks auth for their names.
   */
  introduce(people: readonly FakePerson[]): Promise<void>;
  /** The stand-in for auth's names request, when auth is not running (a test may stop it: auth unreachable). */
  peopleNames?: FakePeople;
  clock: TestClock;
  redis: Redis;
  keys: ClassroomKeys;
  db: Kysely<ClassroomTables>;
  /** The first replica; `startReplica` adds more. */
  replica: Replica;
  startReplica(options?: ReplicaOptions): Promise<Replica>;
  content(method: string, path: string, options?: ApiCallOptions): Promise<TestResponse>;
  /** A call to a replica (the first unless given). */
  call(method: string, path: string, options?: ApiCallOptions & { replica?: Replica }): Promise<TestResponse>;
  stop(): Promise<void>;
}

export interface ReplicaOptions {
  env?: Record<string, string>;
  deps?: ClassroomAppDependencies;
}

export interface SystemOptions extends ReplicaOptions {
  /**
   * Also run auth (seeded like development, with the educator's "Klass 9A"): it answers the team snapshots the
   * classroom asks for, and publishes team events. Its own tokens are for calls to auth (`auth.login`).
   */
  auth?: boolean;
  /**
   * Instead of content, a stand-in answering course snapshots with these courses (by name or id): questions of every
   * kind (issue 43), with the answer key content sends, whatever content stores yet. `content` is then not callable.
   */
  courses?: CourseSnapshotReply[];
}

/** Answers content's course snapshot request with `courses`, as content would. */
async function serveCourses(system: TestSystem, courses: readonly CourseSnapshotReply[]) {
  const nats = system.use(await connect({ servers: defaultNatsUrl() }), (connection) => connection.close());
  nats.subscribe(requestSubject(Requests.courseSnapshot, system.environment.namespace), {
    callback: (error, message) => {
      if (error) return;
      const asked = message.json<CourseSnapshotRequest>();
      const found = courses.find((course) =>
        'courseName' in asked
          ? course.course?.name === asked.courseName
          : course.course?.id === asked.courseId,
      );
      const reply: CourseSnapshotReply = found ?? { course: null, questions: [] };
      message.respond(JSON.stringify(reply));
    },
  });
  await nats.flush();
}

/**
 * Every test's players come from one address (the test process), many games' worth: budgets per address fit a
 * school, not a whole test run. The tests of those budgets set their own.
 */
const ONE_ADDRESS_FOR_ALL = {
  LIVE_DEVICES_PER_ADDRESS_PER_HOUR: '1000000',
  LIVE_JOINS_PER_ADDRESS_PER_MINUTE: '1000000',
};

/** Short timer periods so that takeovers and sweeps happen within a test. */
const FAST_TIMERS = {
  LIVE_TIMER_LEASE_MS: '900',
  LIVE_TIMER_POLL_MS: '20',
  LIVE_SWEEP_INTERVAL_MS: '100',
  LIVE_HEARTBEAT_MS: '1000',
  LIVE_COUNT_INTERVAL_MS: '50',
};

export async function startClassroomSystem(options: SystemOptions = {}): Promise<ClassroomSystem> {
  const system = await openTestSystem();
  const { environment } = system;
  let contentUrl: string | undefined;
  if (options.courses) await serveCourses(system, options.courses);
  else contentUrl = (await system.start(await buildContentApp(loadContentConfig(system.env)))).url;
  let auth: ClassroomSystem['auth'];
  let introduce: ClassroomSystem['introduce'] = async (people) => {
    for (const person of people) system.authKeys.know(person);
  };
  let peopleNames: FakePeople | undefined;
  if (options.auth) {
    const running = await system.start(await buildAuthApp(loadAuthConfig(system.env)));
    // Seeded as `npm start` seeds it; the tests then know auth only by its API, as classroom does.
    const authDb = system.use(
      createDatabase<AuthTables>({ url: environment.database.url, schema: AUTH_SCHEMA }),
      (database) => database.destroy(),
    );
    await seed(authDb);
    introduce = async (people) => {
      if (people.length === 0) return;
      await authDb
        .insertInto('users')
        .values(
          people.map((person) => ({
            id: person.userId,
            username: person.username,
            email: `${person.username}@skolan.example`,
            first_name: person.firstName,
            last_name: person.lastName,
            role: 'ROLE_USER' as const,
            user_group: null,
            stripe_customer_id: null,
            stripe_subscription_id: null,
            is_premium: false,
          })),
        )
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    };
    const call: NonNullable<ClassroomSystem['auth']>['call'] = (method, path, callOptions) =>
      system.api.call(running.url, method, path, callOptions);
    const login = async (username: string) => {
      const response = await fetch(`${running.url}/api/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEV_PASSWORD }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    auth = {
      call,
      login,
      teamId: async (owner, name) => {
        const teams = await (
          await call('GET', '/api/v2/users/me/groups', { token: await login(owner) })
        ).json();
        const team = (teams as { id: string; name: string }[]).find((listed) => listed.name === name);
        if (!team) throw new Error(`${owner} has no team named ${name}`);
        return team.id;
      },
    };
  } else {
    // Without auth, its names request is answered for everyone the test signs tokens for.
    peopleNames = system.use(await serveFakePeople(system.authKeys, environment.namespace), (served) =>
      served.close(),
    );
  }
  const clock = new TestClock();
  const startReplica = async (replicaOptions: ReplicaOptions = {}): Promise<Replica> => {
    const replicaId = replicaOptions.deps?.replicaId ?? `replica-${randomUUID().slice(0, 8)}`;
    const config = loadClassroomConfig({
      ...system.env,
      PUBLIC_URL: 'https://quiz.skolan.example',
      ...ONE_ADDRESS_FOR_ALL,
      ...FAST_TIMERS,
      ...options.env,
      ...replicaOptions.env,
    });
    const app = await buildClassroomApp(config, {
      clock,
      ...options.deps,
      ...replicaOptions.deps,
      replicaId,
    });
    const running = await startInProcess(app);
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await running.close();
    };
    system.onStop(close);
    return { url: running.url, app, replicaId, close };
  };
  const replica = await startReplica();
  const db = system.use(
    createDatabase<ClassroomTables>({ url: environment.database.url, schema: SCHEMA }),
    (database) => database.destroy(),
  );
  const redis = system.use(new Redis(environment.redis.url), (connection) => connection.disconnect());
  return {
    system,
    auth,
    introduce,
    peopleNames,
    clock,
    redis,
    keys: new ClassroomKeys(environment.env.REDIS_KEY_PREFIX ?? ''),
    db,
    replica,
    startReplica,
    content: (method, path, callOptions) => {
      if (contentUrl === undefined) throw new Error('this system answers courses without content');
      return system.api.call(contentUrl, method, path, callOptions);
    },
    call: (method, path, callOptions = {}) =>
      system.api.call((callOptions.replica ?? replica).url, method, path, callOptions),
    stop: () => system.stop(),
  };
}

/** A user of their own (a fresh user id). */
export function newUser(role: TokenSubject['role'] = 'ROLE_USER', username?: string): TokenSubject {
  return { id: randomUUID(), username: username ?? `user-${randomUUID().slice(0, 8)}`, role };
}

export type { TestQuestion } from '@quizdrill/test-kit';
// Courses are made through content's API the same way for every service that reads them.
export { createCourse };

/** What classroomWithCourse starts: the system, and a course of its content service. */
export interface ClassroomWithCourse {
  classroom: ClassroomSystem;
  course: Awaited<ReturnType<typeof createCourse>>;
}

/**
 * A test file's classroom system with one course (`slug`, of `questions` questions): started before the file's
 * tests and stopped after them. Its fields are set once the tests run.
 */
export function classroomWithCourse(
  slug: string,
  questions: number,
  options?: SystemOptions,
): ClassroomWithCourse {
  const setup = {} as ClassroomWithCourse;
  beforeAll(async () => {
    setup.classroom = await startClassroomSystem(options);
    setup.course = await createCourse(setup.classroom, slug, questions);
  });
  afterAll(() => setup.classroom.stop());
  return setup;
}

export interface CreatedGame {
  gameId: string;
  pin: string;
  joinUrl: string;
}

export async function createGame(
  classroom: ClassroomSystem,
  as: Who,
  body: Record<string, unknown>,
  replica?: Replica,
): Promise<CreatedGame> {
  const response = await classroom.call('POST', '/api/v2/live/games', { as, body, replica });
  if (response.status !== 201) throw new Error(`create game: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A game over the set-up's course, created by `as` (the educator unless said), with the create form's `settings`. */
export function createCourseGame(
  setup: ClassroomWithCourse,
  settings: Record<string, unknown> = {},
  as: Who = 'educator',
): Promise<CreatedGame> {
  return createGame(setup.classroom, as, { courseName: setup.course.name, ...settings });
}

export interface Player {
  gameId: string;
  playerId: string;
  playerToken: string;
  nickname: string;
}

/** The `X-Forwarded-For` of a call from `address`, as the gateway sends it. */
export const from = (address: string) => ({ 'x-forwarded-for': address });

/**
 * A browser that opened the join page from `address` (the test process's own when absent): its device cookie
 * (`quizdrill_live_device=…`), to send back as a Cookie header.
 */
export async function newDevice(
  classroom: ClassroomSystem,
  options: { from?: string; replica?: Replica } = {},
): Promise<string> {
  const response = await deviceCall(classroom, options);
  if (response.status !== 204) throw new Error(`device: ${response.status} ${await response.text()}`);
  return deviceCookieOf(response);
}

export function deviceCall(
  classroom: ClassroomSystem,
  options: { from?: string; replica?: Replica; cookie?: string } = {},
) {
  return classroom.call('POST', '/api/v2/live/join/device', {
    replica: options.replica,
    headers: {
      ...(options.from ? from(options.from) : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** The `quizdrill_live_device=…` pair an answer set. */
export function deviceCookieOf(response: TestResponse): string {
  const setCookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('quizdrill_live_device='));
  if (!setCookie) throw new Error(`no device cookie was set (status ${response.status})`);
  return setCookie.split(';')[0]!;
}

export interface JoinOptions {
  as?: Who;
  replica?: Replica;
  /** The client's address (the test process's own when absent). */
  from?: string;
  /**
   * The joining browser's device cookie. A guest without one gets a new device from the join page first, as a
   * browser does; `null` sends none.
   */
  device?: string | null;
}

export async function joinCall(
  classroom: ClassroomSystem,
  body: Record<string, unknown>,
  options: JoinOptions = {},
) {
  const device =
    options.device === undefined && options.as === undefined
      ? await newDevice(classroom, options)
      : (options.device ?? undefined);
  return classroom.call('POST', '/api/v2/live/join', {
    as: options.as,
    replica: options.replica,
    body,
    headers: { ...(options.from ? from(options.from) : {}), ...(device ? { cookie: device } : {}) },
  });
}

export async function joinAs(
  classroom: ClassroomSystem,
  pin: string,
  nickname?: string,
  options: JoinOptions = {},
): Promise<Player> {
  const response = await joinCall(classroom, nickname === undefined ? { pin } : { pin, nickname }, options);
  if (response.status !== 200) throw new Error(`join: ${response.status} ${await response.text()}`);
  return response.json();
}

export const playerHeader = (player: Player) => ({ authorization: `Player ${player.playerToken}` });

export function answerCall(
  classroom: ClassroomSystem,
  player: Player,
  questionIndex: number,
  answer: string,
  replica?: Replica,
) {
  return classroom.call('POST', `/api/v2/live/games/${player.gameId}/answer`, {
    headers: playerHeader(player),
    body: { questionIndex, answer },
    replica,
  });
}

export function hostCall(
  classroom: ClassroomSystem,
  as: Who,
  gameId: string,
  action: string,
  replica?: Replica,
) {
  return classroom.call('POST', `/api/v2/live/games/${gameId}/${action}`, { as, replica });
}

export async function hostAction(classroom: ClassroomSystem, as: Who, gameId: string, action: string) {
  const response = await hostCall(classroom, as, gameId, action);
  if (response.status !== 200) throw new Error(`${action}: ${response.status} ${await response.text()}`);
  return response.json();
}

// biome-ignore lint/suspicious/noExplicitAny: events are read as the browser reads them, untyped JSON
export type LiveEvent = { event: string; data: any; id?: string };

/** Event streams get their own connections, as the browser's would: they never queue behind calls. */
const streamAgent = new Agent({ connections: null, bodyTimeout: 0, headersTimeout: 10_000 });

/** A push stream read as a browser reads it: every event kept in order, and waits for the one a test needs. */
export class EventStream {
  readonly events: LiveEvent[] = [];
  private cursor = 0;
  private wake: (() => void) | undefined;
  private readonly abort = new AbortController();
  ended = false;
  status = 0;

  static async open(url: string, gameId: string, authorization: string): Promise<EventStream> {
    const stream = new EventStream();
    const response = await request(`${url}/api/v2/live/games/${gameId}/events`, {
      dispatcher: streamAgent,
      headers: { authorization, accept: 'text/event-stream' },
      signal: stream.abort.signal,
    });
    stream.status = response.statusCode;
    if (response.statusCode !== 200) {
      stream.events.push({ event: 'error', data: await response.body.json() });
      stream.ended = true;
      return stream;
    }
    void stream.read(response.body);
    return stream;
  }

  private async read(body: AsyncIterable<Buffer>): Promise<void> {
    let buffered = '';
    try {
      for await (const chunk of body) {
        buffered += chunk.toString();
        let end = buffered.indexOf('\n\n');
        while (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event: LiveEvent = { event: 'message', data: undefined };
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
          }
          if (data !== '') {
            event.data = JSON.parse(data);
            this.events.push(event);
            this.wake?.();
          }
          end = buffered.indexOf('\n\n');
        }
      }
    } catch {
      // Closed by the test or by the server going away.
    }
    this.ended = true;
    this.wake?.();
  }

  /**
   * The next event named `name` (after those already taken) that satisfies `matches`; events passed over are
   * skipped. Fails after `timeoutMs`.
   */
  async next(name: string, matches: (data: LiveEvent['data']) => boolean = () => true, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.events.length) {
        const event = this.events[this.cursor++]!;
        if (event.event === name && matches(event.data)) return event.data;
      }
      if (this.ended) throw new Error(`the stream ended before a ${name} event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${name} event within ${timeoutMs} ms; got ${this.describe()}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Resolves when the server ends the stream. */
  async closedByServer(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the stream stayed open');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  names(): string[] {
    return this.events.map((event) => event.event);
  }

  private describe(): string {
    return this.names().join(', ') || 'nothing';
  }

  close(): void {
    this.abort.abort();
  }
}

export const openPlayerStream = (url: string, player: Player) =>
  EventStream.open(url, player.gameId, `Player ${player.playerToken}`);

export async function openHostStream(classroom: ClassroomSystem, as: Who, gameId: string, replica?: Replica) {
  const token = await classroom.system.api.tokenFor(as);
  return EventStream.open((replica ?? classroom.replica).url, gameId, `Bearer ${token}`);
}
