// The web shell in a real browser: routing rules, language and theme persistence, side menu, token hand-off.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  craftToken,
  launchBrowser,
  newContext,
  readLocalStorage,
  saveScreenshot,
} from '../support/browser.js';

const SIDE_MENU_IDLE_CLOSE_MS = 5000;

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openPage(options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  const freshContext = await newContext(browser, options);
  context = freshContext;
  return freshContext.newPage();
}

function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function relativeLuminance(page: Page): Promise<number> {
  const colour = (await page.evaluate('getComputedStyle(document.body).backgroundColor')) as string;
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}

describe('routing', { timeout: 30_000 }, () => {
  test('when a logged-out user opens an unknown path, then the login page opens', async () => {
    const page = await openPage();
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Logga in' }).waitFor();
    await saveScreenshot(page, 'login');
  });

  test('when a logged-in user opens an unknown path, then it goes via / to /courses', async () => {
    const page = await openPage({ token: craftToken() });
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/courses');
    await page.getByRole('heading', { name: 'Välj kurs' }).waitFor();
    await saveScreenshot(page, 'courses');
  });

  test('when a logged-out user opens /courses, then the login page opens instead', async () => {
    const page = await openPage();
    await page.goto('/courses');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Användarnamn').waitFor();
    expect(pathnameOf(page)).toBe('/login');
    await saveScreenshot(page, 'login');
  });

  test('when a page is opened with ?token=, then the token is stored and removed from the address', async () => {
    const token = craftToken({ sub: 'student' });
    const page = await openPage();
    await page.goto(`/profile?token=${encodeURIComponent(token)}&tab=settings`);
    await page.waitForURL((url) => url.pathname === '/profile' && !url.searchParams.has('token'));
    expect(new URL(page.url()).searchParams.get('tab')).toBe('settings');
    expect(await readLocalStorage(page, 'token')).toBe(token);
    // The auth service does not answer yet: the page still works from the token's claims.
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    await page.getByText('student', { exact: true }).waitFor();
    await saveScreenshot(page, 'profile');
  });
});

describe('preferences', { timeout: 30_000 }, () => {
  test('when the user switches to English, then the texts change and stay English after a reload', async () => {
    const page = await openPage({ token: craftToken() });
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
    expect(await relativeLuminance(page)).toBeGreaterThan(0.5);

    await themeToggle.click();
    await expect.poll(() => themeToggle.getAttribute('aria-pressed')).toBe('true');
    expect(await readLocalStorage(page, 'theme')).toBe('dark');
    expect(await readLocalStorage(page, 'app_theme')).toBe('dark');
    expect(await relativeLuminance(page)).toBeLessThan(0.2);
    await saveScreenshot(page, 'login-dark');

    await page.reload();
    await themeToggle.waitFor();
    expect(await themeToggle.getAttribute('aria-pressed')).toBe('true');
    expect(await relativeLuminance(page)).toBeLessThan(0.2);
    await saveScreenshot(page, 'login-dark-after-reload');
  });
});

describe('side menu', { timeout: 40_000 }, () => {
  async function openMenu(page: Page) {
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profil' }).waitFor();
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
    await menu.waitFor();
    // The drawer slides in from the left; measure and point at it only once it is in place.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    return menu;
  }

  test('when the pointer stays outside the open menu, then it closes by itself after 5 seconds', async () => {
    const page = await openPage({ token: craftToken() });
    const menu = await openMenu(page);
    await page.getByRole('link', { name: 'Välj kurs' }).waitFor();
    await saveScreenshot(page, 'menu-open');

    await page.mouse.move(1100, 600);
    await page.waitForTimeout(SIDE_MENU_IDLE_CLOSE_MS - 2000);
    expect(await menu.isVisible()).toBe(true);
    await menu.waitFor({ state: 'hidden', timeout: 6000 });
    await saveScreenshot(page, 'menu-closed');
  });

  test('when the pointer rests over the menu, then it stays open, and closes once the pointer leaves', async () => {
    const page = await openPage({ token: craftToken() });
    const menu = await openMenu(page);
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
    const page = await openPage({ token: craftToken() });
    await openMenu(page);
    await page.getByRole('link', { name: 'Välj kurs' }).click();
    await page.waitForURL((url) => url.pathname === '/courses');
    await page.getByRole('navigation', { name: 'Huvudmeny' }).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Välj kurs' }).waitFor();
    await saveScreenshot(page, 'courses');
  });
});
