// Where a server's CPU went, from the V8 profile BENCH_CPU_PROFILE_DIR has it write: the busy time (idle left out)
// by package, by function (self) and by call path (inclusive, a function counted once per sample however deep it
// recurses). Printed by the classroom bench after its servers stopped; also `node bench/lib/profile-summary.mjs
// <file.cpuprofile> [rows]`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROWS = 15;

/** node_modules/<package>, node:<module>, the repository's <workspace>/<dir>/<dir>, or V8's own name. */
function packageOf({ url, functionName }) {
  if (url.includes('node_modules/')) return url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1');
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  if (url)
    return url
      .replace(/^.*?\/(packages|services|gateway|bench)\//, '$1/')
      .split('/')
      .slice(0, 3)
      .join('/');
  return functionName;
}

function functionOf({ url, functionName, lineNumber }) {
  const where = url
    .replace(/.*node_modules\//, '')
    .replace(/^file:\/\/.*?\/(packages|services|gateway|bench)\//, '$1/');
  return where ? `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}` : functionName;
}

/** Shares of the busy samples, per package, per function (self) and per function on the stack (inclusive). */
export function summariseProfile(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const samplesOf = new Map();
  for (const id of profile.samples) samplesOf.set(id, (samplesOf.get(id) ?? 0) + 1);

  const add = (map, key, count) => map.set(key, (map.get(key) ?? 0) + count);
  const byPackage = new Map();
  const self = new Map();
  const inclusive = new Map();
  let busy = 0;
  for (const [id, count] of samplesOf) {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') continue;
    busy += count;
    add(byPackage, packageOf(callFrame), count);
    add(self, functionOf(callFrame), count);
    const onStack = new Set();
    for (let at = id; at !== undefined; at = parents.get(at))
      onStack.add(functionOf(nodes.get(at).callFrame));
    for (const name of onStack) add(inclusive, name, count);
  }
  const top = (map, rows) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, count]) => ({ share: `${((100 * count) / busy).toFixed(1)} %`, name }));
  return {
    busySeconds: (busy / profile.samples.length) * ((profile.endTime - profile.startTime) / 1e6),
    top: (rows = ROWS) => ({
      byPackage: top(byPackage, rows),
      self: top(self, rows),
      inclusive: top(inclusive, rows + 10).filter(({ name }) => !name.startsWith('(root)')),
    }),
  };
}

function printSummary(file, rows) {
  const summary = summariseProfile(JSON.parse(readFileSync(file, 'utf8')));
  const { byPackage, self, inclusive } = summary.top(rows);
  console.log(`\n${path.basename(file)}: ${summary.busySeconds.toFixed(1)} s busy`);
  console.log('by package (self time)');
  console.table(byPackage);
  console.log('by function (self time)');
  console.table(self);
  console.log('by function, with what it calls (inclusive)');
  console.table(inclusive);
}

/** Every profile in `directory` (the bench's servers write `<kind>.cpuprofile`). */
export function printProfiles(directory, rows = ROWS) {
  const files = readdirSync(directory).filter((file) => file.endsWith('.cpuprofile'));
  for (const file of files.sort()) printSummary(path.join(directory, file), rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, rows] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node bench/lib/profile-summary.mjs <file.cpuprofile> [rows]');
    process.exit(2);
  }
  printSummary(file, Number(rows ?? ROWS));
}
