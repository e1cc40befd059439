// Shared browser plumbing for e2e/browser: one Chromium, fresh contexts, full-page screenshots per screen.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs';
import { expectNoAxeViolations, waitForRest } from './axe.js';
import { baseUrl } from './system.js';

const screenshotDirectory = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));
const failureDirectory = fileURLToPath(new URL('../../artifacts/failures/', import.meta.url));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

export type ContextOptions = {
  /** Stored as localStorage `token` when the context starts (see loginAs): the browser opens logged in. */
  token?: string;
  /** Other localStorage entries to start with (`language`, `theme`, …). */
  storage?: Record<string, string>;
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** The browser's IANA time zone; the machine's when absent. */
  timezoneId?: string;
  /** Where the browser opens the app: the system's own address unless a school's (support/school.ts). */
  baseUrl?: string;
};

/**
 * A time zone where it is now between 02:00 and 21:59, for a browser test that counts on "today" lasting through it:
 * the memory's learning steps (minutes away) fall on the same day, and the test does not cross midnight. In the
 * machine's own zone such a test failed when run in the ten minutes before midnight.
 */
export function zoneAwayFromMidnight(now = new Date()): string {
  const hourIn = (timeZone: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(now));
  // At every hour of the day at least one of these is between 02 and 21 (Tokyo is UTC+9).
  const zone = ['UTC', 'Asia/Tokyo', 'America/New_York'].find((candidate) => {
    const hour = hourIn(candidate);
    return hour >= 2 && hour < 22;
  });
  if (!zone) throw new Error(`no time zone away from midnight at ${now.toISOString()}`);
  return zone;
}

/** A phone-sized viewport for the mobile screenshots. */
export const MOBILE_VIEWPORT = { width: 390, height: 844 };

/**
 * A clean browser profile: Swedish browser language and a light colour scheme, so the app starts from its
 * defaults whatever the machine's settings are. Storage is set once, at the start: a later logout stays a logout.
 */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const entries = { ...options.storage, ...(options.token ? { token: options.token } : {}) };
  const origin = options.baseUrl ?? baseUrl();
  return browser.newContext({
    baseURL: origin,
    locale: 'sv-SE',
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: options.timezoneId,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** Scrolls to the top so the sticky header sits where it belongs in a full-page picture, once the screen is at rest. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForRest(page);
}

/**
 * Saves artifacts/screenshots/<test-name>--<screen>.png at the repository root, once the screen is at rest, and
 * checks the screen with axe-core.
 */
export async function saveScreenshot(page: Page, screen: string): Promise<void> {
  const testName = expect.getState().currentTestName ?? 'unnamed-test';
  await mkdir(screenshotDirectory, { recursive: true });
  await settle(page);
  await page.screenshot({
    path: `${screenshotDirectory}${slug(testName)}--${slug(screen)}.png`,
    fullPage: true,
  });
  await expectNoAxeViolations(page, screen);
}

/** Opens a page in a fresh browser context: what useBrowser gives a test file. */
export type OpenPage = (options?: ContextOptions) => Promise<Page>;

export type DarkAndPhoneScreen = {
  token?: string;
  /** The address both pages open, or one for each where two addresses show the same screen. */
  path: string | { dark: string; phone: string };
  /** Resolves once the page shows what the pictures are of. */
  ready: (page: Page) => Promise<unknown>;
  /** The screen's name: saved as `<name>-dark` and `<name>-mobile`. */
  name: string;
};

/**
 * Shows one screen in the dark theme on a desktop and in the light theme on a phone, each picture checked with axe
 * (saveScreenshot), and expects the phone's page not to scroll sideways. Both pages are returned for a test that goes
 * on from that screen.
 */
export async function showDarkAndOnPhone(
  openPage: OpenPage,
  { token, path, ready, name }: DarkAndPhoneScreen,
): Promise<{ dark: Page; phone: Page }> {
  const paths = typeof path === 'string' ? { dark: path, phone: path } : path;
  const dark = await openPage({ token, colorScheme: 'dark', storage: { theme: 'dark' } });
  await dark.goto(paths.dark);
  await ready(dark);
  await saveScreenshot(dark, `${name}-dark`);

  const phone = await openPage({ token, viewport: MOBILE_VIEWPORT });
  await phone.goto(paths.phone);
  await ready(phone);
  expect(
    await phone.evaluate(() => document.documentElement.scrollWidth),
    `${name} on a phone scrolls sideways`,
  ).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  await saveScreenshot(phone, `${name}-mobile`);
  return { dark, phone };
}

/**
 * What a failed test's pages showed when it failed, as artifacts/failures/<test-name>--<n>.png: a flake that does not
 * come back when run again leaves its screens beside Playwright's call log in the test's error.
 */
async function saveFailedScreens(testName: string, contexts: readonly BrowserContext[]): Promise<void> {
  await mkdir(failureDirectory, { recursive: true });
  const pages = contexts.flatMap((context) => context.pages());
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({
          path: `${failureDirectory}${slug(testName)}--${index + 1}.png`,
          fullPage: true,
          timeout: 5000,
        })
        // A page that cannot be drawn any more (crashed, closed) has nothing to show.
        .catch(() => undefined),
    ),
  );
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return (await page.evaluate(`window.localStorage.getItem(${JSON.stringify(key)})`)) as string | null;
}

/**
 * One Chromium for the test file and a fresh context per page, closed after each test. Call at the top of a test
 * file; `openPage` gives a page in a new context.
 */
export function useBrowser(): { openPage: OpenPage } {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await saveFailedScreens(task.name, contexts);
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });
  return {
    openPage: async (options = {}) => {
      if (!browser) throw new Error('openPage is for tests; the browser starts in beforeAll');
      const context = await newContext(browser, options);
      contexts.push(context);
      return context.newPage();
    },
  };
}
