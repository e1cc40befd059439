import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
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

  it('when another client error carries a message, then that message is shown', () => {
    expect(toLoginError(new ApiError(429, 'too_many_requests', 'Too many attempts'))).toEqual({
      kind: 'server',
      message: 'Too many attempts',
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
