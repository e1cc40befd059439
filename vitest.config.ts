// Test tiers of DESIGN.md "Testing": unit (pure, next to the code), integration (real Postgres/Redis/NATS),
// e2e (the whole system as `npm start` runs it, over HTTP and in Chromium), fuzz (generated bad requests to that
// system). scripts/test.mjs runs them in order.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localeParts } from './web/build/locale-parts.mjs';
import { sourceAlias } from './web/build/source-alias.mjs';

// Workspaces resolve to their TypeScript source, and the web's `@/` to web/src (its tests and the e2e tests import it).
const sourceConditions = {
  resolve: { conditions: ['@quizdrill/source'], alias: [sourceAlias] },
  ssr: { resolve: { conditions: ['@quizdrill/source'] } },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        // The web's texts are imported in parts (`sv.json?first-screens`), as the build splits them.
        plugins: [localeParts()],
        test: {
          name: 'unit',
          include: [
            '{packages,services}/*/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'scripts/lib/**/*.test.mjs',
            'e2e/fuzz/support/**/*.test.ts',
          ],
          environment: 'node',
          // Some unit tests compute for real (an image scaled for OCR, 100,000 faulty CSV lines, a course round trip):
          // on two shared cores, with the build beside them, they took over vitest's 5 s (8 timed out in a fresh-clone
          // run at load 68). A test that hangs still fails.
          testTimeout: 30_000,
        },
      },
      {
        ...sourceConditions,
        test: {
          name: 'integration',
          // Worker threads started by the code under test load the workspaces' source too (content's question bank
          // reader): Node is told to read TypeScript and to take each package's source export.
          execArgv: [
            '--import',
            fileURLToPath(new URL('./scripts/lib/register-typescript.mjs', import.meta.url)),
            '--conditions=@quizdrill/source',
          ],
          include: [
            '{packages,services}/*/test/**/*.test.ts',
            'gateway/test/**/*.test.ts',
            'web/test/**/*.test.ts',
            'scripts/test/**/*.test.mjs',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceConditions,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: ['e2e/fuzz/**', 'e2e/deploy/**', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser and one system at a time: the machine has two cores.
          fileParallelism: false,
          // A loaded CI machine renders slower than a laptop: give UI assertions room without fixed sleeps.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        ...sourceConditions,
        test: {
          // The compose stack built from the repository's image, scaled and broken on purpose (scripts/test.mjs
          // --only deploy starts it and names it in DEPLOY_PROJECT).
          name: 'deploy',
          include: ['e2e/deploy/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        ...sourceConditions,
        test: {
          // Generated malformed requests against the running system (scripts/test.mjs --only fuzz).
          name: 'fuzz',
          include: ['e2e/fuzz/*.test.ts'],
          environment: 'node',
          // One test per route: its cases, and fast-check's shrinking of a failure, take their time.
          testTimeout: 600_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
