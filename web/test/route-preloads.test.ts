// The route preloads (issue 19): which chunks the script in index.html preloads for an address, a sign-in and a
// language, and which first calls it sends, on a small manifest; the real build is covered by the browser test in
// e2e/browser/shell.test.ts.
import { describe, expect, it } from 'vitest';
import { minified, routePattern, routePreloadScript, routePreloadTable } from '../build/route-preloads.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_shell.js': { file: 'assets/shell.js', imports: ['_framework.js'] },
  'src/login.tsx': { file: 'assets/login.js', imports: ['_framework.js'] },
  'src/app/routes/app/layout.tsx': { file: 'assets/layout.js', imports: ['_shell.js'] },
  'src/quiz.tsx': { file: 'assets/quiz.js', imports: ['_shell.js'] },
  'src/progress.tsx': { file: 'assets/progress.js', imports: ['_shell.js'] },
  'src/locales/sv.json?first-screens': { file: 'assets/sv-first.js' },
  'src/locales/sv.json?other-screens': { file: 'assets/sv-other.js' },
  'src/locales/en.json?first-screens': { file: 'assets/en-first.js' },
  'src/locales/en.json?other-screens': { file: 'assets/en-other.js' },
};

const routes = {
  '/login': ['src/locales/sv.json?first-screens', 'src/login.tsx'],
  '/quiz/:courseName': ['src/locales/sv.json?first-screens', 'src/app/routes/app/layout.tsx', 'src/quiz.tsx'],
  '/progress/:courseName': [
    'src/locales/sv.json?first-screens',
    'src/locales/sv.json?other-screens',
    'src/app/routes/app/layout.tsx',
    'src/progress.tsx',
  ],
};

const firstCalls = {
  '/quiz/:courseName': [
    { path: '/api/v2/users/me' },
    {
      path: '/api/v2/quiz/review',
      query: { courseName: { param: 'courseName' }, timeZone: { timeZone: true } },
    },
  ],
} as const;

const rules = {
  languages: ['sv', 'en'],
  defaultLanguage: 'sv',
  languageKey: 'language',
  tokenKey: 'token',
  tokenParameter: 'token',
  firstCallsGlobal: '__firstCalls',
  jsonAccept: 'application/json',
};

/** A token as auth signs them, as far as the script reads it: its payload (the signature is the server's to check). */
const tokenOf = (claims: Record<string, unknown>) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
const STUDENT = tokenOf({ sub: 'student', exp: Math.floor(Date.now() / 1000) + 3600 });

type Visit = {
  href: string;
  storage?: Record<string, string>;
  storageThrows?: boolean;
  browserLanguages?: string[];
  /** What is under the first calls' global when the script runs (the app's mark, when it started first). */
  handedOver?: unknown;
  /** The script as the build ships it. */
  minify?: boolean;
};

/**
 * Runs the preloading script against a stand-in of the browser's globals (`intl` null: a browser without Intl): the
 * hrefs of the links it added, what its later tasks made of Intl (they run only when `runTasks` is called), the calls
 * it sent and what it handed over to the API client.
 */
function runScript(
  {
    href,
    storage = {},
    storageThrows = false,
    browserLanguages = ['sv-SE'],
    handedOver,
    minify = false,
  }: Visit,
  intl: unknown = stubIntl(),
) {
  const table = routePreloadTable(manifest, rules.languages, firstCalls, routes);
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const tasks: (() => void)[] = [];
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const window: Record<string, unknown> = { [rules.firstCallsGlobal]: handedOver };
  const browser = {
    location: new URL(href, 'http://school.example'),
    navigator: { languages: browserLanguages, language: browserLanguages[0] },
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('storage is off');
        return storage[key] ?? null;
      },
    },
    document: {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { append: (link: (typeof links)[number]) => links.push(link) },
    },
    setTimeout: (task: () => void) => tasks.push(task),
    // null: a browser without Intl (undefined would be the default's).
    Intl: intl ?? undefined,
    window,
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers });
      return Promise.resolve(new Response(url));
    },
  };
  const script = routePreloadScript(table, rules, '/');
  new Function(...Object.keys(browser), minify ? minified(script) : script)(...Object.values(browser));
  for (const link of links) {
    expect(link.rel).toBe('modulepreload');
    expect(link.crossOrigin).toBe('');
  }
  const runTasks = () => {
    for (const task of tasks.splice(0)) task();
  };
  return {
    hrefs: links.map((link) => link.href),
    runTasks,
    sent,
    handedOver: window[rules.firstCallsGlobal],
  };
}

const preloadedFor = (visit: Visit) => runScript(visit).hrefs;

/** An Intl that records the objects made of it. */
function stubIntl(made: string[] = []) {
  return {
    DateTimeFormat: () => ({
      resolvedOptions: () => {
        made.push('time zone');
        return { timeZone: 'Europe/Stockholm' };
      },
    }),
    Collator: class {
      constructor(language: string) {
        made.push(`collator ${language}`);
      }
    },
  };
}

describe('route preloads', () => {
  it.each([
    ['/login', '/login', true],
    ['/login', '/login/', true],
    ['/login', '/login/oauth2', false],
    ['/quiz/:courseName', '/quiz/sveriges-geografi', true],
    ['/quiz/:courseName', '/quiz/', false],
    ['/quiz/:courseName', '/quiz/a/b', false],
    ['/', '/', true],
    ['/', '/courses', false],
  ])('when the route is %s, then its pattern takes %s: %s', (route, path, takes) => {
    expect(new RegExp(routePattern(route)).test(path)).toBe(takes);
  });

  it('when the table is made, then each route lists its chunks beyond those index.html loads, and its text parts', () => {
    const table = routePreloadTable(manifest, rules.languages, firstCalls, routes);
    expect(table.routes).toEqual([
      {
        pattern: '^/login/?$',
        signedIn: false,
        files: ['assets/login.js'],
        texts: ['first-screens'],
        calls: [],
      },
      {
        pattern: '^/quiz/(?<courseName>[^/]+)/?$',
        signedIn: true,
        files: ['assets/layout.js', 'assets/shell.js', 'assets/quiz.js'],
        texts: ['first-screens'],
        calls: firstCalls['/quiz/:courseName'],
      },
      {
        pattern: '^/progress/(?<courseName>[^/]+)/?$',
        signedIn: true,
        files: ['assets/layout.js', 'assets/shell.js', 'assets/progress.js'],
        texts: ['first-screens', 'other-screens'],
        calls: [],
      },
    ]);
    expect(table.texts.en).toEqual({
      'first-screens': 'assets/en-first.js',
      'other-screens': 'assets/en-other.js',
    });
  });

  it('when a visitor opens /login in a Swedish browser, then the login chunk and the Swedish first texts load', () => {
    expect(preloadedFor({ href: '/login' })).toEqual(['/assets/sv-first.js', '/assets/login.js']);
  });

  it('when a signed-in student opens a quiz, then the frame and the quiz load, in the stored language', () => {
    expect(
      preloadedFor({ href: '/quiz/sveriges-geografi', storage: { token: 't', language: 'en' } }),
    ).toEqual(['/assets/en-first.js', '/assets/layout.js', '/assets/shell.js', '/assets/quiz.js']);
  });

  it('when the token comes in the address, then the page counts as signed in, and a page past the first screens gets the rest of the texts', () => {
    expect(preloadedFor({ href: '/progress/x?token=t', browserLanguages: ['de-DE', 'en-GB'] })).toEqual([
      '/assets/en-first.js',
      '/assets/en-other.js',
      '/assets/layout.js',
      '/assets/shell.js',
      '/assets/progress.js',
    ]);
  });

  it('when the sign-in does not fit the page, then only the first texts load (the router will go elsewhere)', () => {
    expect(preloadedFor({ href: '/quiz/x' })).toEqual(['/assets/sv-first.js']);
    expect(preloadedFor({ href: '/login', storage: { token: 't' } })).toEqual(['/assets/sv-first.js']);
  });

  it("when a signed-in page's links are in, then a task of its own loads ICU: the time zone and a collator of the page's language", () => {
    const made: string[] = [];
    const script = runScript({ href: '/courses', storage: { token: 't', language: 'en' } }, stubIntl(made));
    expect(made).toEqual([]);
    script.runTasks();
    expect(made).toEqual(['time zone', 'collator en']);
  });

  it('when a visitor opens /login, then no Intl object is made: the page needs none', () => {
    const made: string[] = [];
    const script = runScript({ href: '/login' }, stubIntl(made));
    script.runTasks();
    expect(made).toEqual([]);
  });

  it('when the browser has no Intl, then the task does nothing and throws nothing', () => {
    const script = runScript({ href: '/courses?token=t' }, null);
    expect(script.hrefs).toEqual(['/assets/sv-first.js']);
    expect(() => script.runTasks()).not.toThrow();
  });

  it('when storage throws and the browser speaks neither language, then Swedish, and a path no route has gets the first texts', () => {
    expect(preloadedFor({ href: '/teams', storageThrows: true, browserLanguages: ['fi-FI'] })).toEqual([
      '/assets/sv-first.js',
    ]);
  });

  describe('first calls', () => {
    it("when a signed-in student opens a quiz, then its calls go out as the API client sends them: the route's parameter decoded, the time zone, the token; and are handed over", () => {
      const script = runScript({ href: '/quiz/sveriges%20geografi%C3%A5', storage: { token: STUDENT } });
      const review = '/api/v2/quiz/review?courseName=sveriges+geografi%C3%A5&timeZone=Europe%2FStockholm';
      expect(script.sent).toEqual([
        {
          url: '/api/v2/users/me',
          headers: { Accept: 'application/json', Authorization: `Bearer ${STUDENT}` },
        },
        { url: review, headers: { Accept: 'application/json', Authorization: `Bearer ${STUDENT}` } },
      ]);
      expect(script.handedOver).toEqual({
        token: STUDENT,
        responses: { '/api/v2/users/me': expect.any(Promise), [review]: expect.any(Promise) },
      });
    });

    it('when the script is minified for the build, then it preloads and sends the same', () => {
      for (const visit of [
        { href: '/quiz/sveriges%20geografi', storage: { token: STUDENT, language: 'en' } },
        { href: '/login' },
      ]) {
        const { hrefs, sent } = runScript({ ...visit, minify: true });
        expect({ hrefs, sent }).toEqual({ hrefs: runScript(visit).hrefs, sent: runScript(visit).sent });
        expect(hrefs.length).toBeGreaterThan(0);
      }
    });

    const authorizations = (script: ReturnType<typeof runScript>) =>
      script.sent.map((call) => call.headers.Authorization);
    const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

    it.each([
      ['no one is signed in', {}],
      [
        'the stored token has expired',
        { token: tokenOf({ sub: 'admin', exp: Math.floor(Date.now() / 1000) - 1 }) },
      ],
      ['the same account is signed in', { token: tokenOf({ sub: 'student', exp: inAnHour() - 60 }) }],
    ])(
      "when the address carries a token and %s, then the calls carry the address's (the app stores it)",
      (_case, storage) => {
        const script = runScript({ href: `/quiz/x?token=${STUDENT}`, storage });
        expect(authorizations(script)).toEqual([`Bearer ${STUDENT}`, `Bearer ${STUDENT}`]);
        expect(script.handedOver).toMatchObject({ token: STUDENT });
      },
    );

    it.each([
      ['names another account', STUDENT],
      ['names no user', 'not-a-token'],
    ])(
      "when another account is signed in and the address's token %s, then the calls carry the signed-in one's (the app asks first, or drops it)",
      (_case, addressToken) => {
        const admin = tokenOf({ sub: 'admin', uid: 'u-admin', exp: inAnHour() });
        const script = runScript({ href: `/quiz/x?token=${addressToken}`, storage: { token: admin } });
        expect(authorizations(script)).toEqual([`Bearer ${admin}`, `Bearer ${admin}`]);
        expect(script.handedOver).toMatchObject({ token: admin });
      },
    );

    it('when the same account comes under a new username, then it is the same account by its id', () => {
      const renamed = tokenOf({ sub: 'student-2', uid: 'u-student', exp: inAnHour() });
      const script = runScript({
        href: `/quiz/x?token=${renamed}`,
        storage: { token: tokenOf({ sub: 'student', uid: 'u-student', exp: inAnHour() }) },
      });
      expect(authorizations(script)).toEqual([`Bearer ${renamed}`, `Bearer ${renamed}`]);
    });

    it('when the browser has no time zone to give, then the review call goes without one, as the app sends it', () => {
      const script = runScript({ href: '/quiz/x', storage: { token: STUDENT } }, null);
      expect(script.sent.map((call) => call.url)).toEqual([
        '/api/v2/users/me',
        '/api/v2/quiz/review?courseName=x',
      ]);
    });

    it.each([
      ['an expired token', tokenOf({ sub: 'student', exp: Math.floor(Date.now() / 1000) - 1 })],
      ['a token without a user', tokenOf({ exp: Math.floor(Date.now() / 1000) + 3600 })],
      ['no token but a word', 'not-a-token'],
    ])(
      'when the page opens with %s, then no call is sent (the loaders will send none either)',
      (_case, token) => {
        const script = runScript({ href: '/quiz/x', storage: { token } });
        expect(script.sent).toEqual([]);
        expect(script.handedOver).toBeUndefined();
      },
    );

    it('when the app started before the script ran (a cached framework, a slow script), then none is sent: the loaders sent their own', () => {
      const script = runScript({ href: '/quiz/x', storage: { token: STUDENT }, handedOver: { untaken: [] } });
      expect(script.sent).toEqual([]);
      expect(script.handedOver).toEqual({ untaken: [] });
    });

    it('when the table has calls for a route that is no first screen, then the build fails', () => {
      expect(() => routePreloadTable(manifest, rules.languages, { '/teams': [] }, routes)).toThrow(
        'first calls for /teams, which is no first screen',
      );
    });

    it('when a page has no first calls, or a visitor opens one, then none is sent', () => {
      expect(runScript({ href: '/progress/x', storage: { token: STUDENT } }).sent).toEqual([]);
      expect(runScript({ href: '/quiz/x' }).sent).toEqual([]);
      expect(runScript({ href: '/login' }).sent).toEqual([]);
    });
  });
});
