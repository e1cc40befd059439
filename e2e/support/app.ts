// What the browser tests know about QuizDrill's screens: where things are and how to reach them.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Fills in and sends the login form (Swedish labels, the default language). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
}

/** Opens the side menu from the header and waits until it has slid fully in. */
export async function openMenu(
  page: Page,
  labels = { open: 'Öppna menyn', menu: 'Huvudmeny' },
): Promise<Locator> {
  await page.getByRole('button', { name: labels.open }).click();
  const menu = page.getByRole('navigation', { name: labels.menu });
  await menu.waitFor();
  await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  return menu;
}

/** The computed background of an element as [red, green, blue]. */
export async function backgroundRgb(locator: Locator): Promise<[number, number, number]> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [red, green, blue];
}

/** 0 (black) to 1 (white), of the page background. */
export async function pageLuminance(page: Page): Promise<number> {
  const [red, green, blue] = await backgroundRgb(page.locator('body'));
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}
