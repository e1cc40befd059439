// Starting jobs for a user (permission, hourly limit, idempotency) and waiting for their result: what the
// synchronous endpoints and `/api/v2/jobs/*` share.
import {
  AiErrorCode,
  countWords,
  estimatedQuestionCount,
  type GenerateQuestionsRequest,
  type JobKind,
  type JobPayload,
  type JobStatus,
  MAX_SOURCE_WORDS,
  type QueueName,
  type RegenerateOptionsRequest,
} from '@quizdrill/contracts';
import { AppError, type Caller } from '@quizdrill/service-kit';
import type { Job } from 'bullmq';
import { requireAiAccess } from '../domain/permissions.js';
import type { HourlyLimits, LimitedAction } from '../limits/hourly-limit.js';
import { decodeJobFailure, failureAsAppError } from './job-failure.js';
import type { JobQueues } from './job-queues.js';
import type { Served } from './processors.js';

const LIMITED_AS: Record<JobKind, LimitedAction> = {
  'generate-questions': 'generate',
  'regenerate-options': 'generate',
  phototoquiz: 'ocr',
};

/** The generation job for a request: at most 500 words, and no more questions than the text supports. */
export function generationPayload(
  caller: Caller,
  request: GenerateQuestionsRequest,
): JobPayload<typeof QueueName.generate> {
  const words = countWords(request.text);
  if (words > MAX_SOURCE_WORDS) {
    throw AppError.badRequest(
      `The text may be at most ${MAX_SOURCE_WORDS} words; this one has ${words}`,
      AiErrorCode.textTooLong,
    );
  }
  const estimate = estimatedQuestionCount(words);
  return {
    userId: caller.userId,
    text: request.text,
    courseName: request.courseName,
    language: request.language ?? 'sv',
    maxQuestions: Math.min(request.maxQuestions ?? estimate, estimate),
    ...(request.aiModel ? { aiModel: request.aiModel } : {}),
    ...(request.originalQuestion ? { originalQuestion: request.originalQuestion } : {}),
  };
}

export function regenerationPayload(
  caller: Caller,
  request: RegenerateOptionsRequest,
): JobPayload<typeof QueueName.regenerate> {
  return { userId: caller.userId, ...request, language: request.language ?? 'sv' };
}

const STATE: Record<string, JobStatus['state']> = {
  completed: 'completed',
  failed: 'failed',
  active: 'active',
};

export async function jobStatus(kind: JobKind, job: Job): Promise<JobStatus> {
  const state = STATE[await job.getState()] ?? 'waiting';
  const progress = typeof job.progress === 'number' ? job.progress : 0;
  const status: JobStatus = { jobId: job.id!, kind, state, progress: state === 'completed' ? 100 : progress };
  if (state === 'completed') {
    const served = job.returnvalue as Served<unknown>;
    status.result = served.result;
    if (served.provider !== 'ocr') status.provider = served.provider;
  }
  if (state === 'failed') {
    const { error, message } = decodeJobFailure(job.failedReason);
    status.error = { error, message };
  }
  return status;
}

export class JobRunner {
  constructor(
    private readonly queues: JobQueues,
    private readonly limits: HourlyLimits,
    private readonly waitMs: number,
  ) {}

  /** Starts the job (or finds the one this idempotency key started); counts against the hourly limit once. */
  async start(
    caller: Caller,
    kind: JobKind,
    payload: JobPayload<QueueName>,
    idempotencyKey?: string,
  ): Promise<Job> {
    requireAiAccess(caller);
    // A repeated request finds its job without spending the allowance again (even when it is used up).
    const existing = idempotencyKey
      ? await this.queues.existing(kind, caller.userId, idempotencyKey)
      : undefined;
    if (existing) return existing;
    const action = LIMITED_AS[kind];
    await this.limits.take(action, caller.userId);
    try {
      const { job, created } = await this.queues.enqueue(kind, payload, idempotencyKey);
      if (!created) await this.limits.refund(action, caller.userId);
      return job;
    } catch (error) {
      await this.limits.refund(action, caller.userId).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The job's result as the synchronous endpoints answer it, with who made it; its failure as the error the
   * worker gave.
   */
  async result<T>(kind: JobKind, job: Job): Promise<Served<T>> {
    try {
      return (await job.waitUntilFinished(this.queues.queueEvents(kind), this.waitMs)) as Served<T>;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // BullMQ's own wording: "Job wait <name> timed out before finishing, …".
      if (/^Job wait .* timed out/.test(reason)) {
        throw new AppError(503, 'ai_busy', 'The AI is busy; the job is still running, try again shortly', {
          cause: error,
        });
      }
      throw failureAsAppError(decodeJobFailure(reason));
    }
  }

  /** The caller's job, or 404 (someone else's job is as unknown as a missing one). */
  async owned(caller: Caller, jobId: string): Promise<{ kind: JobKind; job: Job }> {
    const found = await this.queues.find(jobId);
    if (!found || (found.job.data as { userId: string }).userId !== caller.userId) {
      throw new AppError(404, AiErrorCode.jobNotFound, 'Job not found');
    }
    return found;
  }
}
