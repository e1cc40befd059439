// The table of first calls against the loaders it describes: each first screen's loaders, run for a signed-in student
// with the API answering, send exactly the GETs the table lists, so the route preloads script (which sends the
// table's, web/test/route-preloads.test.ts) sends none that no loader takes, and misses none a loader asks for.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { StorageKey } from '@/lib/storage';
import { unsignedToken } from '@/lib/token-claims.fixtures';
import { FIRST_CALLS, type FirstCall } from './first-calls';

/** The review calls send the browser's time zone: this machine's, here. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** A signed-in student's token as the app reads it: the payload's claims (the signature is the server's to check). */
const TOKEN = unsignedToken({ sub: 'student', uid: 'u1', exp: Date.now() / 1000 + 3600 });

/** A call of the table as the API client sends it: its query built in order, as URLSearchParams writes it. */
function urlOf(call: FirstCall, params: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    query.set(name, 'param' in value ? (params[value.param] ?? '') : TIME_ZONE);
  }
  const search = query.toString();
  return search ? `${call.path}?${search}` : call.path;
}

let sent: { method: string; url: string }[] = [];

beforeEach(() => {
  // The loaders' cache and the quiz's prefetched opening keep state: each test loads them afresh.
  vi.resetModules();
  sent = [];
  const storage = new Map([[StorageKey.token as string, TOKEN]]);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ method: init.method ?? 'GET', url });
      // No unfinished session and nothing else: the quiz's opening would start a new one (a POST), later.
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The GETs the signed-in frame's loader and `page`'s send as they run: the calls the script can send before them. A
 * call a loader makes only after an answer (the question of a session the server names) is no first call.
 */
async function getsOf(page: (prefetch: typeof import('./prefetch')) => void): Promise<string[]> {
  const prefetch = await import('./prefetch');
  prefetch.signedInFrameLoader();
  page(prefetch);
  return sent
    .filter((call) => call.method === 'GET')
    .map((call) => call.url)
    .sort();
}

const quizArgs = (courseName: string, search = '') =>
  ({
    params: { courseName },
    request: new Request(`http://school.example/quiz/${encodeURIComponent(courseName)}${search}`),
  }) as unknown as LoaderFunctionArgs;

describe('the first calls table', () => {
  it('when the welcome screen opens, then its loaders send the GETs its row lists', async () => {
    const expected = (FIRST_CALLS[paths.home] ?? []).map((call) => urlOf(call, {})).sort();
    expect(await getsOf((prefetch) => prefetch.welcomeLoader())).toEqual(expected);
  });

  it('when the course list opens, then its loaders send the GETs its row lists', async () => {
    const expected = (FIRST_CALLS[paths.courses] ?? []).map((call) => urlOf(call, {})).sort();
    expect(await getsOf((prefetch) => prefetch.coursesLoader())).toEqual(expected);
  });

  it.each([
    ['a quiz', ''],
    ['a drill of a quiz', '?drill=REVIEW'],
  ])(
    'when %s opens, with a name to encode, then its loaders send the GETs its row lists',
    async (_case, search) => {
      const courseName = 'sveriges geografi å/ö';
      const expected = (FIRST_CALLS[paths.quiz] ?? []).map((call) => urlOf(call, { courseName })).sort();
      expect(await getsOf((prefetch) => prefetch.quizLoader(quizArgs(courseName, search)))).toEqual(expected);
    },
  );
});
