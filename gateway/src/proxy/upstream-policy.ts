// How long a service may take, and what the client is told when it cannot be reached in time.
import { ErrorCode } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';

/** The spec's synchronous AI endpoints enqueue a job and wait for it: a generation or OCR run takes a minute. */
const SYNCHRONOUS_AI_PATHS = new Set([
  '/api/v2/explain',
  '/api/v2/generate-questions',
  '/api/v2/questions/regenerate-options',
  '/api/v2/phototoquiz',
]);

/** A job's progress (ai) and a live game's push stream (classroom): long-lived server-sent events. */
const JOB_EVENTS = /^\/api\/v2\/jobs\/[^/]+\/events\/?$/;
const LIVE_GAME_EVENTS = /^\/api\/v2\/live\/games\/([^/]+)\/events\/?$/;

export function isEventStream(pathname: string): boolean {
  return JOB_EVENTS.test(pathname) || LIVE_GAME_EVENTS.test(pathname);
}

/** The game whose live stream `pathname` is, as the path spells it; undefined for any other path. */
export function liveGameOfStream(pathname: string): string | undefined {
  return LIVE_GAME_EVENTS.exec(pathname)?.[1];
}

export interface TimeoutSettings {
  UPSTREAM_TIMEOUT_MS: number;
  AI_UPSTREAM_TIMEOUT_MS: number;
}

/**
 * Milliseconds a service may take to start answering and may pause mid-answer, or `undefined` for event streams,
 * which are long-lived by design and use the pool's defaults (headers in time, then long idle gaps allowed).
 */
export function upstreamTimeoutFor(pathname: string, settings: TimeoutSettings): number | undefined {
  if (isEventStream(pathname)) return undefined;
  if (SYNCHRONOUS_AI_PATHS.has(pathname)) return settings.AI_UPSTREAM_TIMEOUT_MS;
  return settings.UPSTREAM_TIMEOUT_MS;
}

// A connect timeout is not here on purpose: a service that cannot be reached is down (503), not slow.
const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
]);

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && chain.length < 10; ) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/**
 * What the client hears when forwarding failed. An AppError raised on the way (an oversize body) is kept; a
 * timeout is a 504; anything else (refused, reset, unknown host) means the service is down: 503. Neither names
 * the service, its address or the low-level error: those go to the log only.
 */
export function upstreamFailure(error: unknown): AppError {
  const chain = causes(error);
  const raised = chain.find((candidate) => candidate instanceof AppError);
  if (raised) return raised as AppError;
  const timedOut = chain.some((candidate) => {
    const { code } = candidate as { code?: unknown };
    return typeof code === 'string' && TIMEOUT_CODES.has(code);
  });
  if (timedOut) {
    return new AppError(
      504,
      ErrorCode.gatewayTimeout,
      'The server took too long to answer. Please try again.',
      {
        cause: error,
      },
    );
  }
  return new AppError(
    503,
    ErrorCode.serviceUnavailable,
    'This part of QuizDrill is unavailable right now. Please try again in a moment.',
    { cause: error },
  );
}
