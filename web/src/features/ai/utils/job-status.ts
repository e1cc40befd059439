// The ai service's job status as the web app reads it, from an event's data or from GET /api/v2/jobs/{id}.
import type { JobKind, JobState, JobStatus } from '@quizdrill/contracts/types';

export type { JobKind, JobStatus };

const STATES: readonly string[] = ['waiting', 'active', 'completed', 'failed'];

export function isFinished(status: JobStatus): boolean {
  return status.state === 'completed' || status.state === 'failed';
}

/** A status from JSON (text or parsed); null when it is not one. Progress is kept within 0–100. */
export function readJobStatus(value: unknown): JobStatus | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const jobId: unknown = Reflect.get(parsed, 'jobId');
  const kind: unknown = Reflect.get(parsed, 'kind');
  const state: unknown = Reflect.get(parsed, 'state');
  const progress: unknown = Reflect.get(parsed, 'progress');
  if (typeof jobId !== 'string' || typeof state !== 'string' || !STATES.includes(state)) return null;
  const status: JobStatus = {
    jobId,
    kind: kind as JobKind,
    state: state as JobState,
    progress:
      typeof progress === 'number' && Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : 0,
  };
  if ('result' in parsed) status.result = Reflect.get(parsed, 'result');
  const error: unknown = Reflect.get(parsed, 'error');
  if (typeof error === 'object' && error !== null) {
    const code: unknown = Reflect.get(error, 'error');
    const message: unknown = Reflect.get(error, 'message');
    status.error = {
      error: typeof code === 'string' ? code : 'job_failed',
      message: typeof message === 'string' ? message : '',
    };
  }
  return status;
}
