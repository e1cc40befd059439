// The web shell in a real browser: routing rules, language and theme persistence, side menu, token hand-off.
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type ClosedFirstCalls, FIRST_CALLS_GLOBAL } from '../../web/src/lib/first-call-handoff.js';
import { loginAs, registerUser } from '../support/accounts.js';
import {
  openManageContent,
  openMenu,
  pageLuminance,
  pathnameOf,
  showCourse,
  waitForPath,
} from '../support/app.js';
import { MOBILE_VIEWPORT, readLocalStorage, saveScreenshot, useBrowser } from '../support/browser.js';

const SIDE_MENU_IDLE_CLOSE_MS = 5000;

const { openPage } = useBrowser();

/** The page's background and text colours as the baseline (components/ui/baseline.css) paints them on <body>. */
function bodyColours(page: Page) {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body);
    return { background: body.backgroundColor, text: body.color };
  });
}

/** The same two colours from the UI layer's tokens (components/ui/tokens.css), as the browser resolves them now. */
function tokenColours(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--color-background)';
    probe.style.color = 'var(--color-text)';
    document.body.append(probe);
    const style = getComputedStyle(probe);
    const colours = { background: style.backgroundColor, text: style.color };
    probe.remove();
    return colours;
  });
}

/** The page's colours in each mode, as the app had them under MUI's theme (tokens.css keeps them). */
const LIGHT = { background: 'rgb(244, 246, 250)', text: 'rgba(0, 0, 0, 0.87)' };
const DARK = { background: 'rgb(15, 20, 27)', text: 'rgb(255, 255, 255)' };

describe('routing', { timeout: 30_000 }, () => {
  test('when a logged-out user opens an unknown path, then the login page opens', async () => {
    const page = await openPage();
    await page.goto('/no/such/page');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    await saveScreenshot(page, 'login');
  });

  test('when a logged-in user opens an unknown path, then it goes to / and the welcome screen', async () => {
    const page = await openPage({ token: await loginAs('student') });
    await page.goto('/no/such/page');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Välkommen, Sara!' }).waitFor();
    await saveScreenshot(page, 'welcome');
  });

  test('when a logged-in user opens /login or /register, then the course list opens instead', async () => {
    const page = await openPage({ token: await loginAs('student') });
    await page.goto('/login');
    await waitForPath(page, '/courses');
    await page.getByRole('heading', { name: 'Välj kurs' }).waitFor();
    await page.goto('/register');
    await waitForPath(page, '/courses');
    await saveScreenshot(page, 'courses');
  });

  test('when a logged-out user opens /courses, then the login page opens instead', async () => {
    const page = await openPage();
    await page.goto('/courses');
    await waitForPath(page, '/login');
    await page.getByLabel('Användarnamn').waitFor();
    expect(pathnameOf(page)).toBe('/login');
    await saveScreenshot(page, 'login');
  });

  test('when a page is opened with ?token=, then the token is stored and removed from the address', async () => {
    const token = await loginAs('student');
    const page = await openPage();
    await page.goto(`/profile?token=${encodeURIComponent(token)}&tab=settings`);
    await page.waitForURL((url) => url.pathname === '/profile' && !url.searchParams.has('token'));
    expect(new URL(page.url()).searchParams.get('tab')).toBe('settings');
    expect(await readLocalStorage(page, 'token')).toBe(token);
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    await expect.poll(() => page.getByLabel('Användarnamn').inputValue()).toBe('student');
    await saveScreenshot(page, 'profile');
  });

  test('when Google sign-in hands back a token at /login/oauth2, then the welcome screen opens', async () => {
    const token = await loginAs('premium');
    const page = await openPage();
    await page.goto(`/login/oauth2?token=${encodeURIComponent(token)}`);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Välkommen, Petra!' }).waitFor();
    expect(await readLocalStorage(page, 'token')).toBe(token);
  });

  test('when /login/oauth2 has no token, then the login page opens', async () => {
    const page = await openPage();
    await page.goto('/login/oauth2');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  });
});

describe('first load', { timeout: 30_000 }, () => {
  test('when the login page opens in Swedish, then its scripts come compressed and English loads only on switching', async () => {
    const page = await openPage();
    const scripts: { path: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) {
        scripts.push({ path: pathname, encoding: response.headers()['content-encoding'] });
      }
    });
    const loaded = (language: string) =>
      scripts.some((script) => new RegExp(`^/assets/${language}-[\\w-]+\\.js$`).test(script.path));

    await page.goto('/login');
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    expect(loaded('sv')).toBe(true);
    expect(loaded('en')).toBe(false);
    const framework = scripts.find((script) => script.path.startsWith('/assets/framework-'));
    expect(framework?.encoding).toMatch(/^(br|gzip)$/);

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(loaded('en')).toBe(true);
    await saveScreenshot(page, 'login-english');
  });

  /**
   * Holds the page's framework chunk back until `enough` holds for the requests asked so far (5 s at most), each
   * named by `pick` (undefined: not recorded): every request asked, and those asked while the chunk was held.
   */
  async function holdFramework(
    page: Page,
    pick: (request: Request) => string | undefined,
    enough: (asked: readonly string[]) => boolean,
  ) {
    const asked: string[] = [];
    let allAsked: () => void = () => undefined;
    const enoughAsked = new Promise<void>((resolve) => {
      allAsked = resolve;
    });
    page.on('request', (request) => {
      const name = pick(request);
      if (name === undefined) return;
      asked.push(name);
      if (enough(asked)) allAsked();
    });
    let letThrough: (askedWhileHeld: string[]) => void = () => undefined;
    const whileHeld = new Promise<string[]>((resolve) => {
      letThrough = resolve;
    });
    await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
      await Promise.race([enoughAsked, new Promise((resolve) => setTimeout(resolve, 5000))]);
      letThrough([...asked]);
      await route.continue();
    });
    return { asked, whileHeld };
  }

  /**
   * The scripts a page asked for while its framework chunk was held back: without the route preloads
   * (web/build/route-preloads.mjs) only the entry runs the router, and it cannot run before the framework has come,
   * so the page's own chunks and texts are asked for only after the hold (at most 5 s) ends.
   */
  async function askedForBeforeTheFramework(page: Page, path: string, expected: RegExp[]): Promise<string[]> {
    const { whileHeld } = await holdFramework(
      page,
      (request) => {
        const { pathname } = new URL(request.url());
        return pathname.startsWith('/assets/') ? pathname : undefined;
      },
      (asked) => expected.every((pattern) => asked.some((file) => pattern.test(file))),
    );
    await page.goto(path);
    return whileHeld;
  }

  test('when /login opens, then its chunks and the Swedish texts are asked for while the framework still loads', async () => {
    const page = await openPage();
    const asked = await askedForBeforeTheFramework(page, '/login', [
      /\/login-page-/,
      /\/form-field-/,
      /\/sv-/,
    ]);
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/login-page-/),
        expect.stringMatching(/^\/assets\/form-field-/),
        expect.stringMatching(/^\/assets\/sv-/),
      ]),
    );
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
  });

  /**
   * Opens `path` with the framework chunk held back until every call of `sentFirst` is asked (5 s at most), and
   * expects the page's API GETs, until `shown` resolves, to be exactly those: each asked while the framework was held,
   * each once, and each taken by the app (its mark once started lists none left, web/src/lib/first-call-handoff.ts).
   * Without the route preloads script's first calls the loaders send each only once the framework has come and run.
   */
  async function expectFirstLoadCalls(
    page: Page,
    path: string,
    sentFirst: string[],
    shown: () => Promise<unknown>,
  ) {
    const { asked, whileHeld } = await holdFramework(
      page,
      (request) => {
        const url = new URL(request.url());
        return request.method() === 'GET' && url.pathname.startsWith('/api/')
          ? `${url.pathname}${url.search}`
          : undefined;
      },
      (calls) => sentFirst.every((call) => calls.includes(call)),
    );
    await page.goto(path);
    await shown();
    const { untaken } = await page.evaluate(
      (name) => Reflect.get(window, name) as ClosedFirstCalls,
      FIRST_CALLS_GLOBAL,
    );
    const expected = [...sentFirst].sort();
    expect({ whileHeld: (await whileHeld).sort(), asked: [...asked].sort(), untaken }).toEqual({
      whileHeld: expected,
      asked: expected,
      untaken: [],
    });
  }

  test('when a signed-in student opens a quiz, then its calls go out while the framework still loads, each once, and the page takes every one', async () => {
    const page = await openPage({ token: (await registerUser()).token, timezoneId: 'Europe/Stockholm' });
    const sentFirst = [
      '/api/v2/courses',
      '/api/v2/quiz/review?courseName=sveriges-geografi&timeZone=Europe%2FStockholm',
      '/api/v2/quiz/sessions/current',
      '/api/v2/users/me',
      '/api/v2/users/me/groups',
    ];
    await expectFirstLoadCalls(page, '/quiz/sveriges-geografi', sentFirst, () =>
      page.getByRole('radiogroup').waitFor(),
    );
  });

  test('when a signed-in student opens the welcome screen, then its calls go out while the framework still loads, each once, and are taken', async () => {
    const page = await openPage({ token: (await registerUser()).token, timezoneId: 'UTC' });
    const sentFirst = [
      '/api/v2/assignments',
      '/api/v2/quiz/review?timeZone=UTC',
      '/api/v2/quiz/sessions/current',
      '/api/v2/users/me',
      '/api/v2/users/me/groups',
    ];
    await expectFirstLoadCalls(page, '/', sentFirst, () =>
      page.getByRole('heading', { name: /^Välkommen/ }).waitFor(),
    );
  });

  test('when a signed-in student opens /courses with a fresh token of theirs in the address, then its calls carry that token, go out while the framework still loads, and are taken', async () => {
    const student = await registerUser();
    // Another account's token would be asked about first (address-sign-in.test.ts).
    const page = await openPage({
      token: await loginAs(student.username, student.password),
      timezoneId: 'UTC',
    });
    const authorizations = new Set<string | undefined>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/'))
        authorizations.add(request.headers().authorization);
    });
    const sentFirst = [
      '/api/v2/assignments',
      '/api/v2/courses',
      '/api/v2/quiz/review?timeZone=UTC',
      '/api/v2/users/me',
      '/api/v2/users/me/groups',
    ];
    await expectFirstLoadCalls(page, `/courses?token=${encodeURIComponent(student.token)}`, sentFirst, () =>
      page.getByRole('heading', { name: 'Välj kurs' }).waitFor(),
    );
    expect([...authorizations]).toEqual([`Bearer ${student.token}`]);
    await showCourse(page, 'Sveriges geografi');
  });

  test('when a signed-in user opens /courses in English, then its chunks and the English texts come early, and no Swedish ones', async () => {
    const page = await openPage({ token: await loginAs('student'), storage: { language: 'en' } });
    const asked = await askedForBeforeTheFramework(page, '/courses', [/\/app-shell-/, /\/courses-/, /\/en-/]);
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/app-shell-/),
        expect.stringMatching(/^\/assets\/courses-/),
        expect.stringMatching(/^\/assets\/en-/),
      ]),
    );
    expect(asked.filter((path) => /^\/assets\/(sv-|login-page-)/.test(path))).toEqual([]);
    await page.getByRole('heading', { name: 'Select course' }).waitFor();
  });
});

describe('scroll position', { timeout: 30_000 }, () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('when a link far down a page is followed, then the next page starts at the top, and back returns to where the user was', async () => {
    const page = await openPage({ token: (await registerUser()).token, viewport: MOBILE_VIEWPORT });
    await page.goto('/paywall');
    const contactLink = page.getByRole('link', { name: 'Kontakta oss om gruppriser' });
    await contactLink.scrollIntoViewIfNeeded();
    const scrolledTo = await scrollY(page);
    expect(scrolledTo).toBeGreaterThan(300);

    await contactLink.click();
    await waitForPath(page, '/educator-contact');
    await page.getByRole('heading', { level: 1, name: 'För lärare' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await waitForPath(page, '/paywall');
    await expect.poll(() => scrollY(page)).toBe(scrolledTo);
    await page.goForward();
    await waitForPath(page, '/educator-contact');
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

describe('preferences', { timeout: 30_000 }, () => {
  test('when the user switches to English, then the texts change and stay English after a reload', async () => {
    const page = await openPage({ token: await loginAs('student') });
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('sv');

    await page.getByRole('banner').getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await expect.poll(() => readLocalStorage(page, 'language')).toBe('en');
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');
    await saveScreenshot(page, 'profile-english');

    await page.reload();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    const englishButton = page.getByRole('banner').getByRole('button', { name: 'EN', exact: true });
    expect(await englishButton.getAttribute('aria-pressed')).toBe('true');
    await saveScreenshot(page, 'profile-english-after-reload');
  });

  test('when the user switches to the dark theme, then it is stored and still dark after a reload', async () => {
    const page = await openPage();
    await page.goto('/login');
    const themeToggle = page.getByRole('button', { name: 'Mörkt läge' });
    await themeToggle.waitFor();
    expect(await pageLuminance(page)).toBeGreaterThan(0.5);

    await themeToggle.click();
    await expect.poll(() => themeToggle.getAttribute('aria-pressed')).toBe('true');
    expect(await readLocalStorage(page, 'theme')).toBe('dark');
    expect(await readLocalStorage(page, 'app_theme')).toBe('dark');
    expect(await pageLuminance(page)).toBeLessThan(0.2);
    await saveScreenshot(page, 'login-dark');

    await page.reload();
    await themeToggle.waitFor();
    expect(await themeToggle.getAttribute('aria-pressed')).toBe('true');
    expect(await pageLuminance(page)).toBeLessThan(0.2);
    await saveScreenshot(page, 'login-dark-after-reload');
  });

  test("when nobody has chosen a theme, then the system's shows until the user chooses, the page in the tokens' colours", async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await page.goto('/login');
    const themeToggle = page.getByRole('button', { name: 'Mörkt läge' });
    await themeToggle.waitFor();
    const themeAttribute = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await themeAttribute()).toBe('dark');
    expect(await pageLuminance(page)).toBeLessThan(0.2);
    expect(await bodyColours(page)).toEqual(DARK);
    expect(await tokenColours(page)).toEqual(DARK);
    // The rest of the baseline: no margin round the page, the tokens' type, borders inside an element's size.
    expect(
      await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        return { margin: body.margin, font: body.fontFamily.split(',')[0], boxSizing: body.boxSizing };
      }),
    ).toEqual({ margin: '0px', font: 'system-ui', boxSizing: 'border-box' });

    await themeToggle.click();
    await expect.poll(themeAttribute).toBe('light');
    expect(await pageLuminance(page)).toBeGreaterThan(0.5);
    expect(await bodyColours(page)).toEqual(LIGHT);
    expect(await tokenColours(page)).toEqual(LIGHT);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await themeToggle.waitFor();
    expect(await themeAttribute()).toBe('light');
    expect(await bodyColours(page)).toEqual(LIGHT);
  });
});

// The seeded student is in a team without having chosen one, so the menu would ask for a team first (teams.test.ts);
// these tests use premium, who is in no team.
describe('side menu', { timeout: 40_000 }, () => {
  async function openProfileMenu(page: Page) {
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    return openMenu(page);
  }

  test('when the pointer stays outside the open menu, then it closes by itself after 5 seconds', async () => {
    const page = await openPage({ token: await loginAs('premium') });
    const menu = await openProfileMenu(page);
    await page.getByRole('link', { name: 'Välj kurs' }).waitFor();
    await saveScreenshot(page, 'menu-open');

    await page.mouse.move(1100, 600);
    await page.waitForTimeout(SIDE_MENU_IDLE_CLOSE_MS - 2000);
    expect(await menu.isVisible()).toBe(true);
    await menu.waitFor({ state: 'hidden', timeout: 6000 });
    await saveScreenshot(page, 'menu-closed');
  });

  test('when the pointer rests over the menu, then it stays open, and closes once the pointer leaves', async () => {
    const page = await openPage({ token: await loginAs('premium') });
    const menu = await openProfileMenu(page);
    const box = await menu.boundingBox();
    if (!box) throw new Error('the open menu has no bounding box');

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // A fixed wait is the point of this test: well past the idle time, with the pointer over the menu.
    await page.waitForTimeout(SIDE_MENU_IDLE_CLOSE_MS + 2000);
    expect(await menu.isVisible()).toBe(true);
    await saveScreenshot(page, 'menu-still-open');

    await page.mouse.move(1100, 600);
    await menu.waitFor({ state: 'hidden', timeout: SIDE_MENU_IDLE_CLOSE_MS + 3000 });
  });

  test('when the user follows a menu link, then the menu closes on the route change', async () => {
    const page = await openPage({ token: await loginAs('premium') });
    await openProfileMenu(page);
    await page.getByRole('link', { name: 'Välj kurs' }).click();
    await waitForPath(page, '/courses');
    await page.getByRole('navigation', { name: 'Huvudmeny' }).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Välj kurs' }).waitFor();
    await saveScreenshot(page, 'courses');
  });

  test('when a free user opens manage content, then its entries lead to the paywall; a premium member goes to them', async () => {
    const free = await registerUser({ firstName: 'Fria' });
    const freePage = await openPage({ token: free.token });
    await openManageContent(await openProfileMenu(freePage));
    await freePage.getByRole('link', { name: 'Skapa fråga' }).click();
    await waitForPath(freePage, '/paywall');

    // Issue 4: premium members create content too (SPEC §1), so the menu lets them in.
    const premium = await openPage({ token: await loginAs('premium') });
    await openManageContent(await openProfileMenu(premium));
    await premium.getByRole('link', { name: 'Skapa fråga' }).click();
    await waitForPath(premium, '/questions/create');
  });

  test('when a host opens the menu, then it starts a live quiz and lists their games; a free user only joins one', async () => {
    const host = await openPage({ token: await loginAs('educator') });
    const hostMenu = await openProfileMenu(host);
    await hostMenu.getByRole('link', { name: 'Mina live-quiz' }).waitFor();
    await hostMenu.getByRole('link', { name: 'Gå med i live-quiz' }).waitFor();
    await hostMenu.getByRole('link', { name: 'Starta live-quiz' }).click();
    await waitForPath(host, '/live/new');
    await host.getByRole('heading', { name: 'Starta live-quiz' }).waitFor();

    const free = await openPage({ token: (await registerUser({ firstName: 'Fria' })).token });
    const freeMenu = await openProfileMenu(free);
    await freeMenu.getByRole('link', { name: 'Gå med i live-quiz' }).waitFor();
    expect(await freeMenu.getByRole('link', { name: 'Starta live-quiz' }).count()).toBe(0);
    await freeMenu.getByRole('link', { name: 'Gå med i live-quiz' }).click();
    await waitForPath(free, '/live');
    await free.getByRole('heading', { name: 'Gå med i live-quiz' }).waitFor();
  });

  test('when a logged-out visitor opens a live game address, then the join screen opens rather than the login page', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Gå med i live-quiz' }).click();
    await waitForPath(page, '/live');
    await page.goto('/live/123456');
    await page.getByRole('heading', { name: 'Gå med i live-quiz' }).waitFor();
    expect(await page.getByLabel('Spel-PIN').inputValue()).toBe('123456');
    await page.goto('/live/new');
    await waitForPath(page, '/login');
  });
});

// The screens of a first visit, as the UI layer replaced MUI on them (issue 40): each on a phone and a desktop, light
// and dark, looked at in the screenshots and checked by axe-core (saveScreenshot).
describe('first screens', () => {
  const VIEWPORTS = { phone: MOBILE_VIEWPORT, desktop: { width: 1280, height: 800 } };
  const cases = (['phone', 'desktop'] as const).flatMap((device) =>
    (['light', 'dark'] as const).map((theme) => ({ device, theme })),
  );

  test.each(cases)(
    'when /login, /register and /courses open on a $device, $theme, then axe finds nothing',
    async ({ device, theme }) => {
      const options = { viewport: VIEWPORTS[device], colorScheme: theme, storage: { theme } };
      const visitor = await openPage(options);
      await visitor.goto('/login');
      await visitor.getByLabel('Användarnamn').waitFor();
      await saveScreenshot(visitor, `login-${device}-${theme}`);
      await visitor.goto('/register');
      await visitor.getByRole('heading', { name: 'Skapa konto' }).waitFor();
      await saveScreenshot(visitor, `register-${device}-${theme}`);

      const student = await openPage({ ...options, token: await loginAs('student') });
      await student.goto('/courses');
      await student.getByRole('heading', { name: 'Välj kurs' }).waitFor();
      // The mastery bars load after the list: the picture shows them drawn, not their placeholders.
      await student
        .getByText(/^\d+ behärskade, /)
        .first()
        .waitFor();
      await saveScreenshot(student, `courses-${device}-${theme}`);
    },
  );
});
