// Calling a service under test as a user: a token signed by the fake auth keys (one per user, reused), and a JSON
// or multipart body.
import { DEV_ACCOUNTS, type DevAccount } from '@quizdrill/contracts';
import type { FakeAuthKeys, TokenSubject } from './fakes/auth-keys.js';

/** A development account by name (`'student'`), or any user. */
export type Who = DevAccount['username'] | TokenSubject;

export const subjectOf = (who: Who): TokenSubject =>
  typeof who === 'string' ? DEV_ACCOUNTS.find((account) => account.username === who)! : who;

export interface ApiCallOptions {
  as?: Who;
  /** A token of the test's own (expired, forged…) instead of one for `as`. */
  token?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** Tests read whatever the API answered and assert on it, so its JSON is untyped. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type ApiResponse = Omit<Response, 'json'> & { json(): Promise<any> };

export interface ApiCaller {
  tokenFor(who: Who): Promise<string>;
  call(baseUrl: string, method: string, path: string, options?: ApiCallOptions): Promise<ApiResponse>;
}

export function createApiCaller(keys: FakeAuthKeys): ApiCaller {
  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (who: Who) => {
    const subject = subjectOf(who);
    // Per claim set: the same user renamed or with a newer token version gets a token of its own.
    const key = JSON.stringify([subject.id, subject.username, subject.role, subject.tokenVersion ?? 0]);
    let token = tokens.get(key);
    if (!token) {
      token = keys.sign(subject);
      tokens.set(key, token);
    }
    return token;
  };
  return {
    tokenFor,
    async call(baseUrl, method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      const token = options.token ?? (options.as ? await tokenFor(options.as) : undefined);
      if (token) headers.authorization = `Bearer ${token}`;
      let body: string | FormData | undefined = options.form;
      if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      return fetch(`${baseUrl}${path}`, { method, headers, body });
    },
  };
}
