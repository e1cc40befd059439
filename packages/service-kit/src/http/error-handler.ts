// One answer shape for every failure: `{error, message}` with the right status; 5xx details stay in the log.
import { type ErrorBody, ErrorCode } from '@quizdrill/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

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
  if (status === 503 || status === 504) {
    return { status, body: { error: codeForStatus[status]!, message: 'Service temporarily unavailable' } };
  }
  return { status: 500, body: { error: ErrorCode.internal, message: 'Internal server error' } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, retryAfterSeconds } = toErrorResponse(error);
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
