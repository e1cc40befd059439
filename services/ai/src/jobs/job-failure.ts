// A failed job's reason as the client should see it. BullMQ keeps only a string (failedReason), so the worker
// writes the HTTP answer into it as JSON and the service reads it back.
import { ErrorCode } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import { UnrecoverableError } from 'bullmq';
import { ProviderError } from '../providers/provider.js';

export interface JobFailure {
  status: number;
  error: string;
  message: string;
}

const UNKNOWN: JobFailure = {
  status: 503,
  error: ErrorCode.serviceUnavailable,
  message: 'The AI job failed; try again shortly',
};

export function encodeJobFailure(failure: JobFailure): string {
  return JSON.stringify(failure);
}

export function decodeJobFailure(reason: string | undefined): JobFailure {
  try {
    const parsed = JSON.parse(reason ?? '') as Partial<JobFailure>;
    if (
      typeof parsed.status === 'number' &&
      typeof parsed.error === 'string' &&
      typeof parsed.message === 'string'
    ) {
      return { status: parsed.status, error: parsed.error, message: parsed.message };
    }
  } catch {
    // Not ours (BullMQ's own reasons, e.g. a stalled job given up): the generic answer.
  }
  return UNKNOWN;
}

/**
 * The error a processor throws for `error`: bad input (an AppError with a 4xx) is never retried; a provider that
 * is away or answered nonsense is retried with backoff, and its last reason reaches the client.
 */
export function jobError(error: unknown): Error {
  if (error instanceof AppError && error.status < 500) {
    return new UnrecoverableError(
      encodeJobFailure({ status: error.status, error: error.code, message: error.message }),
    );
  }
  if (error instanceof ProviderError) {
    return new Error(
      encodeJobFailure(
        error.kind === 'unavailable'
          ? {
              status: 503,
              error: 'ai_provider_unavailable',
              message: 'The AI provider did not answer; try again shortly',
            }
          : {
              status: 502,
              error: 'ai_provider_failed',
              message: 'The AI provider gave no usable answer; try again',
            },
      ),
    );
  }
  return new Error(encodeJobFailure(UNKNOWN), { cause: error });
}

export function failureAsAppError(failure: JobFailure): AppError {
  return new AppError(failure.status, failure.error, failure.message);
}
