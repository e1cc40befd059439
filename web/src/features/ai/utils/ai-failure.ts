// What a failed AI call means to the user (SPEC §8 "Text to quiz", "Photo to quiz"): nothing (the session ended,
// the page was left), the hourly limit, no connection, a refused photo, or the server's own words.
import { isApiError } from '@/lib/api-client';
import { type TranslatedErrorKey, translatedErrorKey } from '@/lib/server-error';
import type { PhotoProblem } from './photo-file';

export type AiFailure =
  | { kind: 'silent' }
  | { kind: 'rateLimited'; minutes: number | undefined }
  | { kind: 'unreachable' }
  | { kind: 'photoRefused'; problem: PhotoProblem }
  | { kind: 'translated'; key: TranslatedErrorKey }
  | { kind: 'server'; message: string };

/** A JobFailedError's message (the worker's) counts as the server's words, like an ApiError's. */
export function classifyAiFailure(error: unknown): AiFailure {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'silent' };
  if (isApiError(error)) {
    if (error.status === 401) return { kind: 'silent' };
    if (error.status === 0) return { kind: 'unreachable' };
    if (error.status === 429) {
      const seconds = error.retryAfterSeconds;
      return {
        kind: 'rateLimited',
        minutes: seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60)),
      };
    }
    if (error.status === 415 || error.code === 'onlyPngJpg') {
      return { kind: 'photoRefused', problem: 'photoToQuiz.onlyPngJpg' };
    }
    if (error.status === 413 || error.code === 'max5mb')
      return { kind: 'photoRefused', problem: 'photoToQuiz.max5mb' };
    const key = translatedErrorKey(error);
    if (key) return { kind: 'translated', key };
  }
  const message = error instanceof Error ? error.message.trim() : '';
  return message ? { kind: 'server', message } : { kind: 'unreachable' };
}
