// Google sign-in in a real browser: the e2e harness runs a local OpenID provider as Google (test-kit's
// startFakeGoogle) and points the auth service at it, so the whole redirect dance happens for real.
import { describe, expect, test } from 'vitest';
import { claimsOf } from '../support/accounts.js';
import { waitForPath } from '../support/app.js';
import { readLocalStorage, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

describe('Google sign-in', { timeout: 30_000 }, () => {
  test('when a new person signs in with Google, then an account is made and the app greets them', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page
      .getByRole('link', { name: 'Logga in med Google' })
      .or(page.getByRole('button', { name: 'Logga in med Google' }))
      .click();

    // Google's sign-in page (the fake's): who signs in is typed, as a test account would be chosen.
    const email = `ingrid.${Date.now().toString(36)}@gmail.example`;
    await page.locator('input[name="email"]').waitFor();
    await saveScreenshot(page, 'provider-sign-in');
    await page.locator('input[name="sub"]').fill(`google-${Date.now()}`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="given_name"]').fill('Ingrid');
    await page.locator('input[name="family_name"]').fill('Bergman');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Välkommen, Ingrid!' }).waitFor();
    const token = await readLocalStorage(page, 'token');
    expect(token && claimsOf(token)).toMatchObject({ role: 'ROLE_USER', isPremium: false });
    expect(page.url()).not.toContain('token=');
    await saveScreenshot(page, 'welcome-after-google');
  });
});
