// Reading photos with the real Tesseract workers and the installed Swedish and English data.
import { AiErrorCode } from '@quizdrill/contracts';
import { PAGE_LINES, pagePhoto, sidewaysJpeg, textPhoto } from '@quizdrill/test-kit/text-photos';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrPool, type OcrPool } from '../src/ocr/ocr-pool.js';

const SWEDISH = 'Älgen åt blåbär i skogen öster om sjön';
const ENGLISH = 'The quick brown fox jumps over the lazy dog';

/** Lower-cased words, so a stray capital or punctuation mark does not fail a test about reading. */
const wordsOf = (text: string) =>
  text
    .toLocaleLowerCase('sv')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

describe('the OCR pool', () => {
  let pool: OcrPool;
  let swedishPhoto: Buffer;

  beforeAll(async () => {
    pool = createOcrPool({ workers: 1 });
    [swedishPhoto] = await Promise.all([textPhoto([SWEDISH]), pool.start()]);
  });
  afterAll(async () => {
    await pool.close();
  });

  it('when a PNG photo of a Swedish sentence is read, then its words come back with å, ä and ö', async () => {
    const words = wordsOf(await pool.recognize(swedishPhoto));
    expect(words).toEqual(expect.arrayContaining(['älgen', 'blåbär', 'skogen', 'öster', 'sjön']));
  });

  it('when the same photo is a JPEG, then it is read the same', async () => {
    const jpeg = await sharp(swedishPhoto).jpeg({ quality: 75 }).toBuffer();
    const words = wordsOf(await pool.recognize(jpeg));
    expect(words).toEqual(expect.arrayContaining(['älgen', 'blåbär', 'sjön']));
  });

  it.each([6, 8] as const)(
    'when a phone photo is stored sideways with EXIF orientation %i, then it is turned upright and read',
    async (orientation) => {
      const words = wordsOf(await pool.recognize(await sidewaysJpeg(swedishPhoto, orientation)));
      expect(words).toEqual(expect.arrayContaining(['älgen', 'blåbär', 'sjön']));
    },
  );

  it('when a page is photographed a little askew with the table around it, then nearly all its words are read', async () => {
    const expected = new Set(wordsOf(PAGE_LINES.join(' ')));
    const read = new Set(wordsOf(await pool.recognize(await pagePhoto(PAGE_LINES, { degrees: 3 }))));
    const found = [...expected].filter((word) => read.has(word));
    expect(found.length / expected.size).toBeGreaterThanOrEqual(0.9);
    expect(read).toContain('klorofyll');
  });

  it('when two photos are read at once, then each gets its own text and progress that ends at 1', async () => {
    const englishPhoto = await textPhoto([ENGLISH], { width: 600, fontSize: 18 });
    const progress = { swedish: [] as number[], english: [] as number[] };
    const [swedish, english] = await Promise.all([
      pool.recognize(swedishPhoto, (fraction) => progress.swedish.push(fraction)),
      pool.recognize(englishPhoto, (fraction) => progress.english.push(fraction)),
    ]);
    expect(wordsOf(swedish)).toEqual(expect.arrayContaining(['älgen', 'blåbär']));
    expect(wordsOf(english)).toEqual(expect.arrayContaining(['quick', 'brown', 'fox', 'lazy', 'dog']));
    expect(wordsOf(english)).not.toContain('älgen');
    for (const fractions of [progress.swedish, progress.english]) {
      expect(fractions.length).toBeGreaterThan(1);
      expect(fractions.at(-1)).toBe(1);
      expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    }
  });

  it('when a photo has a PNG signature but broken content, then it is refused as onlyPngJpg', async () => {
    const broken = Buffer.concat([swedishPhoto.subarray(0, 64), Buffer.alloc(1000, 7)]);
    await expect(pool.recognize(broken)).rejects.toMatchObject({ status: 415, code: AiErrorCode.onlyPngJpg });
  });

  it('when the pool is closed, then reading fails instead of waiting forever', async () => {
    const closedPool = createOcrPool();
    await closedPool.close();
    await expect(closedPool.recognize(swedishPhoto)).rejects.toThrow(/closed/);
  });
});
