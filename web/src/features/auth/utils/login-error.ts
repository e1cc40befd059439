import { isApiError } from '../../../lib/api-client';

// The auth service's "wrong username or password" texts, in both languages it may answer in (SPEC §8).
const BAD_CREDENTIALS_MESSAGES = ['bad credentials', 'felaktiga inloggningsuppgifter'];

export type LoginError =
  | { kind: 'invalidCredentials' }
  | { kind: 'loginFailed' }
  | { kind: 'server'; message: string };

/** Wrong credentials get the friendly text; other client errors show the server's text; the rest "Login failed". */
export function toLoginError(error: unknown): LoginError {
  if (!isApiError(error)) return { kind: 'loginFailed' };
  if (BAD_CREDENTIALS_MESSAGES.includes(error.message.trim().toLowerCase()))
    return { kind: 'invalidCredentials' };
  if (error.status === 401) return { kind: 'invalidCredentials' };
  if (error.status >= 400 && error.status < 500 && error.message)
    return { kind: 'server', message: error.message };
  return { kind: 'loginFailed' };
}
