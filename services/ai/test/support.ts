// Starts the ai service and (unless told not to) an ai-worker in-process against one fresh environment, with tokens
// signed by a stand-in for auth.
import { randomUUID } from 'node:crypto';
import { DEV_ACCOUNTS } from '@quizdrill/contracts';
import { createDatabase } from '@quizdrill/service-kit';
import {
  createTestEnvironment,
  startFakeAuthKeys,
  startInProcess,
  type TestEnvironment,
  type TokenSubject,
} from '@quizdrill/test-kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildAiApp, SCHEMA } from '../src/app.js';
import { loadAiConfig } from '../src/config.js';
import type { AiTables } from '../src/db/tables.js';
import { buildWorkerApp } from '../src/worker-app.js';

// biome-ignore lint/suspicious/noExplicitAny: tests assert on whatever the API answered
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };
export type Who = 'admin' | 'educator' | 'premium' | 'student' | TokenSubject;

export interface AiSystem {
  environment: TestEnvironment;
  /** The variables the service and workers were started with (for starting more workers). */
  env: Record<string, string>;
  url: string;
  db: Kysely<AiTables>;
  call(
    method: string,
    path: string,
    options?: { as?: Who; body?: unknown; form?: FormData; headers?: Record<string, string> },
  ): Promise<TestResponse>;
  startWorker(): Promise<FastifyInstance>;
  stop(): Promise<void>;
}

export function newPremium(): TokenSubject {
  return { id: randomUUID(), username: `premium-${randomUUID().slice(0, 8)}`, role: 'ROLE_PREMIUM' };
}

export async function startAiSystem(
  env: Record<string, string> = {},
  options: { worker?: boolean } = {},
): Promise<AiSystem> {
  const environment = await createTestEnvironment();
  const authKeys = await startFakeAuthKeys();
  const settings = {
    ...environment.env,
    PORT: '0',
    AUTH_JWKS_URL: authKeys.url,
    AI_JOB_LOCK_MS: '2000',
    AI_JOB_STALLED_INTERVAL_MS: '1000',
    ...env,
  };
  const workers: FastifyInstance[] = [];
  const startWorker = async () => {
    const worker = await buildWorkerApp(loadAiConfig(settings));
    workers.push(worker);
    return worker;
  };
  const service = await startInProcess(await buildAiApp(loadAiConfig(settings)));
  if (options.worker !== false) await startWorker();
  const db = createDatabase<AiTables>({ url: environment.database.url, schema: SCHEMA });
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (who: Who) => {
    const subject = typeof who === 'string' ? DEV_ACCOUNTS.find((account) => account.username === who)! : who;
    let token = tokens.get(subject.id);
    if (!token) {
      token = authKeys.sign(subject);
      tokens.set(subject.id, token);
    }
    return token;
  };

  return {
    environment,
    env: settings,
    url: service.url,
    db,
    async call(method, path, callOptions = {}) {
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.as) headers.authorization = `Bearer ${await tokenFor(callOptions.as)}`;
      let body: string | FormData | undefined = callOptions.form;
      if (callOptions.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(callOptions.body);
      }
      return fetch(`${service.url}${path}`, { method, headers, body });
    },
    startWorker,
    async stop() {
      await Promise.all(workers.map((worker) => worker.close()));
      await service.close();
      await db.destroy();
      await authKeys.close();
      await environment.cleanup();
    },
  };
}

export async function eventually(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const SWEDISH_TEXT =
  'Stockholm är Sveriges huvudstad och ligger där Mälaren möter Östersjön. Göteborg är landets näst största ' +
  'stad och har Skandinaviens största hamn. Vänern är Sveriges största sjö med en yta på 5 650 kvadratkilometer. ' +
  'Kebnekaise är Sveriges högsta berg och ligger i Lappland. Gotland är den största ön i Östersjön och Visby är ' +
  'dess huvudort. Dalälven rinner genom Dalarna och mynnar i Bottenhavet.';
