// The built gateway (dist/server.js: `npx turbo run build` first) in a process of its own, for what only a process can
// show: how it fares under its own file descriptor limit, set lower than the test runner's.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { deleteNamespaceStreams, eventually, freePort } from '@quizdrill/test-kit';
import { request } from 'undici';
import { isolatedGatewayEnv } from './gateway.js';

const GATEWAY_ENTRY = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  close(): Promise<void>;
}

/** Starts the gateway with at most `openFiles` descriptors (soft and hard limit), and waits until it is healthy. */
export async function startGatewayProcess(
  env: Record<string, string>,
  { openFiles }: { openFiles: number },
): Promise<GatewayProcess> {
  const port = await freePort();
  const { redis, namespace, webDir, env: isolated } = await isolatedGatewayEnv(port);
  const child = spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$0" && exec "$@"', String(openFiles), process.execPath, GATEWAY_ENTRY],
    {
      env: {
        PATH: process.env.PATH ?? '',
        ...isolated,
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode})`);
    const health = await request(`${url}/healthz`).catch(() => undefined);
    await health?.body.dump();
    return health?.statusCode === 200;
  }, 20_000);
  return {
    url,
    child,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await Promise.allSettled([
        redis.cleanup(),
        rm(webDir, { recursive: true, force: true }),
        deleteNamespaceStreams(namespace),
      ]);
    },
  };
}
