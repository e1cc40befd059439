// The one error type services throw. Its status and code reach the client; `cause` and anything internal never do.
import { ErrorCode } from '@quizdrill/contracts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  readonly retryAfterSeconds: number | undefined;

  static badRequest(message: string, code: string = ErrorCode.badRequest) {
    return new AppError(400, code, message);
  }
  static unauthorized(message = 'Authentication required') {
    return new AppError(401, ErrorCode.unauthorized, message);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new AppError(403, ErrorCode.forbidden, message);
  }
  static notFound(message = 'Not found') {
    return new AppError(404, ErrorCode.notFound, message);
  }
  static conflict(message: string, code: string = ErrorCode.conflict) {
    return new AppError(409, code, message);
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(429, ErrorCode.tooManyRequests, message, { retryAfterSeconds });
  }
  static serviceUnavailable(message = 'Service temporarily unavailable') {
    return new AppError(503, ErrorCode.serviceUnavailable, message);
  }
}
