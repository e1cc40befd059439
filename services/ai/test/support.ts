// Starts the ai service and (unless told not to) an ai-worker in-process against one fresh environment, with tokens
// signed by a stand-in for auth.
import { randomUUID } from 'node:crypto';
import { createDatabase } from '@quizdrill/service-kit';
import {
  type ApiCallOptions,
  type ApiResponse,
  type FakePeople,
  openTestSystem,
  serveFakePeople,
  type TestEnvironment,
  type TokenSubject,
  type Who,
} from '@quizdrill/test-kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildAiApp } from '../src/app.js';
import { loadAiConfig } from '../src/config.js';
import { SCHEMA } from '../src/db/schema.js';
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
  /** A bearer token for `who`, for requests the test writes itself (raw bodies, odd headers). */
  tokenFor(who: Who): Promise<string>;
  startWorker(): Promise<FastifyInstance>;
  /** The stand-in for auth's `users.people.names`, answering for everyone a token was signed for. */
  people: FakePeople;
  /** Runs ai's retention sweep as if it were `now` (it otherwise runs a minute after start, then daily). */
  sweep(now: Date): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export function newPremium(): TokenSubject {
  return { id: randomUUID(), username: `premium-${randomUUID().slice(0, 8)}`, role: 'ROLE_PREMIUM' };
}

/** An educator of their own (the hourly limits are per user), without premium. */
export function newEducator(): TokenSubject {
  return { id: randomUUID(), username: `educator-${randomUUID().slice(0, 8)}`, role: 'ROLE_EDUCATOR' };
}

export async function startAiSystem(
  env: Record<string, string> = {},
  options: { worker?: boolean } = {},
): Promise<AiSystem> {
  const system = await openTestSystem();
  const settings = {
    ...system.env,
    AI_JOB_LOCK_MS: '2000',
    AI_JOB_STALLED_INTERVAL_MS: '1000',
    ...env,
  };
  const app = await buildAiApp(loadAiConfig(settings));
  const service = await system.start(app);
  const db = system.use(
    createDatabase<AiTables>({ url: system.environment.database.url, schema: SCHEMA }),
    (db) => db.destroy(),
  );
  const startWorker = async () =>
    system.use(await buildWorkerApp(loadAiConfig(settings)), (worker) => worker.close());
  if (options.worker !== false) await startWorker();
  const people = system.use(await serveFakePeople(system.authKeys, system.environment.namespace), (served) =>
    served.close(),
  );

  return {
    environment: system.environment,
    env: settings,
    url: service.url,
    db,
    call: (method, path, callOptions) => system.api.call(service.url, method, path, callOptions),
    tokenFor: (who) => system.api.tokenFor(who),
    startWorker,
    people,
    sweep: (now) => app.retention!.sweep(now),
    stop: () => system.stop(),
  };
}

export const SWEDISH_TEXT =
  'Stockholm är Sveriges huvudstad och ligger där Mälaren möter Östersjön. Göteborg är landets näst största ' +
  'stad och har Skandinaviens största hamn. Vänern är Sveriges största sjö med en yta på 5 650 kvadratkilometer. ' +
  'Kebnekaise är Sveriges högsta berg och ligger i Lappland. Gotland är den största ön i Östersjön och Visby är ' +
  'dess huvudort. Dalälven rinner genom Dalarna och mynnar i Bottenhavet.';
