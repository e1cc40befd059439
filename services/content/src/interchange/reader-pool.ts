// Question banks are read in worker threads (issue 39): reading a file of MAX_IMPORT_BYTES took up to seconds of the
// one event loop every request of the service waits on (four dry runs at once made another user's course take
// 5.4 s to open). The threads run at a lower priority, so a burst of imports slows the imports, not the service.
import type { ImportFormat, Language } from '@quizdrill/contracts';
import { Piscina } from 'piscina';
import type { ReadResult } from './index.js';
import type { ReadTask } from './read-worker.js';

export interface QuestionBankReader {
  /** A dry run's answer (ImportPreview), as JSON text ready to send. */
  preview(bytes: Uint8Array, format: ImportFormat | 'auto', language: Language): Promise<string>;
  /** The file read for an import: its questions, or its errors (and then no questions). */
  importable(bytes: Uint8Array, format: ImportFormat | 'auto', language: Language): Promise<ReadResult>;
  close(): Promise<void>;
}

/**
 * The worker module beside this one: JavaScript when built, TypeScript when the tests run the source (their
 * processes load TypeScript: vitest.config.ts).
 */
const WORKER = new URL(`./read-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** Below the service's own thread: a reading thread gives way to requests (Linux nice, 0 to 19). */
const READER_NICENESS = 10;
/** A thread left idle this long stops; the next import starts one again (a few tens of milliseconds). */
const IDLE_MS = 5 * 60_000;

export function createQuestionBankReader(options: { threads: number }): QuestionBankReader {
  const pool = new Piscina<ReadTask, string | ReadResult>({
    filename: WORKER.href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: IDLE_MS,
    niceIncrement: READER_NICENESS,
  });
  // The file is copied to the thread, not moved: Fastify's buffer may share its memory with others.
  return {
    preview: async (bytes, format, language) =>
      (await pool.run({ bytes, format, language }, { name: 'preview' })) as string,
    importable: async (bytes, format, language) =>
      (await pool.run({ bytes, format, language }, { name: 'importable' })) as ReadResult,
    close: () => pool.close(),
  };
}
