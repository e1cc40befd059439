// A sign-in that comes in an address (SPEC §2's `?token=`, /login/oauth2) over a signed-in account (issue 39): a link
// could sign a victim in as someone else. The same account's token is taken silently (a signed-out visitor's too:
// shell.test.ts); another account's is asked about first, and until the user says yes no call carries it, not even
// the first calls the route preloads script sends before the app runs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { loginAs, type RegisteredUser, registerUser, uniqueUsername } from '../support/accounts.js';
import { waitForPath } from '../support/app.js';
import { MOBILE_VIEWPORT, readLocalStorage, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

/** Every Authorization header the page's API calls carry, from the first one the preloads script sends. */
function authorizationsOf(page: Page): Set<string | undefined> {
  const authorizations = new Set<string | undefined>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      authorizations.add(request.headers().authorization);
  });
  return authorizations;
}

const question = (page: Page, arriving: RegisteredUser) =>
  page.getByRole('alertdialog', { name: `Logga in som ${arriving.username}?` });

/** The signed-in account (Ylva) and the one a link would sign in (Xerxes), with names the screens show. */
async function twoAccounts() {
  const [signedIn, arriving] = await Promise.all([
    registerUser({ username: uniqueUsername('ylva'), firstName: 'Ylva' }),
    registerUser({ username: uniqueUsername('xerxes'), firstName: 'Xerxes' }),
  ]);
  return { signedIn, arriving };
}

describe('a token in the address over a signed-in account', { timeout: 40_000 }, () => {
  test('when it is the same account’s, then it is stored without a question', async () => {
    const user = await registerUser();
    const sameAccount = await loginAs(user.username, user.password);
    const page = await openPage({ token: user.token });
    const authorizations = authorizationsOf(page);
    await page.goto(`/courses?token=${encodeURIComponent(sameAccount)}`);
    await page.waitForURL((url) => url.pathname === '/courses' && !url.searchParams.has('token'));
    await page.getByRole('heading', { name: 'Välj kurs' }).waitFor();
    expect(await readLocalStorage(page, 'token')).toBe(sameAccount);
    expect([...authorizations]).toEqual([`Bearer ${sameAccount}`]);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  test('when it is another account’s, then the user is asked on a phone, no call carries it, and “Avbryt” keeps the session', async () => {
    const { signedIn, arriving } = await twoAccounts();
    const page = await openPage({ token: signedIn.token, viewport: MOBILE_VIEWPORT });
    const authorizations = authorizationsOf(page);
    await page.goto(`/courses?token=${encodeURIComponent(arriving.token)}`);
    const asked = question(page, arriving);
    await asked.waitFor();
    expect(await asked.textContent()).toBe(
      `Logga in som ${arriving.username}?Du är inloggad som ${signedIn.username}.AvbrytLogga in som ${arriving.username}`,
    );
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    // The safe answer has the focus: Enter does not switch.
    expect(
      await asked
        .getByRole('button', { name: 'Avbryt' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await saveScreenshot(page, 'sign-in-question-phone');

    await asked.getByRole('button', { name: 'Avbryt' }).click();
    await asked.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Välj kurs' }).waitFor();
    expect(await readLocalStorage(page, 'token')).toBe(signedIn.token);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Välkommen, Ylva!' }).waitFor();
    // Calls that carry no token (the version line) aside.
    expect([...authorizations].filter(Boolean)).toEqual([`Bearer ${signedIn.token}`]);
  });

  test('when it is another account’s and the user says yes, then that account is signed in', async () => {
    const { signedIn, arriving } = await twoAccounts();
    const page = await openPage({ token: signedIn.token });
    await page.goto(`/?token=${encodeURIComponent(arriving.token)}`);
    const asked = question(page, arriving);
    await asked.waitFor();
    // Still the signed-in account's page, under the question (the modal hides it from the accessibility tree).
    await page.getByText('Välkommen, Ylva!').waitFor();
    await asked.getByRole('button', { name: `Logga in som ${arriving.username}` }).click();
    await page.getByRole('heading', { name: 'Välkommen, Xerxes!' }).waitFor();
    expect(await readLocalStorage(page, 'token')).toBe(arriving.token);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  test('when Google sign-in hands back another account’s token at /login/oauth2, then the user is asked there too', async () => {
    const { signedIn, arriving } = await twoAccounts();
    const page = await openPage({ token: signedIn.token, storage: { language: 'en' } });
    await page.goto(`/login/oauth2?token=${encodeURIComponent(arriving.token)}`);
    await waitForPath(page, '/');
    const asked = page.getByRole('alertdialog', { name: `Sign in as ${arriving.username}?` });
    await asked.waitFor();
    await asked.getByText(`You are signed in as ${signedIn.username}.`).waitFor();
    await saveScreenshot(page, 'sign-in-question-english');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await asked.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Welcome, Ylva!' }).waitFor();
    expect(await readLocalStorage(page, 'token')).toBe(signedIn.token);

    await page.goto(`/login/oauth2?token=${encodeURIComponent(arriving.token)}`);
    await page
      .getByRole('alertdialog', { name: `Sign in as ${arriving.username}?` })
      .getByRole('button', { name: `Sign in as ${arriving.username}` })
      .click();
    await page.getByRole('heading', { name: 'Welcome, Xerxes!' }).waitFor();
    expect(await readLocalStorage(page, 'token')).toBe(arriving.token);
  });
});
