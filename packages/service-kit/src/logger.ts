import pino, { type Logger } from 'pino';

/**
 * Never logged (issue 44: logs hold no passwords, tokens or e-mail addresses): credentials in request headers,
 * passwords and e-mail addresses wherever a body or user object is logged, and a database error's detail, where
 * Postgres quotes the values of a violated key (`Key (email)=(eva@skola.example) already exists`). The paths are
 * spelled out, not `*.password`: a path starting with a wildcard makes pino run redaction over every binding, so each
 * request's child logger (its request id) would cost a redaction pass.
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
  'email',
  'body.email',
  'req.body.email',
  'user.email',
  'err.detail',
];

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  });
}
