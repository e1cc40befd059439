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

/**
 * Opens the list of a team or course field in whichever form it has: a select (a short list) is clicked; a search
 * (from ten options on, as a full run's accounts have) gets `search` typed, since its list shows only its first fifty
 * matches.
 */
export async function openOptions(field: Locator, search: string): Promise<void> {
  if ((await field.evaluate((element) => element.tagName)) === 'INPUT') await field.fill(search);
  else await field.click();
}

/** Picks `option` in a team or course field, found as openOptions finds it. */
export async function pickOption(field: Locator, search: string, option: string | RegExp): Promise<void> {
  await openOptions(field, search);
  await field.page().getByRole('option', { name: option }).click();
}

/**
 * A course's row in a course list (a student's 'Välj kurs', a teacher's 'Redigera kurs'), once it shows: a long list
 * shows its first twenty courses, so a course further down is found by typing its title into the list's search, as
 * a user would. A full run has made many courses.
 */
export async function showCourse(page: Page, displayName: string, list = 'Välj kurs'): Promise<Locator> {
  const row = page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: displayName });
  const search = page.getByRole('searchbox', { name: 'Sök bland kurserna' });
  await row.or(search).first().waitFor();
  if (!(await row.isVisible())) await search.fill(displayName);
  await row.waitFor();
  return row;
}

/** Opens the side menu's "Hantera innehåll" group and waits until its list shows. */
export async function openManageContent(menu: Locator): Promise<void> {
  const toggle = menu.getByRole('button', { name: 'Hantera innehåll' });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await menu.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).waitFor();
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
