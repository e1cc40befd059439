// One answer shape for every failure: `{error, message}` with the right status; 5xx details stay in the log.
import { type ErrorBody, ErrorCode, JSON_BODY_LIMIT_BYTES } from '@quizdrill/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { payloadTooLarge } from './input-guards.js';

const codeForStatus: Record<number, string> = {
  400: ErrorCode.badRequest,
  401: ErrorCode.unauthorized,
  403: ErrorCode.forbidden,
  404: ErrorCode.notFound,
  409: ErrorCode.conflict,
  413: ErrorCode.payloadTooLarge,
  415: ErrorCode.unsupportedMediaType,
  429: ErrorCode.tooManyRequests,
  503: ErrorCode.serviceUnavailable,
  504: ErrorCode.gatewayTimeout,
};

/** Node's and Postgres's codes for a connection that failed or was cut (a restart, an outage). */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  // Postgres: admin_shutdown, crash_shutdown, cannot_connect_now, connection failures.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * Whether `error` says a dependency (Redis, Postgres) is away for the moment rather than that the code is wrong:
 * ioredis giving up on a command while it reconnects, Redis still loading its data after a restart, a refused or
 * cut connection. The client is told to try again (503), not that the server is broken (500).
 */
export function isDependencyOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { name?: string; code?: string; message?: string; cause?: unknown };
    if (candidate.name === 'MaxRetriesPerRequestError') return true;
    if (candidate.code && OUTAGE_CODES.has(candidate.code)) return true;
    const message = candidate.message ?? '';
    if (/^LOADING |^Connection is closed|Connection terminated/.test(message)) return true;
    current = candidate.cause;
  }
  return false;
}

export function toErrorResponse(error: unknown): {
  status: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
} {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: error.code, message: error.message },
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return {
      status: 400,
      body: { error: ErrorCode.validation, message: fastifyError.message ?? 'Invalid request' },
    };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      status,
      body: {
        error: codeForStatus[status] ?? ErrorCode.badRequest,
        message: fastifyError.message ?? 'Bad request',
      },
    };
  }
  if (status === 503 || status === 504 || (status === undefined && isDependencyOutage(error))) {
    if (status === undefined) {
      return {
        status: 503,
        body: { error: ErrorCode.serviceUnavailable, message: 'Service temporarily unavailable' },
      };
    }
    return { status, body: { error: codeForStatus[status]!, message: 'Service temporarily unavailable' } };
  }
  return { status: 500, body: { error: ErrorCode.internal, message: 'Internal server error' } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Fastify's parser refuses a body over the limit in words of its own: the client is told the limit, as everywhere.
    const refusal =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? payloadTooLarge(request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT_BYTES)
        : error;
    const { status, body, retryAfterSeconds } = toErrorResponse(refusal);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: { code: body.error, message: error.message } }, 'request refused');
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ error: ErrorCode.notFound, message: `Route ${request.method} ${request.url} not found` }),
  );
}
