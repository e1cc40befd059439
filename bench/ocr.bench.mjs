// How long photo-to-quiz's OCR takes on this machine: starting the Tesseract pool (Swedish + English), then phone
// photos of a textbook page, one at a time and several at once. Prints seconds and how many words came back right;
// not a pass/fail test.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PAGE_LINES, pagePhoto } from '../packages/test-kit/dist/text-photos.js';
import { normaliseForOcr } from '../services/ai/dist/ocr/normalise.js';
import { createOcrPool } from '../services/ai/dist/ocr/ocr-pool.js';

const PHOTOS = Number(process.env.BENCH_OCR_PHOTOS ?? 5);
const WORKERS = Number(process.env.BENCH_OCR_WORKERS ?? 2);

// The tests' textbook page and five more lines: a fuller page, as a student would photograph it.
const PAGE = [
  ...PAGE_LINES,
  'Cellandning är den omvända processen: socker och syre blir',
  'koldioxid, vatten och energi. Den sker i alla levande celler,',
  'dygnet runt, medan fotosyntesen bara sker när det är ljust.',
  'Summary: plants turn light, water and carbon dioxide into sugar',
  'and oxygen; animals and plants release the energy again by respiration.',
];

const wordsOf = (text) =>
  text
    .toLocaleLowerCase('sv')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A 12-megapixel phone photo of the page: paper on a dark table, turned 1.5–3°, slightly soft, as a JPEG. */
async function photoOfPage(variant) {
  const lines = [...PAGE.slice(variant), ...PAGE.slice(0, variant)];
  const bytes = await pagePhoto(lines, {
    width: 2900,
    height: 3900,
    fontSize: 64,
    degrees: 1.5 + (variant % 6) * 0.3,
    blur: 1.2,
  });
  return { bytes, words: new Set(wordsOf(lines.join(' '))) };
}

const recall = (text, expected) => {
  const found = new Set(wordsOf(text));
  return [...expected].filter((word) => found.has(word)).length / expected.size;
};
const seconds = (ms) => (ms / 1000).toFixed(2);
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Wall time, and CPU time of the whole process (Tesseract threads included), which a busy machine skews less. */
async function timed(work) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { result, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const photos = await Promise.all(Array.from({ length: PHOTOS + 1 }, (_, index) => photoOfPage(index)));
console.log(
  `ocr: ${PHOTOS} photos of a ${PAGE.length}-line page, 12 MP JPEG of ~${Math.round(photos[0].bytes.length / 1024)} KB, ` +
    `${availableParallelism()} cores, Node ${process.version}`,
);

const normalising = [];
for (const photo of photos) normalising.push((await timed(() => normaliseForOcr(photo.bytes))).ms);

const megabytes = () => process.memoryUsage().rss / 1024 / 1024;
const rssBefore = megabytes();
const pool = createOcrPool({ workers: 1 });
const start = await timed(() => pool.start());
const rssOneWorker = megabytes() - rssBefore;
const [first, ...rest] = photos;
const firstRead = await timed(() => pool.recognize(first.bytes));
const warm = [];
for (const photo of rest) {
  const { result, ms, cpuMs } = await timed(() => pool.recognize(photo.bytes));
  warm.push({ ms, cpuMs, recall: recall(result, photo.words) });
}
await pool.close();

const wide = createOcrPool({ workers: WORKERS });
const wideStart = await timed(() => wide.start());
const together = await timed(() => Promise.all(rest.map((photo) => wide.recognize(photo.bytes))));
await wide.close();

const row = (values) => ({
  'mean s': seconds(mean(values)),
  'min s': seconds(Math.min(...values)),
  'max s': seconds(Math.max(...values)),
});
console.table({
  'pool start, 1 worker (cold)': {
    'mean s': seconds(start.ms),
    'cpu s': seconds(start.cpuMs),
    'memory MB': Math.round(rssOneWorker),
  },
  [`pool start, ${WORKERS} workers`]: { 'mean s': seconds(wideStart.ms) },
  'normalise one photo': row(normalising),
  'first photo after start': {
    'mean s': seconds(firstRead.ms),
    'cpu s': seconds(firstRead.cpuMs),
    'words read': `${Math.round(100 * recall(firstRead.result, first.words))}%`,
  },
  [`photo, warm (${warm.length} in turn)`]: {
    ...row(warm.map((read) => read.ms)),
    'cpu s': seconds(mean(warm.map((read) => read.cpuMs))),
    'words read': `${Math.round(100 * mean(warm.map((read) => read.recall)))}%`,
  },
  [`photo, ${rest.length} at once on ${WORKERS} workers`]: {
    'mean s': seconds(together.ms / rest.length),
    'cpu s': seconds(together.cpuMs / rest.length),
  },
});
