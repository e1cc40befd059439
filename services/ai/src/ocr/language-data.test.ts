import { access, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkLanguageData } from './language-data.js';

describe('linkLanguageData', () => {
  it('when Swedish and English are asked for, then one folder holds both gzipped data files until removed', async () => {
    const directory = await linkLanguageData(['swe', 'eng']);
    try {
      expect((await readdir(directory.path)).sort()).toEqual(['eng.traineddata.gz', 'swe.traineddata.gz']);
      const swedish = await readFile(join(directory.path, 'swe.traineddata.gz'));
      expect([...swedish.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    } finally {
      await directory.remove();
    }
    await expect(access(directory.path)).rejects.toThrow();
  });

  it('when a language has no installed data package, then the error names the package to install', async () => {
    await expect(linkLanguageData(['swe', 'xyz'])).rejects.toThrow(
      "OCR language data for 'xyz' is missing: @tesseract.js-data/xyz must be installed",
    );
  });
});
