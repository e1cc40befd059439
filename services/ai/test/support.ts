// Starts the ai service and (unless told not to) an ai-worker in-process against one fresh environment, with tokens
// signed by a stand-in for auth.
import { randomUUID } from 'node:crypto';
import { createDatabase } from '@quizdrill/service-kit';
import {
  type ApiCallOptions,
  type ApiResponse,
  createApiCaller,
  createTestEnvironment,
  startFakeAuthKeys,
  startInProcess,
  type TestEnvironment,
  type TokenSubject,
  type Who,
} from '@quizdrill/test-kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildAiApp, SCHEMA } from '../src/app.js';
import { loadAiConfig } from '../src/config.js';
import type { AiTables } from '../src/db/tables.js';
import { buildWorkerApp } from '../src/worker-app.js';

export type { Who };

export interface AiSystem {
  environment: TestEnvironment;
  /** The variables the service and workers were started with (for starting more workers). */
  env: Record<string, string>;
  url: string;
  db: Kysely<AiTables>;
  call(
    method: string,
    path: string,
    options?: Omit<ApiCallOptions, 'as'> & { as?: Who },
  ): Promise<ApiResponse>;
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
  const api = createApiCaller(authKeys);

  return {
    environment,
    env: settings,
    url: service.url,
    db,
    call: (method, path, callOptions) => api.call(service.url, method, path, callOptions),
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
