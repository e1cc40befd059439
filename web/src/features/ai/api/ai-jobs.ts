// The ai service's jobs (POST /api/v2/jobs/{kind}, then its events): started, followed over server-sent events read
// with fetch (the token goes in a header, which EventSource cannot send), and polled when the stream breaks.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isFinished, type JobKind, type JobStatus, readJobStatus } from '@/features/ai/utils/job-status';
import { ApiError, apiClient, isApiError, type RequestOptions } from '@/lib/api-client';
import { SseParser } from '@/lib/sse-parser';

/** How often the status is asked for once the event stream has broken. */
const POLL_INTERVAL_MS = 1000;
/** Polls in a row that may fail (a restarting service, a flaky network) before the job is given up on. */
const MAX_POLL_FAILURES = 5;

/** A 403 from the ai service means "not premium", not a dead session: only 401 ends it. */
export const AI_CALL: Pick<RequestOptions, 'sessionEndsOn'> = { sessionEndsOn: [401] };

/** The job ran and failed: the worker's error code and message. */
export class JobFailedError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'JobFailedError';
    this.code = code;
  }
}

export type JobContext = {
  signal: AbortSignal;
  /** Each status as it arrives, for the progress bar. */
  onStatus: (status: JobStatus) => void;
};

/** Works where crypto.randomUUID does not (pages served over plain http away from localhost). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * Starts a job and answers its id. A start whose answer was lost on the way is sent once more with the same
 * Idempotency-Key, so the service finds the job it already started rather than starting (and charging) another.
 */
export async function startJob(kind: JobKind, body: unknown, signal: AbortSignal): Promise<string> {
  const options = { ...AI_CALL, signal, headers: { 'Idempotency-Key': newIdempotencyKey() } };
  const post = () => apiClient.post<{ jobId?: unknown }>(`/api/v2/jobs/${kind}`, body, options);
  let answer: { jobId?: unknown };
  try {
    answer = await post();
  } catch (error) {
    if (!isApiError(error) || error.status !== 0) throw error;
    answer = await post();
  }
  if (typeof answer?.jobId !== 'string') throw new ApiError(502, 'bad_answer', 'The job was not started');
  return answer.jobId;
}

export async function getJobStatus(jobId: string, signal?: AbortSignal): Promise<JobStatus> {
  const status = readJobStatus(
    await apiClient.get<unknown>(`/api/v2/jobs/${encodeURIComponent(jobId)}`, { ...AI_CALL, signal }),
  );
  if (!status) throw new ApiError(502, 'bad_answer', 'The job status could not be read');
  return status;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Refusals that asking again cannot change: the session ended, the job is not this user's or is gone. */
function isFinal(error: unknown): boolean {
  return isAbort(error) || (isApiError(error) && [401, 403, 404].includes(error.status));
}

/** The job's outcome from its event stream; null when the stream ended or broke before the outcome came. */
async function fromEventStream(jobId: string, { signal, onStatus }: JobContext): Promise<JobStatus | null> {
  let response: Response;
  try {
    response = await apiClient.stream(`/api/v2/jobs/${encodeURIComponent(jobId)}/events`, {
      ...AI_CALL,
      signal,
    });
  } catch (error) {
    if (isFinal(error)) throw error;
    return null;
  }
  if (!response.body) return null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return null;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        const status = readJobStatus(event.data);
        if (!status) continue;
        onStatus(status);
        if (isFinished(status)) return status;
      }
    }
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    return null;
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The job's outcome by asking for its status until it is finished. */
async function byPolling(jobId: string, { signal, onStatus }: JobContext): Promise<JobStatus> {
  let failures = 0;
  for (;;) {
    try {
      const status = await getJobStatus(jobId, signal);
      failures = 0;
      onStatus(status);
      if (isFinished(status)) return status;
    } catch (error) {
      failures += 1;
      if (isFinal(error) || failures >= MAX_POLL_FAILURES) throw error;
    }
    await wait(POLL_INTERVAL_MS, signal);
  }
}

/** Follows a started job to its end: its result when it completed, JobFailedError when it failed. */
export async function followJob(jobId: string, context: JobContext): Promise<unknown> {
  const outcome = (await fromEventStream(jobId, context)) ?? (await byPolling(jobId, context));
  if (outcome.state === 'failed') {
    throw new JobFailedError(outcome.error?.error ?? 'job_failed', outcome.error?.message ?? '');
  }
  return outcome.result;
}

export async function runJob(kind: JobKind, body: unknown, context: JobContext): Promise<unknown> {
  const jobId = await startJob(kind, body, context.signal);
  return followJob(jobId, context);
}

/**
 * A mutation that runs a job: TanStack Query's pending/error/data, plus the job's latest status for a progress bar.
 * Leaving the page stops following the job (it still finishes on the server).
 */
export function useJobMutation<Variables, Result>(
  run: (variables: Variables, context: JobContext) => Promise<Result>,
) {
  const [status, setStatus] = useState<JobStatus | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const mutation = useMutation({
    mutationFn: (variables: Variables) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStatus(null);
      return run(variables, {
        signal: current.signal,
        onStatus: (next) => {
          if (!current.signal.aborted) setStatus(next);
        },
      });
    },
  });
  return { ...mutation, jobStatus: status };
}
