// Smaller things a class noticed (issue 41, point 8), each in a real browser: a PIN with a leading zero says what is
// wrong, the phone menu closes by itself after 5 s, a new live game has no course picked for the host, and text to
// quiz's "Kursnamn krävs" goes once a display name suggests a course name.

import { describe, expect, test } from 'vitest';
import { loginAs } from '../support/accounts.js';
import { openMenu, waitForPath } from '../support/app.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

const SIDE_MENU_IDLE_CLOSE_MS = 5000;

describe('smaller fixes', { timeout: 60_000 }, () => {
  test('when a player types PIN 012345 or too few digits, then the message says what is wrong with it', async () => {
    const page = await openPage({ viewport: MOBILE_VIEWPORT });
    await page.goto('/live');
    const pin = page.getByRole('textbox', { name: 'Spel-PIN' });
    await pin.fill('012345');
    await page.getByRole('textbox', { name: 'Smeknamn' }).fill('Kim');
    await page.getByRole('button', { name: 'Gå med' }).click();
    await page.getByText('Ingen spel-PIN börjar med 0. Kontrollera siffrorna på tavlan.').waitFor();
    await saveScreenshot(page, 'pin-leading-zero');
    await pin.fill('12345');
    await page.getByRole('button', { name: 'Gå med' }).click();
    await page.getByText('PIN har sex siffror – du skrev 5').waitFor();
  });

  test('when the menu is opened with a tap on a phone and left alone, then it closes by itself after 5 seconds', async () => {
    const page = await openPage({ token: await loginAs('premium'), viewport: MOBILE_VIEWPORT });
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
    // The menu slides in under the spot of the open button, where the pointer was left.
    const menu = await openMenu(page);
    const opened = Date.now();
    await menu.waitFor({ state: 'hidden', timeout: SIDE_MENU_IDLE_CLOSE_MS + 4000 });
    // Closed by the idle countdown, not at once: the menu stayed open most of the 5 seconds.
    expect(Date.now() - opened).toBeGreaterThanOrEqual(SIDE_MENU_IDLE_CLOSE_MS - 2000);
  });

  test('when a teacher opens "Starta live-quiz", then no course is picked for them', async () => {
    const page = await openPage({ token: await loginAs('educator') });
    await page.goto('/');
    await (await openMenu(page)).getByRole('link', { name: 'Starta live-quiz' }).click();
    await waitForPath(page, '/live/new');
    let created = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v2/live/games')) created = true;
    });
    await page.getByRole('button', { name: 'Skapa spel' }).click();
    await page.getByText('Välj en kurs').waitFor();
    expect(created).toBe(false);
  });

  test('when text to quiz said "Kursnamn krävs" and a display name is typed, then the suggested name clears it', async () => {
    const page = await openPage({ token: await loginAs('premium'), viewport: MOBILE_VIEWPORT });
    await page.goto('/texttoquiz');
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Fotosyntesen gör socker av ljus.');
    await page.getByRole('button', { name: 'Generera frågor' }).click();
    await page.getByText('Kursnamn krävs').waitFor();
    await page.getByRole('textbox', { name: 'Visningsnamn' }).fill('Fotosyntes');
    await page.getByText('Kursnamn krävs').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'text-to-quiz-name-suggested');
  });
});
