// `GET /api/v2/jobs/{id}/events`: a job's progress as server-sent events, ending with its outcome.
import type { JobKind } from '@quizdrill/contracts';
import type { Job } from 'bullmq';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JobQueues } from '../jobs/job-queues.js';
import { jobStatus } from '../jobs/job-runner.js';

/** Comments keep proxies from closing a quiet stream (the gateway allows 5 minutes of silence). */
const HEARTBEAT_MS = 15_000;

/**
 * Open streams, ended when the service shuts down: a stream is never idle, so the server would otherwise wait for
 * it (and its job) before closing. Clients reconnect, or read the outcome from `GET /jobs/{id}`.
 */
export class OpenStreams {
  private readonly finishers = new Set<() => void>();

  add(finish: () => void): () => void {
    this.finishers.add(finish);
    return () => this.finishers.delete(finish);
  }

  endAll(): void {
    for (const finish of [...this.finishers]) finish();
  }
}

export async function streamJobEvents(
  queues: JobQueues,
  streams: OpenStreams,
  { kind, job }: { kind: JobKind; job: Job },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const events = queues.queueEvents(kind);
  const jobId = job.id!;
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });

  let open = true;
  const send = async (event: string) => {
    if (!open) return;
    const status = await jobStatus(kind, (await queues.queue(kind).getJob(jobId)) ?? job);
    if (!open) return;
    response.write(`event: ${event}\ndata: ${JSON.stringify(status)}\n\n`);
    if (status.state === 'completed' || status.state === 'failed') finish();
  };
  // Reading the job can fail (Redis away): the stream ends, and the client falls back to polling.
  const sendOrEnd = (event: string) => void send(event).catch(() => finish());
  const onProgress = ({ jobId: id }: { jobId: string }) => id === jobId && sendOrEnd('progress');
  const onCompleted = ({ jobId: id }: { jobId: string }) => id === jobId && sendOrEnd('completed');
  const onFailed = ({ jobId: id }: { jobId: string }) => id === jobId && sendOrEnd('failed');
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const forget = streams.add(finish);
  function finish() {
    if (!open) return;
    open = false;
    forget();
    clearInterval(heartbeat);
    events.off('progress', onProgress);
    events.off('completed', onCompleted);
    events.off('failed', onFailed);
    response.end();
  }

  // Listening first, then the current state: a job finishing in between is not missed.
  events.on('progress', onProgress);
  events.on('completed', onCompleted);
  events.on('failed', onFailed);
  request.raw.on('close', finish);
  try {
    const current = await jobStatus(kind, job);
    await send(current.state === 'completed' || current.state === 'failed' ? current.state : 'progress');
  } catch {
    finish();
  }
}
