// Question banks read in a worker thread of the reader pool (reader-pool.ts), off the service's event loop: each
// task answers only what its caller needs, so that the service's own thread has little left to do with it.
import type { ImportFormat, ImportPreview, Language } from '@quizdrill/contracts';
import { type ReadResult, readQuestionBank } from './index.js';
import { singleRightLabel } from './model.js';
import type { ParsedQuestion } from './types.js';

export interface ReadTask {
  bytes: Uint8Array;
  format: ImportFormat | 'auto';
  language: Language;
}

/** A question as the preview shows it: the model, and SPEC's `correctOption` for a question with one right. */
function previewOf(question: ParsedQuestion): ImportPreview['questions'][number] {
  const correctOption = singleRightLabel(question);
  return correctOption === undefined ? question : { ...question, correctOption };
}

/** A dry run's answer, as the JSON text the route sends: built and serialised here, not on the service's thread. */
export function preview({ bytes, format, language }: ReadTask): string {
  const read = readQuestionBank(bytes, format, language);
  return JSON.stringify({ ...read, questions: read.questions.map(previewOf) } satisfies ImportPreview);
}

/** What an import stores: the questions only when there is no error (a refused import needs its errors alone). */
export function importable({ bytes, format, language }: ReadTask): ReadResult {
  const read = readQuestionBank(bytes, format, language);
  return read.errors.length > 0 ? { ...read, questions: [] } : read;
}
