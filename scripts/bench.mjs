#!/usr/bin/env node
// `npm run bench`: builds, then runs every bench/*.bench.mjs in turn and prints its figures.
// `npm run bench -- classroom lighthouse` runs only bench/classroom.bench.mjs and bench/lighthouse.bench.mjs.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) =>
  spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });

const names = process.argv.slice(2);
const benches = readdirSync(`${root}bench`)
  .filter((file) => file.endsWith('.bench.mjs'))
  .filter((file) => names.length === 0 || names.includes(file.slice(0, -'.bench.mjs'.length)))
  .sort();
if (benches.length === 0) {
  console.error(`no bench named ${names.join(', ')} in bench/`);
  process.exit(2);
}
if (run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']).status !== 0) process.exit(1);
let failed = false;
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  failed = run(process.execPath, [`bench/${file}`]).status !== 0 || failed;
}
process.exit(failed ? 1 : 0);
