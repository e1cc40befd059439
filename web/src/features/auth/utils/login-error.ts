import { isApiError } from '@/lib/api-client';

// The auth service's "wrong username or password" texts, in both languages it may answer in (SPEC §8).
const BAD_CREDENTIALS_MESSAGES = ['bad credentials', 'felaktiga inloggningsuppgifter'];

export type LoginError =
  | { kind: 'invalidCredentials' }
  | { kind: 'loginFailed' }
  /**
   * Too many failed logins: this browser, or the account for browsers it does not know (`accountLocked`: a teacher's
   * sign-in code gets past that), waits a while (seconds when the server said).
   */
  | { kind: 'lockedOut'; retryAfterSeconds: number | undefined; accountLocked: boolean }
  /** A teacher's sign-in code that is wrong, used or expired. */
  | { kind: 'signInCodeInvalid' }
  | { kind: 'server'; message: string };

/** "Try again in 30 seconds." when the server put the wait only in its text. */
function secondsInMessage(message: string): number | undefined {
  const match = /(\d+)\s*(?:s\b|sec|seconds?|sekund)/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

/**
 * Wrong credentials get the friendly text; a lockout says how long to wait; other client errors show the server's
 * text; the rest "Login failed".
 */
export function toLoginError(error: unknown): LoginError {
  if (!isApiError(error)) return { kind: 'loginFailed' };
  if (error.code === 'sign_in_code_invalid') return { kind: 'signInCodeInvalid' };
  if (BAD_CREDENTIALS_MESSAGES.includes(error.message.trim().toLowerCase()))
    return { kind: 'invalidCredentials' };
  if (error.status === 401) return { kind: 'invalidCredentials' };
  if (error.status === 429) {
    return {
      kind: 'lockedOut',
      retryAfterSeconds: error.retryAfterSeconds ?? secondsInMessage(error.message),
      accountLocked: error.code === 'account_locked',
    };
  }
  if (error.status >= 400 && error.status < 500 && error.message)
    return { kind: 'server', message: error.message };
  return { kind: 'loginFailed' };
}
