// Shared browser plumbing for e2e/browser: one Chromium, fresh contexts, full-page screenshots per screen.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './system.js';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const screenshotDirectory = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export type ContextOptions = {
  /** Stored as localStorage `token` before every page load of the context. */
  token?: string;
  viewport?: { width: number; height: number };
};

/**
 * A clean browser profile: Swedish browser language and a light colour scheme, so the app starts from its
 * defaults whatever the machine's settings are.
 */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'sv-SE',
    colorScheme: 'light',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  if (options.token) {
    await context.addInitScript({
      content: `window.localStorage.setItem('token', ${JSON.stringify(options.token)});`,
    });
  }
  return context;
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

/** Saves artifacts/screenshots/<test-name>--<screen>.png at the repository root. */
export async function saveScreenshot(page: Page, screen: string): Promise<void> {
  const testName = expect.getState().currentTestName ?? 'unnamed-test';
  await mkdir(screenshotDirectory, { recursive: true });
  await page.screenshot({
    path: `${screenshotDirectory}${slug(testName)}--${slug(screen)}.png`,
    fullPage: true,
  });
}

export async function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return (await page.evaluate(`window.localStorage.getItem(${JSON.stringify(key)})`)) as string | null;
}

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/**
 * A token shaped like the auth service's (EdDSA, with a kid), with a made-up signature: the web shell only reads
 * the claims, and while no auth service publishes keys the gateway cannot check signatures and lets it through
 * (each service verifies for itself). Once the auth service exists, browser tests log in for real instead.
 */
export function craftToken(claims: Record<string, unknown> = {}): string {
  const payload = { sub: 'student', role: 'ROLE_USER', exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return [
    base64Url(JSON.stringify({ alg: 'EdDSA', kid: 'e2e-shell', typ: 'JWT' })),
    base64Url(JSON.stringify(payload)),
    base64Url('not-a-real-signature'),
  ].join('.');
}
