// What the web app makes a browser download: first-load JavaScript per route (the entry and the route's lazy
// modules with their static imports, from Vite's manifest) and the largest chunks, raw and as the gateway sends
// them (the .br/.gz copies the build wrote). Reads web/dist as `npm run bench` built it; not a pass/fail test.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatFirstLoad, MANIFEST_PATH, measureFirstLoad } from '../web/build/first-load.mjs';

const LARGEST = Number(process.env.BENCH_WEB_LARGEST ?? 8);
const distDir = fileURLToPath(new URL('../web/dist', import.meta.url));

/** Bytes of a file's compressed copy, or of the file itself when the build left it uncompressed (under 1 KB). */
function sent(file, extension) {
  return statSync(existsSync(`${file}${extension}`) ? `${file}${extension}` : file).size;
}

console.log(formatFirstLoad(measureFirstLoad(distDir)));

const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
// The chunks of this build, from its manifest: web/dist may also hold an earlier build's, where turbo restored a
// cached build's outputs over it without emptying it first.
const manifest = JSON.parse(readFileSync(`${distDir}/${MANIFEST_PATH}`, 'utf8'));
const built = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
  file.endsWith('.js'),
);
const chunks = built
  .map((path) => {
    const file = `${distDir}/${path}`;
    const name = path.slice(path.lastIndexOf('/') + 1);
    return { name, raw: statSync(file).size, gzip: sent(file, '.gz'), brotli: sent(file, '.br') };
  })
  .sort((a, b) => b.raw - a.raw)
  .slice(0, LARGEST);
console.log(`\nLargest chunks:\n${'chunk'.padEnd(36)}       raw       gzip     brotli`);
for (const chunk of chunks) {
  console.log(
    `${chunk.name.padEnd(36)}${kilobytes(chunk.raw)}  ${kilobytes(chunk.gzip)}  ${kilobytes(chunk.brotli)}`,
  );
}
