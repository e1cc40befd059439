// A member's plan (issue 41) in a real browser, against the simulated checkout development runs without Stripe: the
// plan page shows the plan, its price, the next charge and the invoices; cancelling takes one confirmation and keeps
// premium to the period's end, resuming one click; a user without a plan is pointed to the paywall; and the simulated
// checkout page itself is styled and passes axe's best-practice rules too.

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, loginAs, type RegisteredUser, registerUser } from '../support/accounts.js';
import { waitForPath } from '../support/app.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { payInSimulatedCheckout } from '../support/billing.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

type Membership = {
  subscription: {
    status: string;
    cancelAtPeriodEnd: boolean;
    nextChargeAt: string | null;
    currentPeriodEnd: string | null;
    simulated: boolean;
  } | null;
};

/** A new user who has paid in the simulated checkout, with a token that says premium. */
async function newMember(): Promise<{ user: RegisteredUser; token: string }> {
  const user = await registerUser({ firstName: 'Maja' });
  await payInSimulatedCheckout(user.token);
  return { user, token: await loginAs(user.username, user.password) };
}

async function membershipOf(token: string): Promise<Membership> {
  return (await api<Membership>('GET', '/api/v2/billing/subscription', { token })).body;
}

function longDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

async function fact(page: Page, term: string): Promise<string> {
  return page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').innerText();
}

describe("a member's plan", { timeout: 90_000 }, () => {
  test('when a member opens their plan from the profile, then it shows price, next charge and invoices; cancelling takes one confirmation and resuming one click', async () => {
    const { token } = await newMember();
    const before = await membershipOf(token);
    expect(before.subscription?.simulated).toBe(true);
    const nextCharge = before.subscription?.nextChargeAt as string;
    const page = await openPage({ token, viewport: MOBILE_VIEWPORT });
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Hantera medlemskapet' }).click();
    await waitForPath(page, '/profile/plan');
    await page.getByRole('heading', { level: 1, name: 'Mitt medlemskap' }).waitFor();
    await page.getByText('Aktivt', { exact: true }).waitFor();
    await page.getByText('Simulerad (utveckling)').waitFor();
    expect((await fact(page, 'Pris')).replace(/\s/g, ' ')).toBe('69 kr per månad');
    expect(await fact(page, 'Nästa dragning')).toBe(longDate(nextCharge, 'sv'));
    const invoices = page.getByRole('list', { name: 'Kvitton och fakturor' });
    await invoices.getByRole('listitem').first().waitFor();
    expect((await invoices.getByRole('listitem').first().innerText()).replace(/\s+/g, ' ')).toMatch(
      /69 kr .*Betald/,
    );
    await saveScreenshot(page, 'plan-active-mobile');

    // Cancelling: one confirmation, then premium to the period's end and no next charge.
    await page.getByRole('button', { name: 'Avsluta medlemskapet' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Avsluta medlemskapet?' });
    await dialog
      .getByText(`Premium gäller till ${longDate(before.subscription?.currentPeriodEnd as string, 'sv')}`, {
        exact: false,
      })
      .waitFor();
    const planReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().endsWith('/api/v2/billing/subscription')) {
        planReads.push(request.url());
      }
    });
    const invoicesRead = page.waitForResponse((response) =>
      response.url().endsWith('/api/v2/billing/invoices'),
    );
    await dialog.getByRole('button', { name: 'Avsluta', exact: true }).click();
    await page.getByText('Avslutas vid periodens slut', { exact: false }).waitFor();
    // The cancel's answer is the plan as it is now: shown as it is, not read again; the invoices are.
    await invoicesRead;
    expect(planReads).toEqual([]);
    expect((await membershipOf(token)).subscription?.cancelAtPeriodEnd).toBe(true);
    expect(await page.locator('dt', { hasText: 'Nästa dragning' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Avsluta medlemskapet' }).count()).toBe(0);
    await saveScreenshot(page, 'plan-cancelled-mobile');

    await page.getByRole('button', { name: 'Återuppta medlemskapet' }).click();
    await page.getByRole('button', { name: 'Avsluta medlemskapet' }).waitFor();
    expect((await membershipOf(token)).subscription?.cancelAtPeriodEnd).toBe(false);
    await page.getByText('Avslutas vid periodens slut', { exact: false }).waitFor({ state: 'detached' });
  });

  test('when a member reads their plan in English in the dark, then the same shows, reached from the paywall', async () => {
    const { token } = await newMember();
    const page = await openPage({ token, colorScheme: 'dark', storage: { theme: 'dark', language: 'en' } });
    await page.goto('/paywall');
    await page.getByRole('link', { name: 'Manage plan' }).click();
    await waitForPath(page, '/profile/plan');
    await page.getByRole('heading', { level: 1, name: 'My plan' }).waitFor();
    expect((await fact(page, 'Price')).replace(/\s/g, ' ')).toBe('SEK 69 per month');
    await page.getByRole('button', { name: 'Cancel plan' }).waitFor();
    await page
      .getByRole('list', { name: 'Receipts and invoices' })
      .getByText('Paid', { exact: false })
      .waitFor();
    await saveScreenshot(page, 'plan-active-dark-en');
  });

  test('when a user without a plan opens the plan page, then it says so and leads to the paywall', async () => {
    const user = await registerUser();
    const page = await openPage({ token: user.token, viewport: MOBILE_VIEWPORT });
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Hantera medlemskapet' }).click();
    await page.getByText('Du har inget medlemskap.', { exact: false }).waitFor();
    await page.getByText('Inga fakturor än').waitFor();
    await saveScreenshot(page, 'plan-none-mobile');
    await page.getByRole('main').getByRole('link', { name: 'Bli medlem' }).click();
    await waitForPath(page, '/paywall');
  });

  test('when the simulated checkout opens, then it is a styled page with no axe violations, best practice included', async () => {
    const user = await registerUser();
    const checkout = await api<{ url: string }>('POST', '/api/v2/stripe/create-checkout-session', {
      token: user.token,
    });
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage({ viewport: MOBILE_VIEWPORT, colorScheme });
      await page.goto(new URL(checkout.body.url).pathname + new URL(checkout.body.url).search);
      await page.getByRole('main').getByRole('heading', { name: 'QuizDrill Premium' }).waitFor();
      // Styled: the pay button is the app's blue (light) or its light blue (dark), as wide as half the card.
      const payBackground = await page
        .getByRole('button', { name: 'Betala' })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(payBackground).toBe(colorScheme === 'light' ? 'rgb(21, 101, 192)' : 'rgb(144, 202, 249)');
      await expectNoAxeViolations(page, `simulated checkout (${colorScheme})`, { bestPractice: true });
      await saveScreenshot(page, `simulated-checkout-${colorScheme}`);
    }
  });
});
