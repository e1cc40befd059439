// Tesseract's language data, from the installed @tesseract.js-data packages only: OCR never downloads anything.
import { access, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * LSTM-only data (integerised tessdata_best): what tesseract.js itself picks for the LSTM engine, and a third the
 * size of the packages' default `4.0.0` set, which also carries the legacy engine's data that we never load.
 */
const DATA_VERSION = '4.0.0_best_int';

const require = createRequire(import.meta.url);

/** The gzipped traineddata file of one language inside its package. */
async function languageDataFile(language: string): Promise<string> {
  const packageName = `@tesseract.js-data/${language}`;
  let file: string;
  try {
    file = join(dirname(require.resolve(packageName)), DATA_VERSION, `${language}.traineddata.gz`);
    await access(file);
  } catch (error) {
    throw new Error(`OCR language data for '${language}' is missing: ${packageName} must be installed`, {
      cause: error,
    });
  }
  return file;
}

export interface LanguageDirectory {
  /** For tesseract.js's `langPath`: holds `<language>.traineddata.gz` for every language asked for. */
  path: string;
  remove(): Promise<void>;
}

/**
 * tesseract.js reads every language from one `langPath`, but each package keeps its data in its own folder, so a
 * temporary folder gathers links to them. Workers load the data when they start; the folder can go after that.
 */
export async function linkLanguageData(languages: readonly string[]): Promise<LanguageDirectory> {
  const files = await Promise.all(languages.map(languageDataFile));
  const path = await mkdtemp(join(tmpdir(), 'quizdrill-ocr-'));
  const remove = () => rm(path, { recursive: true, force: true });
  try {
    await Promise.all(
      languages.map((language, index) => symlink(files[index]!, join(path, `${language}.traineddata.gz`))),
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { path, remove };
}
