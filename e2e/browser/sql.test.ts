// The admin SQL console in a real browser: an admin reads that it only reads, runs a query and sees the rows; a
// statement that would write is refused with the console's reason in the reader's language, one the database
// refuses with the database's message; everyone else finds neither the menu entry nor the console.
import { describe, expect, test } from 'vitest';
import { loginAs } from '../support/accounts.js';
import { openMenu } from '../support/app.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

describe('SQL console', { timeout: 40_000 }, () => {
  test('when an admin runs a query with Ctrl+Enter, then the rows come back as a table', async () => {
    const page = await openPage({ token: await loginAs('admin') });
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Admin SQL' }).click();
    await page.getByRole('heading', { name: 'Admin SQL', level: 1 }).waitFor();
    await page
      .getByText(
        /^SQL-konsolen kan bara läsa: den kör en SELECT \(eller EXPLAIN av en\) i taget, i högst 1 s\./,
      )
      .waitFor();

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

  test('when the console’s code fails to arrive once, then it is asked for again and the console opens', async () => {
    const page = await openPage({ token: await loginAs('admin') });
    // The first request for the page's chunk is dropped, as a busy network or machine may: "Failed to fetch
    // dynamically imported module". React Router keeps a route's failed import for the life of the page.
    const requests: string[] = [];
    await page.route(/\/assets\/sql-[\w-]+\.js$/, async (route) => {
      requests.push(route.request().url());
      if (requests.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Admin SQL' }).click();
    await page.getByRole('heading', { name: 'Admin SQL', level: 1 }).waitFor();
    expect(requests).toHaveLength(2);
    expect(await page.getByText(/Failed to fetch/).count()).toBe(0);
  });

  test('when an admin runs a statement that would write, then the console says in Swedish that it only reads, and nothing runs', async () => {
    const page = await openPage({ token: await loginAs('admin'), viewport: MOBILE_VIEWPORT });
    await page.goto('/sql');
    // The leading `;` once got a DO block past the console.
    await page
      .getByRole('textbox', { name: 'SQL-sats' })
      .fill("; do $$ begin execute 'alter role current_user password ''known'''; end $$");
    const answered = page.waitForResponse((response) => response.url().endsWith('/admin/sql'));
    await page.getByRole('button', { name: 'Kör', exact: true }).click();
    expect((await answered).status()).toBe(400);
    const refusal = page.getByRole('alert').filter({ hasText: 'Satsen misslyckades' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(
      'Satsen misslyckades' +
        'SQL-konsolen kan bara läsa: den kör SELECT (även TABLE, VALUES och WITH) och EXPLAIN av en SELECT, inget ' +
        'som ändrar data, tabeller, inställningar eller roller.',
    );
    expect(await page.getByRole('table').count()).toBe(0);
    await saveScreenshot(page, 'sql-write-refused-phone');
  });

  test('when an admin reading English runs a statement that would write, then the reason is in English', async () => {
    const page = await openPage({ token: await loginAs('admin'), storage: { language: 'en' } });
    await page.goto('/sql');
    await page
      .getByText(
        /^The SQL console only reads: it runs one SELECT \(or EXPLAIN of one\) at a time, for at most 1 s\./,
      )
      .waitFor();
    await page
      .getByRole('textbox', { name: 'SQL statement' })
      .fill(
        "with renamed as (update courses set display_name = 'Hacked' returning id) select * from renamed",
      );
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'The statement would change or lock data (a WITH part that changes data, SELECT INTO, or FOR UPDATE/SHARE). ' +
          'The SQL console only reads.',
      })
      .waitFor();
    await saveScreenshot(page, 'sql-write-refused-english');
  });

  test('when the database refuses a statement, then its own message is shown', async () => {
    const page = await openPage({ token: await loginAs('admin') });
    await page.goto('/sql');
    await page.getByRole('textbox', { name: 'SQL-sats' }).fill('select * from outbox');
    await page.getByRole('button', { name: 'Kör', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Satsen misslyckades' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Satsen misslyckadespermission denied for table outbox');
    await saveScreenshot(page, 'sql-database-refused');

    // content keeps no e-mail addresses or names (issue 44): the database says there is no such column.
    await page.getByRole('textbox', { name: 'SQL-sats' }).fill('select username, email from users');
    await page.getByRole('button', { name: 'Kör', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Satsen misslyckadescolumn "email" does not exist' })
      .waitFor();
    await saveScreenshot(page, 'sql-no-email-column');
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
