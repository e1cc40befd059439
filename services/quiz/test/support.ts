// Starts content and quiz in-process against one fresh environment (database, Redis prefix, NATS namespace), with
// tokens signed by a stand-in for auth: quiz learns about courses exactly as in production, from content.
import { randomUUID } from 'node:crypto';
import { buildContentApp } from '@quizdrill/content/app';
import { loadContentConfig } from '@quizdrill/content/config';
import { type Clock, createDatabase } from '@quizdrill/service-kit';
import {
  type ApiCallOptions,
  type ApiResponse,
  createCourse,
  openTestSystem,
  startInProcess,
  type TestEnvironment,
  type TestQuestion,
  type TokenSubject,
  type Who,
} from '@quizdrill/test-kit';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { buildQuizApp } from '../src/app.js';
import { loadQuizConfig } from '../src/config.js';
import { SCHEMA } from '../src/db/schema.js';
import type { QuizTables } from '../src/db/tables.js';
import { QuizKeys } from '../src/hot-path/keys.js';
import { buildQuizWorkerApp } from '../src/worker-app.js';

export type { Who };
export type TestResponse = ApiResponse;
export type CallOptions = ApiCallOptions;

export interface QuizSystem {
  environment: TestEnvironment;
  quizUrl: string;
  redis: Redis;
  keys: QuizKeys;
  db: Kysely<QuizTables>;
  quiz(method: string, path: string, options?: CallOptions): Promise<TestResponse>;
  content(method: string, path: string, options?: CallOptions): Promise<TestResponse>;
  /** Stops quiz-worker (read model upkeep, answer relay and store) until restartWorker. */
  stopWorker(): Promise<void>;
  restartWorker(): Promise<void>;
  /** Runs quiz's retention sweep as if it were `now` (it otherwise runs a minute after start, then daily). */
  sweep(now: Date): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/** A student of their own (a fresh user id), for tests that need many or need them apart. */
export function newStudent(username = `student-${randomUUID().slice(0, 8)}`): TokenSubject {
  return { id: randomUUID(), username, role: 'ROLE_USER' };
}

export async function startQuizSystem(
  env: Record<string, string> = {},
  options: { quizLogger?: Logger; clock?: Clock } = {},
): Promise<QuizSystem> {
  const system = await openTestSystem();
  const { environment } = system;
  const content = await system.start(await buildContentApp(loadContentConfig(system.env)));
  const config = loadQuizConfig({ ...system.env, ...env });
  // Stopped and started again by the tests; closed with the system wherever it is then.
  const startWorker = async () => startInProcess(await buildQuizWorkerApp(config));
  let worker: Awaited<ReturnType<typeof startWorker>> | undefined = await startWorker();
  system.onStop(() => worker?.close());
  const quizApp = await buildQuizApp(config, { logger: options.quizLogger, clock: options.clock });
  const quiz = await system.start(quizApp);
  const db = system.use(createDatabase<QuizTables>({ url: environment.database.url, schema: SCHEMA }), (db) =>
    db.destroy(),
  );
  const redis = system.use(new Redis(environment.redis.url), (redis) => redis.disconnect());

  const caller =
    (base: string) =>
    (method: string, path: string, options: CallOptions = {}): Promise<TestResponse> =>
      system.api.call(base, method, path, options);

  return {
    environment,
    quizUrl: quiz.url,
    redis,
    keys: new QuizKeys(environment.env.REDIS_KEY_PREFIX ?? ''),
    db,
    quiz: caller(quiz.url),
    content: caller(content.url),
    async stopWorker() {
      await worker?.close();
      worker = undefined;
    },
    async restartWorker() {
      worker ??= await startWorker();
    },
    sweep: (now) => quizApp.retention!.sweep(now),
    stop: () => system.stop(),
  };
}

// Courses are made through content's API the same way for every service that reads them.
export { createCourse, type TestQuestion };
export type TestCourse = Awaited<ReturnType<typeof createCourse>>;
export type Student = TokenSubject;

/** A quiz system and one course of `size` questions: the setup most test files start from. */
export async function startQuizWithCourse(
  courseName: string,
  size: number,
  options: Parameters<typeof startQuizSystem>[1] = {},
): Promise<{ system: QuizSystem; course: TestCourse }> {
  const system = await startQuizSystem({}, options);
  return { system, course: await createCourse(system, courseName, size) };
}

/** The label that answers `question` right, or one that answers it wrong. */
export function answerLabel(question: TestQuestion, right: boolean): string {
  return right ? question.correct : question.labels.find((label) => label !== question.correct)!;
}

export async function startQuiz(
  system: QuizSystem,
  as: Who,
  query: Record<string, string | number>,
): Promise<string> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await system.quiz('POST', `/api/v2/quiz/start?${search}`, { as });
  if (response.status !== 200) throw new Error(`start: ${response.status} ${await response.text()}`);
  return (await response.json()).sessionId;
}

export const next = (system: QuizSystem, as: Who, sessionId: string) =>
  system.quiz('GET', `/api/v2/quiz/next?sessionId=${encodeURIComponent(sessionId)}`, { as });

/** With `questionId`, the submit also moves on and answers the next question (SubmitQuery). */
export const submit = (system: QuizSystem, as: Who, sessionId: string, answer: string, questionId?: number) =>
  system.quiz(
    'POST',
    `/api/v2/quiz/submit?sessionId=${encodeURIComponent(sessionId)}&answer=${encodeURIComponent(answer)}${
      questionId === undefined ? '' : `&questionId=${questionId}`
    }`,
    { as },
  );
