// A fixed set of Tesseract workers (Swedish + English), started once and shared by every OCR job.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { createScheduler, createWorker, OEM, PSM, type Scheduler, type Worker } from 'tesseract.js';
import { linkLanguageData } from './language-data.js';
import { normaliseForOcr } from './normalise.js';
import { ocrText } from './ocr-text.js';

const LANGUAGES = ['swe', 'eng'] as const;

export interface OcrPoolOptions {
  /** Tesseract workers, each a thread that keeps one core busy while it reads. Default 1 (the machine has two). */
  workers?: number;
  logger?: Logger;
}

export interface OcrPool {
  /**
   * Starts the workers if they are not running yet. `recognize` does so by itself; call this to pay the start-up
   * cost (about half a second per worker) before the first photo, or to fail fast when language data is missing.
   */
  start(): Promise<void>;
  /** The text of a PNG or JPEG photo (check it with `checkPhoto` first). `onProgress` gets 0–1 while it reads. */
  recognize(image: Buffer, onProgress?: (fraction: number) => void): Promise<string>;
  /** Stops the workers; recognitions still waiting or running fail. */
  close(): Promise<void>;
}

interface Recognition {
  onProgress: ((fraction: number) => void) | undefined;
  reject(error: Error): void;
}

/** tesseract.js rejects with the worker's message as a string. */
function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(`OCR failed: ${String(reason)}`);
}

export function createOcrPool({ workers = 1, logger }: OcrPoolOptions = {}): OcrPool {
  const recognitions = new Map<string, Recognition>();
  let starting: Promise<Scheduler> | undefined;
  let closed = false;

  async function startWorker(langPath: string): Promise<Worker> {
    // A worker whose data fails to load never settles createWorker's promise; errorHandler is how we hear of it
    // (without one, tesseract.js throws from its message handler and takes the process down). Such a worker's
    // thread cannot be reached to stop it: the start fails loudly and the service is expected to exit.
    let failed: (reason: unknown) => void = () => undefined;
    const failure = new Promise<never>((_, reject) => {
      failed = reject;
    });
    const worker = createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      // The data comes from the packages each time: no cache files written to the working directory.
      cacheMethod: 'none',
      logger: (message) => {
        if (message.status === 'recognizing text') {
          recognitions.get(message.userJobId)?.onProgress?.(message.progress);
        }
      },
      errorHandler: (reason) => failed(reason),
    });
    const started = await Promise.race([worker, failure]);
    // One block of text, not automatic page layout: on phone photos (the page turned a few degrees, dark table
    // around it) layout analysis often finds no text at all, while a single block reads all of it. The price: two
    // columns come back interleaved line by line. Deskewing (rotateAuto) doubled the time and read no more words.
    await started.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    return started;
  }

  async function launch(): Promise<Scheduler> {
    const startedAt = performance.now();
    const languageData = await linkLanguageData(LANGUAGES);
    try {
      const results = await Promise.allSettled(
        Array.from({ length: workers }, () => startWorker(languageData.path)),
      );
      const failures = results.filter((result) => result.status === 'rejected');
      if (failures.length > 0) {
        await Promise.all(results.map((result) => result.status === 'fulfilled' && result.value.terminate()));
        throw new Error(`OCR workers failed to start: ${asError(failures[0]!.reason).message}`, {
          cause: failures[0]!.reason,
        });
      }
      const scheduler = createScheduler();
      for (const result of results) {
        if (result.status === 'fulfilled') scheduler.addWorker(result.value);
      }
      logger?.info(
        { workers, languages: LANGUAGES.join('+'), ms: Math.round(performance.now() - startedAt) },
        'ocr pool started',
      );
      return scheduler;
    } finally {
      await languageData.remove();
    }
  }

  function start(): Promise<Scheduler> {
    if (closed) return Promise.reject(new Error('The OCR pool is closed'));
    starting ??= launch().catch((error: unknown) => {
      // Let a later call try again (e.g. after the data package is installed) instead of failing forever.
      starting = undefined;
      logger?.error({ err: error }, 'ocr pool failed to start');
      throw error;
    });
    return starting;
  }

  return {
    async start() {
      await start();
    },

    async recognize(image, onProgress) {
      // Both take a while and neither needs the other: the first photo does not wait for them one after the other.
      const [normalised, scheduler] = await Promise.all([normaliseForOcr(image), start()]);
      if (closed) throw new Error('The OCR pool was closed');
      const jobId = `ocr-${randomUUID()}`;
      return new Promise<string>((resolve, reject) => {
        recognitions.set(jobId, { onProgress, reject });
        // Our own job id (tesseract.js's last argument) ties the progress messages to this photo.
        scheduler
          .addJob('recognize', normalised, {}, { text: true }, jobId)
          .then(
            ({ data }) => {
              onProgress?.(1);
              resolve(ocrText(data.text));
            },
            (reason: unknown) => reject(asError(reason)),
          )
          .finally(() => recognitions.delete(jobId));
      });
    },

    async close() {
      closed = true;
      const stopping = starting;
      starting = undefined;
      for (const recognition of recognitions.values())
        recognition.reject(new Error('The OCR pool was closed'));
      recognitions.clear();
      const scheduler = await stopping?.catch(() => undefined);
      await scheduler?.terminate();
    },
  };
}
