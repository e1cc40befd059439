import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, isApiError, onTokenRenewed } from './api-client';
import { FIRST_CALLS_GLOBAL, type FirstCalls } from './first-call-handoff';
import { StorageKey } from './storage';

/** The browser's localStorage, in memory. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server as the client sees it: `outdated` tokens answer 401 token_outdated everywhere but the refresh, which
 * answers `refreshAnswer`; any other token is valid.
 */
function fakeServer(options: { outdated: string[]; refreshAnswer: () => Response }) {
  const calls: { path: string; token: string | null }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const token = new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
    const path = new URL(url, 'http://app.test').pathname;
    calls.push({ path, token });
    if (path === '/api/v2/auth/refresh') return options.refreshAnswer();
    if (token !== null && options.outdated.includes(token)) {
      return json(401, { error: 'token_outdated', message: 'The token is outdated' });
    }
    return json(200, { path, token });
  });
  return {
    fetch,
    calls,
    refreshes: () => calls.filter((call) => call.path === '/api/v2/auth/refresh').length,
  };
}

describe('apiClient and outdated tokens', () => {
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    storage.setItem(StorageKey.token, 'old');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when calls find their token outdated, then one refresh serves them all and each call answers as if nothing happened', async () => {
    const server = fakeServer({ outdated: ['old'], refreshAnswer: () => json(200, { token: 'fresh' }) });
    vi.stubGlobal('fetch', server.fetch);
    const renewed = vi.fn();
    const stopListening = onTokenRenewed(renewed);

    const answers = await Promise.all([apiClient.get('/api/v2/courses'), apiClient.get('/api/v2/users/me')]);

    expect(answers).toEqual([
      { path: '/api/v2/courses', token: 'fresh' },
      { path: '/api/v2/users/me', token: 'fresh' },
    ]);
    expect(server.refreshes()).toBe(1);
    expect(storage.getItem(StorageKey.token)).toBe('fresh');
    expect(storage.getItem(StorageKey.sessionExpired)).toBeNull();
    expect(renewed).toHaveBeenCalledOnce();
    stopListening();
  });

  it('when the refresh is refused (the account is gone), then the session ends as SPEC §4 says', async () => {
    const server = fakeServer({
      outdated: ['old'],
      refreshAnswer: () => json(401, { error: 'unauthorized', message: 'This account no longer exists' }),
    });
    vi.stubGlobal('fetch', server.fetch);

    const failure = await apiClient.get('/api/v2/courses').catch((error: unknown) => error);

    expect(isApiError(failure) && failure.status).toBe(401);
    expect(storage.getItem(StorageKey.token)).toBeNull();
    expect(storage.getItem(StorageKey.sessionExpired)).toBe('true');
  });

  it('when the fresh token is outdated again, then the call is sent once more only, and the user stays logged in', async () => {
    const server = fakeServer({
      outdated: ['old', 'also-old'],
      refreshAnswer: () => json(200, { token: 'also-old' }),
    });
    vi.stubGlobal('fetch', server.fetch);

    const failure = await apiClient.get('/api/v2/courses').catch((error: unknown) => error);

    expect(isApiError(failure) && failure.code).toBe('token_outdated');
    expect(server.calls.map((call) => `${call.path} ${call.token}`)).toEqual([
      '/api/v2/courses old',
      '/api/v2/auth/refresh old',
      '/api/v2/courses also-old',
    ]);
    expect(storage.getItem(StorageKey.token)).toBe('also-old');
    expect(storage.getItem(StorageKey.sessionExpired)).toBeNull();
  });

  it('when the refresh cannot be reached, then the call fails and the token stays for the next call to try again', async () => {
    const server = fakeServer({
      outdated: ['old'],
      refreshAnswer: () => json(503, { error: 'unavailable' }),
    });
    vi.stubGlobal('fetch', server.fetch);

    const failure = await apiClient.get('/api/v2/courses').catch((error: unknown) => error);

    expect(isApiError(failure) && failure.code).toBe('token_outdated');
    expect(storage.getItem(StorageKey.token)).toBe('old');
    expect(storage.getItem(StorageKey.sessionExpired)).toBeNull();
  });

  it('when any other 401 comes, then the session ends as before', async () => {
    storage.setItem(StorageKey.token, 'fresh');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'unauthorized', message: 'Token has expired' })),
    );

    await expect(apiClient.get('/api/v2/courses')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(StorageKey.token)).toBeNull();
    expect(storage.getItem(StorageKey.sessionExpired)).toBe('true');
  });

  it('when a call sent with a player token is refused with 401, then the signed-in session stays', async () => {
    storage.setItem(StorageKey.token, 'fresh');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(401, { error: 'player_token_invalid', message: 'Join the game again' }),
    );
    vi.stubGlobal('fetch', fetch);

    await expect(
      apiClient.post('/api/v2/live/games/g/answer', {}, { authorization: 'Player abc' }),
    ).rejects.toMatchObject({ status: 401, code: 'player_token_invalid' });
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get('authorization')).toBe('Player abc');
    expect(storage.getItem(StorageKey.token)).toBe('fresh');
    expect(storage.getItem(StorageKey.sessionExpired)).toBeNull();
  });
});

describe('apiClient and the first calls the route preloads script sent', () => {
  let storage: MemoryStorage;

  /** The script's calls, each answering `answer(url)`; `fetch` is the client's own. */
  function sentEarly(urls: string[], answer: (url: string) => Response) {
    const responses = Object.fromEntries(urls.map((url) => [url, Promise.resolve(answer(url))]));
    Reflect.set(globalThis, FIRST_CALLS_GLOBAL, { token: 'mine', responses } satisfies FirstCalls);
    const fetch = vi.fn(async (url: string, _init: RequestInit) => json(200, { fetched: url }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    storage.setItem(StorageKey.token, 'mine');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis, FIRST_CALLS_GLOBAL);
  });

  it('when a GET the script sent is asked for, then its answer is read and nothing is sent again; the next one is sent', async () => {
    const fetch = sentEarly(['/api/v2/quiz/review?courseName=a+b&timeZone=UTC'], (url) =>
      json(200, { early: url }),
    );
    const query = { courseName: 'a b', timeZone: 'UTC' };
    expect(await apiClient.get('/api/v2/quiz/review', { query })).toEqual({
      early: '/api/v2/quiz/review?courseName=a+b&timeZone=UTC',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(await apiClient.get('/api/v2/quiz/review', { query })).toEqual({
      fetched: '/api/v2/quiz/review?courseName=a+b&timeZone=UTC',
    });
  });

  it("when the script's answer is a 401, then the session ends as the client's own call would end it", async () => {
    sentEarly(['/api/v2/users/me'], () => json(401, { error: 'unauthorized', message: 'Log in' }));
    await expect(apiClient.get('/api/v2/users/me')).rejects.toMatchObject({ status: 401, message: 'Log in' });
    expect(storage.getItem(StorageKey.token)).toBeNull();
    expect(storage.getItem(StorageKey.sessionExpired)).toBe('true');
  });

  it('when the call is no plain JSON GET of this sign-in, then it is sent, and the early one is left', async () => {
    const fetch = sentEarly(['/api/v2/courses'], () => json(200, { early: true }));
    await apiClient.post('/api/v2/courses', { name: 'x' });
    await apiClient.download('/api/v2/courses');
    await apiClient.get('/api/v2/courses', { authorization: 'Player abc' });
    await apiClient.get('/api/v2/courses', { headers: { 'Idempotency-Key': 'k' } });
    storage.setItem(StorageKey.token, 'another');
    await apiClient.get('/api/v2/courses');
    expect(fetch).toHaveBeenCalledTimes(5);
    storage.setItem(StorageKey.token, 'mine');
    expect(await apiClient.get('/api/v2/courses')).toEqual({ early: true });
  });
});
