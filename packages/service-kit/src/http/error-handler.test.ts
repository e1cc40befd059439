import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { toErrorResponse } from './error-handler.js';

const unavailable = { error: 'service_unavailable', message: 'Service temporarily unavailable' };

function withFields(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('error responses for a dependency that is away', () => {
  it.each([
    [
      'ioredis gave up while reconnecting',
      withFields('Reached the max retries per request limit', { name: 'MaxRetriesPerRequestError' }),
    ],
    ['Redis still loading its AOF', new Error('LOADING Redis is loading the dataset in memory')],
    ['ioredis connection closed', new Error('Connection is closed.')],
    [
      'Postgres refused the connection',
      withFields('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
    ],
    [
      'Postgres shutting down',
      withFields('terminating connection due to administrator command', { code: '57P01' }),
    ],
    ['Postgres cut the connection', new Error('Connection terminated unexpectedly')],
    [
      'a cause that says so',
      new Error('query failed', { cause: withFields('reset', { code: 'ECONNRESET' }) }),
    ],
  ])('when %s, then 503, not 500', (_case, error) => {
    expect(toErrorResponse(error)).toEqual({ status: 503, body: unavailable });
  });

  it('when the code itself fails, then still 500', () => {
    expect(toErrorResponse(new TypeError('cannot read properties of undefined')).status).toBe(500);
  });

  it('when an AppError says what went wrong, then its own status', () => {
    expect(toErrorResponse(AppError.badRequest('no')).status).toBe(400);
  });
});
