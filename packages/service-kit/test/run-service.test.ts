// Starts real processes from the built service kit, as a service's server.ts would.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const kitEntry = fileURLToPath(new URL('../dist/index.js', import.meta.url));

function runScript(source: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

const sampleService = `
  import { Type } from '@sinclair/typebox';
  import { BaseEnv, createLogger, createServiceApp, loadConfig, runService } from ${JSON.stringify(kitEntry)};
  const Schema = Type.Object({ ...BaseEnv, SIGNING_SECRET: Type.String({ minLength: 16 }) });
  await runService({
    name: 'sample',
    loadConfig: () => loadConfig(Schema),
    buildApp: async () => {
      const app = await createServiceApp({ name: 'sample', version: '0', logger: createLogger('sample') });
      app.lifecycle.use('marker', null, () => process.stdout.write('resources closed\\n'));
      return app;
    },
  });
  process.stdout.write('listening\\n');
`;

describe('runService', () => {
  it('when a required variable is missing, then the process stops with a line naming it', async () => {
    const run = runScript(sampleService, { PORT: '0' });
    expect(await run.exited).toBe(78);
    expect(run.output().stderr).toMatch(/^sample: Invalid configuration: SIGNING_SECRET is required/);
  });

  it('when a variable is malformed, then the line names it and what was given', async () => {
    const run = runScript(sampleService, { PORT: 'http', SIGNING_SECRET: 'x'.repeat(16) });
    expect(await run.exited).toBe(78);
    expect(run.output().stderr).toContain('PORT="http" is invalid');
  });

  it('when SIGTERM arrives, then it closes its resources and exits cleanly', async () => {
    const run = runScript(sampleService, { PORT: '0', HOST: '127.0.0.1', SIGNING_SECRET: 'x'.repeat(16) });
    await expect.poll(() => run.output().stdout, { timeout: 10_000 }).toContain('listening');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toContain('resources closed');
  });
});
