// The admin SQL console in a real browser: an admin runs a query and sees the rows, a refused statement shows the
// database's message, and everyone else finds neither the menu entry nor the console.
import { describe, expect, test } from 'vitest';
import { loginAs } from '../support/accounts.js';
import { openMenu } from '../support/app.js';
import { saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

describe('SQL console', { timeout: 40_000 }, () => {
  test('when an admin runs a query with Ctrl+Enter, then the rows come back as a table', async () => {
    const page = await openPage({ token: await loginAs('admin') });
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Admin SQL' }).click();
    await page.getByRole('heading', { name: 'Admin SQL', level: 1 }).waitFor();

    const run = page.getByRole('button', { name: 'Kör', exact: true });
    const statement = page.getByRole('textbox', { name: 'SQL-sats' });
    expect(await run.isDisabled()).toBe(true);
    await statement.fill('   ');
    expect(await run.isDisabled()).toBe(true);
    await saveScreenshot(page, 'sql-empty');

    await statement.fill('select username from users order by username');
    expect(await run.isDisabled()).toBe(false);
    await statement.press('Control+Enter');
    const table = page.getByRole('table', { name: 'Resultat' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['username']);
    const usernames = await table.locator('tbody').getByRole('cell').allTextContents();
    // Other tests register users too; the seed accounts come in order among them.
    const seedAccounts = ['admin', 'educator', 'premium', 'student'];
    expect(usernames.filter((username) => seedAccounts.includes(username))).toEqual(seedAccounts);
    await page.getByText(/^Kommando: SELECT$/).waitFor();
    await page.getByText(`${usernames.length} rader`).waitFor();
    await saveScreenshot(page, 'sql-select');
  });

  test('when an admin runs DDL, then the database’s refusal is shown', async () => {
    const page = await openPage({ token: await loginAs('admin') });
    await page.goto('/sql');
    await page.getByRole('textbox', { name: 'SQL-sats' }).fill('create table e2e_intruder (id integer)');
    const answered = page.waitForResponse((response) => response.url().endsWith('/admin/sql'));
    await page.getByRole('button', { name: 'Kör', exact: true }).click();
    expect((await answered).status()).toBe(400);
    const refusal = page.getByRole('alert').filter({ hasText: 'Satsen misslyckades' });
    await refusal.waitFor();
    expect((await refusal.textContent())?.replace('Satsen misslyckades', '').trim()).not.toBe('');
    expect(await page.getByRole('table').count()).toBe(0);
    await saveScreenshot(page, 'sql-ddl-refused');
  });

  test.each(['educator', 'premium'] as const)(
    'when %s looks for the console, then the menu has no entry and /sql shows the permission text',
    async (username) => {
      const page = await openPage({ token: await loginAs(username) });
      await page.goto('/');
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Profil' }).waitFor();
      expect(await menu.getByRole('link', { name: 'Admin SQL' }).count()).toBe(0);
      await page.goto('/sql');
      await page.getByText('Du har inte behörighet att visa den här sidan.').waitFor();
      expect(await page.getByRole('textbox', { name: 'SQL-sats' }).count()).toBe(0);
      await saveScreenshot(page, `sql-denied-${username}`);
    },
  );
});
