import pino, { type Logger } from 'pino';

/**
 * Never logged: credentials in request headers, and passwords wherever a body or user object is logged. The paths
 * are spelled out, not `*.password`: a path starting with a wildcard makes pino run redaction over every binding,
 * so each request's child logger (its request id) would cost a redaction pass.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'newPassword',
  'body.password',
  'body.newPassword',
  'req.body.password',
  'user.password',
  'credentials.password',
];

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
}
