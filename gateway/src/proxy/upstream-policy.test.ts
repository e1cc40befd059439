import { AppError } from '@quizdrill/service-kit';
import { describe, expect, it } from 'vitest';
import { upstreamFailure, upstreamTimeoutFor } from './upstream-policy.js';

const settings = { UPSTREAM_TIMEOUT_MS: 30_000, AI_UPSTREAM_TIMEOUT_MS: 120_000 };

describe('upstreamTimeoutFor', () => {
  it.each([
    ['/api/v2/quiz/next', 30_000],
    ['/api/v2/courses/7', 30_000],
    ['/api/v2/jobs/abc', 30_000],
    ['/api/v2/generate-questions', 120_000],
    ['/api/v2/phototoquiz', 120_000],
    ['/api/v2/questions/regenerate-options', 120_000],
    ['/api/v2/explain', 120_000],
    ['/api/v2/jobs/abc/events', undefined],
    ['/api/v2/live/games/0f3c/events', undefined],
    ['/api/v2/live/games/0f3c/answer', 30_000],
  ])('when the path is %s, then the timeout is %s', (path, expected) => {
    expect(upstreamTimeoutFor(path, settings)).toBe(expected);
  });
});

describe('upstreamFailure', () => {
  const withCode = (code: string, message = `something ${code}`) =>
    Object.assign(new Error(message), { code });

  it.each([
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 10.1.2.3:8082')],
    ['unknown host', withCode('ENOTFOUND', 'getaddrinfo ENOTFOUND content.internal')],
    ['reset', withCode('UND_ERR_SOCKET')],
    ['connect timeout', withCode('UND_ERR_CONNECT_TIMEOUT')],
  ])('when the service is %s, then 503 service_unavailable without the low-level detail', (_, cause) => {
    const failure = upstreamFailure(new Error(cause.message, { cause }));

    expect(failure.status).toBe(503);
    expect(failure.code).toBe('service_unavailable');
    expect(failure.message).not.toMatch(/10\.1\.2\.3|content\.internal|ECONN|ENOTFOUND/);
  });

  it.each(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT'])(
    'when the error is %s, then 504 gateway_timeout',
    (code) => {
      const failure = upstreamFailure(withCode(code));
      expect([failure.status, failure.code]).toEqual([504, 'gateway_timeout']);
    },
  );

  it('when an AppError caused the failure (an oversize body), then it is what the client gets', () => {
    const tooLarge = new AppError(413, 'payload_too_large', 'too large');
    expect(upstreamFailure(new Error('wrapped', { cause: tooLarge }))).toBe(tooLarge);
  });
});
