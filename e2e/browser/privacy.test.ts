// Issue 44 in a real browser: the privacy notice and accessibility statement are open to everyone (linked from the
// login page and the menu) in both languages, a user downloads their data from the profile, and deletes their
// account after saying their password again, which signs them out for good.
import { readFile } from 'node:fs/promises';
import { RETENTION_DEFAULTS } from '@quizdrill/contracts';
import { describe, expect, test } from 'vitest';
import { api, loginAs, registerUser } from '../support/accounts.js';
import { openMenu, waitForPath } from '../support/app.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

describe('privacy and accessibility pages', { timeout: 60_000 }, () => {
  test('when a signed-out visitor follows the login page’s links, then both statements open in Swedish, on a phone and in the dark', async () => {
    const page = await openPage({
      viewport: MOBILE_VIEWPORT,
      colorScheme: 'dark',
      storage: { theme: 'dark' },
    });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Integritet' }).click();
    await waitForPath(page, '/privacy');
    await page.getByRole('heading', { level: 1, name: 'Integritet och personuppgifter' }).waitFor();
    for (const heading of [
      'Vad vi lagrar och varför',
      'Hur länge',
      'Underbiträden',
      'Dina rättigheter och hur du frågar',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    for (const processor of ['OpenAI', 'Anthropic', 'Stripe', 'Google']) {
      expect(await page.getByText(processor, { exact: false }).count(), processor).toBeGreaterThan(0);
    }
    // The times the services keep data by, from the one place both read them.
    await page.getByText(`${RETENTION_DEFAULTS.answerHistoryDays} dagar efter svaret`).first().waitFor();
    await page
      .getByText(`${RETENTION_DEFAULTS.billingRecordYears} år efter utgången`, { exact: false })
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'privacy notice');
    await saveScreenshot(page, 'privacy-mobile-dark');

    await page.getByRole('link', { name: 'Tillgänglighet' }).click();
    await waitForPath(page, '/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' }).waitFor();
    await page
      .getByText(/WCAG 2\.1/)
      .first()
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Kända brister' }).waitFor();
    await expectNoAxeViolations(page, 'accessibility statement');
    await saveScreenshot(page, 'accessibility-mobile-dark');
  });

  test('when a signed-in user opens the statements from the menu in English, then they read them there', async () => {
    const page = await openPage({ token: await loginAs('student'), storage: { language: 'en' } });
    await page.goto('/courses');
    const menu = await openMenu(page, { open: 'Open menu', menu: 'Main menu' });
    await menu.getByRole('link', { name: 'Privacy' }).click();
    await waitForPath(page, '/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy and personal data' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Sub-processors' }).waitFor();
    await expectNoAxeViolations(page, 'privacy notice in English');
    await saveScreenshot(page, 'privacy-desktop-en');
    await page.goto('/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
  });
});

describe('my data on the profile', { timeout: 60_000 }, () => {
  test('when a user downloads their data and then deletes their account, then the file holds it and the account is gone', async () => {
    const user = await registerUser({ firstName: 'Vera', lastName: 'Raderad' });
    const page = await openPage({ token: user.token });
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Mina uppgifter' }).waitFor();
    await expectNoAxeViolations(page, 'profile with my data');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner som JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^quizdrill-.*\.json$/);
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(exported.services.auth.tables.users[0].email).toBe(user.email);
    expect(Object.keys(exported.services).sort()).toEqual([
      'ai',
      'auth',
      'billing',
      'classroom',
      'content',
      'quiz',
    ]);

    await page.getByRole('button', { name: 'Radera mitt konto' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Radera kontot för gott?' });
    await dialog.waitFor();
    await dialog.getByText(/Stripe/).waitFor();
    await dialog.getByLabel('Ditt lösenord').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Radera kontot' }).click();
    await dialog.getByText('Lösenordet stämmer inte.').waitFor();
    // saveScreenshot checks the dialog with axe once the field's error colours have finished their transition: a
    // check while they run measures a colour half-way (4.3:1 for the helper text).
    await saveScreenshot(page, 'delete-account-dialog');
    await page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(page, 'delete-account-dialog-mobile');

    await dialog.getByLabel('Ditt lösenord').fill(user.password);
    await dialog.getByRole('button', { name: 'Radera kontot' }).click();
    await waitForPath(page, '/login');
    expect((await api('GET', '/api/v2/users/me', { token: user.token })).status).toBe(401);
    const login = await api('POST', '/api/v2/auth/login', {
      body: { username: user.username, password: user.password },
    });
    expect(login.status).toBe(401);
  });

  test('when an admin erases a user by name, then the erasure shows until every service has confirmed it', async () => {
    const user = await registerUser();
    const page = await openPage({ token: await loginAs('admin') });
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Radera användare' }).waitFor();
    await page.getByLabel('Användarnamn att radera').fill(user.username);
    await page.getByRole('button', { name: 'Radera användaren' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Radera ${user.username} för gott?` });
    await dialog.getByRole('button', { name: 'Radera användaren' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const list = page.getByRole('list', { name: 'Raderingar' });
    await list
      .getByText(/klar i alla tjänster/)
      .first()
      .waitFor({ timeout: 30_000 });
    await list
      .getByText(/billing: bekräftad.*Bokföringslagen/)
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'admin erasures');
    await saveScreenshot(page, 'admin-erasures');
    expect((await api('GET', '/api/v2/users/me', { token: user.token })).status).toBe(401);
  });

  test('when the erasures cannot be read, then the admin is told so and can ask again', async () => {
    const page = await openPage({ token: await loginAs('admin') });
    const erasures = '**/api/v2/users/erasures';
    await page.route(erasures, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    await page.goto('/profile');
    const failure = page.getByRole('alert').filter({ hasText: 'Det gick inte att läsa in raderingarna.' });
    await failure.waitFor();
    await expectNoAxeViolations(page, 'admin erasures failed');
    await saveScreenshot(page, 'admin-erasures-failed');

    await page.unroute(erasures);
    await failure.getByRole('button', { name: 'Försök igen' }).click();
    await failure.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Raderingar' }).waitFor();
    expect(
      await page
        .getByRole('list', { name: 'Raderingar' })
        .or(page.getByText('Inga raderingar ännu.'))
        .count(),
    ).toBe(1);
  });
});
