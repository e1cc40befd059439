import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { toLoginError } from './login-error';

describe('toLoginError', () => {
  it.each(['Bad credentials', 'Felaktiga inloggningsuppgifter'])(
    'when the server says "%s", then the invalid-credentials text is shown',
    (message) => {
      expect(toLoginError(new ApiError(400, 'bad_request', message))).toEqual({ kind: 'invalidCredentials' });
    },
  );

  it('when the server answers 401, then the invalid-credentials text is shown', () => {
    expect(toLoginError(new ApiError(401, 'unauthorized', 'Unauthorized'))).toEqual({
      kind: 'invalidCredentials',
    });
  });

  it('when the account is locked, then the wait comes from Retry-After, else from the message', () => {
    const message = 'Too many failed logins. Try again in 30 seconds.';
    expect(toLoginError(new ApiError(429, 'too_many_requests', message, 45))).toEqual({
      kind: 'lockedOut',
      retryAfterSeconds: 45,
      accountLocked: false,
    });
    expect(toLoginError(new ApiError(429, 'too_many_requests', message))).toEqual({
      kind: 'lockedOut',
      retryAfterSeconds: 30,
      accountLocked: false,
    });
    expect(toLoginError(new ApiError(429, 'too_many_requests', 'Slow down'))).toEqual({
      kind: 'lockedOut',
      retryAfterSeconds: undefined,
      accountLocked: false,
    });
  });

  it('when the account is locked for browsers it does not know, then the screen can offer the sign-in code', () => {
    const locked = new ApiError(
      429,
      'account_locked',
      'Too many failed logins. Try again in 30 seconds.',
      30,
    );
    expect(toLoginError(locked)).toEqual({ kind: 'lockedOut', retryAfterSeconds: 30, accountLocked: true });
  });

  it('when a sign-in code is refused, then it is the code that was wrong', () => {
    const refused = new ApiError(401, 'sign_in_code_invalid', 'The sign-in code is wrong, used or expired');
    expect(toLoginError(refused)).toEqual({ kind: 'signInCodeInvalid' });
  });

  it('when another client error carries a message, then that message is shown', () => {
    expect(toLoginError(new ApiError(400, 'validation_failed', 'username is too long'))).toEqual({
      kind: 'server',
      message: 'username is too long',
    });
  });

  it('when the service is down or unreachable, then "Login failed" is shown', () => {
    expect(toLoginError(new ApiError(503, 'service_unavailable', 'auth is unavailable'))).toEqual({
      kind: 'loginFailed',
    });
    expect(toLoginError(new ApiError(0, 'network_error', 'Failed to fetch'))).toEqual({
      kind: 'loginFailed',
    });
    expect(toLoginError(new Error('boom'))).toEqual({ kind: 'loginFailed' });
  });
});
