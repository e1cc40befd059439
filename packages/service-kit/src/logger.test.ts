import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from './logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

describe('log redaction', () => {
  it('when a request, a body or a user with a password is logged, then the secrets are replaced', () => {
    const { logger, lines } = capture();

    logger.info({ req: { headers: { authorization: 'Bearer t', cookie: 'c=1', accept: '*/*' } } }, 'request');
    logger.info({ body: { username: 'anna', password: 'hemligt' }, password: 'x' }, 'body');
    logger.info({ user: { username: 'anna', password: 'hash' }, credentials: { password: 'y' } }, 'user');

    expect(lines[0]).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', accept: '*/*' } },
    });
    expect(lines[1]).toMatchObject({
      body: { username: 'anna', password: '[redacted]' },
      password: '[redacted]',
    });
    expect(lines[2]).toMatchObject({
      user: { password: '[redacted]' },
      credentials: { password: '[redacted]' },
    });
    expect(JSON.stringify(lines)).not.toMatch(/hemligt|Bearer t|hash"/);
  });

  it('when an e-mail address or a database error quoting one is logged, then it is replaced', () => {
    const { logger, lines } = capture();
    const duplicate = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        detail: 'Key (email)=(eva@skola.example) already exists.',
      },
    );

    logger.info(
      { email: 'eva@skola.example', body: { username: 'eva', email: 'eva@skola.example' } },
      'body',
    );
    logger.info({ user: { username: 'eva', email: 'eva@skola.example' } }, 'user');
    logger.error({ err: duplicate }, 'could not register');

    expect(lines[0]).toMatchObject({ email: '[redacted]', body: { username: 'eva', email: '[redacted]' } });
    expect(lines[1]).toMatchObject({ user: { username: 'eva', email: '[redacted]' } });
    expect(lines[2]).toMatchObject({ err: { code: '23505', detail: '[redacted]' } });
    expect(JSON.stringify(lines)).not.toContain('eva@skola.example');
  });

  it('when a child logger is made for a request, then its binding is written as given', () => {
    const { logger, lines } = capture();
    logger.child({ reqId: 'req-1' }).info('hello');
    expect(lines[0]).toMatchObject({ reqId: 'req-1', msg: 'hello' });
  });
});
