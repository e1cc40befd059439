// What every service's test system opens first: a fresh environment, a stand-in for auth's keys, a caller that signs
// as any user, and one stop that closes everything it was given, the last opened first.
import { type ApiCaller, createApiCaller } from './api-caller.js';
import { type FakeAuthKeys, startFakeAuthKeys } from './fakes/auth-keys.js';
import {
  createTestEnvironment,
  type Listenable,
  type RunningService,
  startInProcess,
  type TestEnvironment,
} from './service.js';

export interface TestSystem {
  environment: TestEnvironment;
  authKeys: FakeAuthKeys;
  /** What a service under test reads: the environment's variables, any free port, auth's keys (AUTH_JWKS_URL). */
  env: Record<string, string>;
  api: ApiCaller;
  /** Listens on a free loopback port; closed by `stop`. */
  start(app: Listenable): Promise<RunningService>;
  /** Runs `close` on `stop`, before what was opened earlier. */
  onStop(close: () => unknown): void;
  /** Hands back `resource`, to be closed by `stop` before what was opened earlier. */
  use<T>(resource: T, close: (resource: T) => unknown): T;
  /** Closes everything, the last opened first, and drops the environment; a failure is thrown once all ran. */
  stop(): Promise<void>;
}

export async function openTestSystem(): Promise<TestSystem> {
  const closers: (() => unknown)[] = [];
  const onStop = (close: () => unknown) => {
    closers.push(close);
  };
  const use = <T>(resource: T, close: (resource: T) => unknown): T => {
    onStop(() => close(resource));
    return resource;
  };
  const environment = use(await createTestEnvironment(), (environment) => environment.cleanup());
  const authKeys = use(await startFakeAuthKeys(), (keys) => keys.close());
  return {
    environment,
    authKeys,
    env: { ...environment.env, PORT: '0', AUTH_JWKS_URL: authKeys.url },
    api: createApiCaller(authKeys),
    start: async (app) => use(await startInProcess(app), (running) => running.close()),
    onStop,
    use,
    async stop() {
      const failures: unknown[] = [];
      for (const close of closers.splice(0).reverse()) {
        try {
          await close();
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) throw failures[0];
    },
  };
}
