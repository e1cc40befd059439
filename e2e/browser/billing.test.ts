// The paywall and the educator contact page in a real browser, against the billing service's simulated checkout
// (development has no Stripe key): a free user pays and turns premium without logging in again, a canceled payment
// changes nothing, every role sees what SPEC §6 gives it, the educator form's checks and refusals, and the screens
// light, dark and on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { claimsOf, loginAs, registerUser } from '../support/accounts.js';
import { backgroundRgb, openMenu, pathnameOf, waitForPath } from '../support/app.js';
import { CHECKOUT_SESSION, payInSimulatedCheckout } from '../support/billing.js';
import {
  MOBILE_VIEWPORT,
  readLocalStorage,
  saveScreenshot,
  showDarkAndOnPhone,
  useBrowser,
} from '../support/browser.js';

const { openPage } = useBrowser();

/** The checkout call, whatever its query (the page's language rides along). */
const isCheckoutSession = (url: URL) => url.pathname === CHECKOUT_SESSION;
const EDUCATOR_CONTACT = '/api/v2/billing/educator-contact';

function badge(page: Page) {
  return page.locator('[data-status]');
}

/** Clicks "become member" and waits for the simulated checkout page the billing service serves. */
async function goToCheckout(page: Page, buttonName: string): Promise<void> {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/v2/billing/simulated-checkout/'));
  await page.getByRole('heading', { name: 'QuizDrill Premium' }).waitFor();
}

/** The educator tier table as rows of cell texts. */
async function tierRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Lärarpriser per medlem och månad' });
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      // Prices are formatted with no-break spaces ("49 kr").
      Array.from(row.querySelectorAll('th, td'), (cell) =>
        (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    ),
  );
}

describe('payment', { timeout: 90_000 }, () => {
  test('when a free user pays in the simulated checkout, then they come back premium, the badge is green and text to quiz opens without logging in again', async () => {
    const user = await registerUser();
    const page = await openPage({ token: user.token, storage: { language: 'en' } });
    await page.goto('/paywall');
    await page.getByRole('heading', { level: 1, name: 'Become a member' }).waitFor();
    expect(await badge(page).getAttribute('data-status')).toBe('free');
    await page.getByText(/^SEK\s69$/).waitFor();

    const started = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === CHECKOUT_SESSION,
    );
    await goToCheckout(page, 'Become a member');
    await started;
    // The simulated checkout follows the app's language.
    await page.getByText('Simulated payment — no money is charged.', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await saveScreenshot(page, 'simulated-checkout');

    await page.getByRole('button', { name: 'Pay' }).click();
    await waitForPath(page, '/paywall');
    // SPEC §8: the exact English text, once auth has granted premium and the token was refreshed.
    await page
      .getByText('payment successful and you are now a premium member', { exact: true })
      .waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => badge(page).getAttribute('data-status')).toBe('premium');
    await expect
      .poll(async () => {
        const [red, green, blue] = await backgroundRgb(badge(page));
        return green > red && green > blue;
      })
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Become a member' }).count()).toBe(0);
    const token = await readLocalStorage(page, 'token');
    expect(token).not.toBe(user.token);
    expect(claimsOf(token ?? '').sub).toBe(user.username);
    await saveScreenshot(page, 'paywall-payment-success');

    // The menu link, not a reload: the session that paid goes on.
    await page.goto('/texttoquiz');
    await page.getByRole('heading', { level: 1, name: 'Text to quiz' }).waitFor();
    await page.getByRole('textbox', { name: 'Text', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Premium required' }).count()).toBe(0);
    expect(pathnameOf(page)).toBe('/texttoquiz');
  });

  test('when a user pays on one device, then the app open on another turns premium without logging in again', async () => {
    const user = await registerUser();
    const phone = await openPage({ token: user.token, viewport: MOBILE_VIEWPORT });
    await phone.goto('/profile');
    await phone.locator('[data-status="free"]').waitFor();

    // Paid elsewhere: the checkout and the simulated payment, as the other device's browser makes them; the
    // phone's token still says free until the system outdates it.
    await payInSimulatedCheckout(user.token);

    const refreshed = phone.waitForResponse((response) => response.url().endsWith('/api/v2/auth/refresh'));
    const menu = await openMenu(phone);
    await menu.getByRole('link', { name: 'Välj kurs' }).click();
    expect((await refreshed).status()).toBe(200);
    await waitForPath(phone, '/courses');
    // The app stores the refreshed token once it has read the answer, which may come after the navigation.
    await expect
      .poll(async () => claimsOf((await readLocalStorage(phone, 'token')) ?? '').isPremium)
      .toBe(true);

    await (await openMenu(phone)).getByRole('link', { name: 'Profil' }).click();
    await phone.locator('[data-status="premium"]').waitFor();
    expect(await readLocalStorage(phone, 'session_expired')).toBeNull();
    await saveScreenshot(phone, 'premium-reached-open-app');
  });

  test('when a free user cancels in the simulated checkout, then the paywall says so and they stay free', async () => {
    const user = await registerUser();
    const page = await openPage({ token: user.token });
    await page.goto('/paywall');
    await page.getByRole('heading', { level: 1, name: 'Bli medlem' }).waitFor();
    await goToCheckout(page, 'Bli medlem');
    await page.getByText('Simulerad betalning – inga pengar dras.', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    expect(await page.getByText('69 kr/månad').isVisible()).toBe(true);
    await saveScreenshot(page, 'simulated-checkout-swedish');
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await waitForPath(page, '/paywall');
    await page.getByText('Betalningen avbröts eller misslyckades').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await badge(page).getAttribute('data-status')).toBe('free');
    expect(await page.getByRole('button', { name: 'Bli medlem', exact: true }).isEnabled()).toBe(true);
    await saveScreenshot(page, 'paywall-payment-canceled');
    expect(claimsOf((await readLocalStorage(page, 'token')) ?? '').isPremium).not.toBe(true);
  });

  test('when starting the checkout fails or the account already pays, then the user is told and stays on the paywall', async () => {
    const page = await openPage({ token: await loginAs('student') });
    await page.route(isCheckoutSession, (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"bad_gateway"}' }),
    );
    await page.goto('/paywall');
    await page.getByRole('button', { name: 'Bli medlem', exact: true }).click();
    await page.getByText('Betalningen misslyckades. Försök igen').waitFor();
    expect(pathnameOf(page)).toBe('/paywall');
    await saveScreenshot(page, 'paywall-payment-error');

    await page.unroute(isCheckoutSession);
    await page.route(isCheckoutSession, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"error":"already_premium","message":"Already premium"}',
      }),
    );
    await page.getByRole('button', { name: 'Bli medlem', exact: true }).click();
    await page.getByText('Du är redan premiummedlem – ingen ny betalning behövs.').waitFor();
    expect(pathnameOf(page)).toBe('/paywall');
  });
  test('when premium has not arrived while the page waits, then it shows the activation, then says the payment is received and offers to check again', async () => {
    // The seeded student's refresh answers a free token: the grant "never" arrives.
    const page = await openPage({ token: await loginAs('student') });
    let refreshes = 0;
    await page.route('**/api/v2/auth/refresh', async (route) => {
      refreshes++;
      await route.continue();
    });
    await page.goto('/paywall?payment=success');
    await page.getByText('Aktiverar ditt medlemskap…').first().waitFor();
    expect(await page.getByRole('button', { name: 'Bli medlem', exact: true }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'paywall-activating');
    await page.getByText('Betalningen är mottagen').waitFor({ timeout: 20_000 });
    expect(refreshes).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('button', { name: 'Kontrollera igen' }).isVisible()).toBe(true);
    expect(await badge(page).getAttribute('data-status')).toBe('free');
    expect(new URL(page.url()).search).toBe('');
    await saveScreenshot(page, 'paywall-activation-slow');
  });
});

describe('paywall by role', { timeout: 60_000 }, () => {
  test('when a free user opens the paywall, then the plan, what premium gives and the educator tiers are shown, light, dark and on a phone', async () => {
    const token = await loginAs('student');
    const page = await openPage({ token });
    await page.goto('/paywall');
    await page.getByRole('button', { name: 'Bli medlem', exact: true }).waitFor();
    // Shown once GET /api/v2/billing/plans has answered (a skeleton until then); a no-break space inside.
    await page.getByText(/^69\skr$/).waitFor();
    for (const benefit of ['AI-förklaringar när du svarar fel', 'Generera om frågor och svarsalternativ']) {
      expect(await page.getByText(benefit).isVisible(), benefit).toBe(true);
    }
    expect(await tierRows(page)).toEqual([
      ['5–10 medlemmar', '49 kr', '5 US$'],
      ['11–20 medlemmar', '39 kr', '4 US$'],
      ['21–50 medlemmar', '29 kr', '3 US$'],
      ['Fler än 50', 'Pris efter överenskommelse'],
    ]);
    expect(await page.getByText('Faktura').isVisible()).toBe(true);
    expect(await page.getByText('Kort', { exact: true }).isVisible()).toBe(true);
    await saveScreenshot(page, 'paywall-free');

    await showDarkAndOnPhone(openPage, {
      token,
      path: '/paywall',
      ready: (shown) => shown.getByRole('button', { name: 'Bli medlem', exact: true }).waitFor(),
      name: 'paywall-free',
    });

    await page.getByRole('link', { name: 'Kontakta oss om gruppriser' }).click();
    await waitForPath(page, '/educator-contact');
  });

  test('when the plans cannot be loaded, then the paywall says so and shows the standard prices', async () => {
    const page = await openPage({ token: await loginAs('student') });
    await page.route('**/api/v2/billing/plans', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    await page.goto('/paywall');
    await page.getByText('Kunde inte hämta aktuella priser. Standardpriserna visas.').waitFor();
    await page.getByText(/^69\skr$/).waitFor();
    expect((await tierRows(page))[2]).toEqual(['21–50 medlemmar', '29 kr', '3 US$']);
    expect(await page.getByRole('button', { name: 'Försök igen' }).isEnabled()).toBe(true);
    await saveScreenshot(page, 'paywall-plans-failed');
  });

  test('when a premium member opens the paywall, then it says they are a member and offers no payment', async () => {
    const page = await openPage({ token: await loginAs('premium') });
    await page.goto('/paywall');
    await page.getByText('Du är premiummedlem. Allt ovan ingår redan för dig.').waitFor();
    expect(await page.getByRole('button', { name: 'Bli medlem', exact: true }).count()).toBe(0);
    expect(await badge(page).getAttribute('data-status')).toBe('premium');
    await saveScreenshot(page, 'paywall-premium');
  });

  test('when an educator opens the welcome screen and the paywall, then no upgrade button anywhere, and the note points up to the educator prices', async () => {
    const token = await loginAs('educator');
    const page = await openPage({ token });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Välkommen, Erik!' }).waitFor();
    // The buttons show together, once the cards above them are known.
    await page.getByRole('link', { name: 'Starta nytt quiz' }).waitFor();
    expect(await page.getByRole('link', { name: 'Bli medlem' }).count()).toBe(0);
    await saveScreenshot(page, 'welcome-educator');

    await page.goto('/paywall');
    const note = page.getByText('Som lärare ingår allt detta redan för dig.', { exact: false });
    await note.waitFor();
    expect(await note.textContent()).toContain('står ovan, under ”För lärare och skolor”');
    expect(await page.getByRole('button', { name: 'Bli medlem', exact: true }).count()).toBe(0);
    expect(await badge(page).getAttribute('data-status')).toBe('educator');
    expect(await badge(page).evaluate((element) => element.closest('a'))).toBeNull();
    expect((await tierRows(page)).length).toBe(4);
    // Where the note says: the educator prices are above it.
    const table = await page.getByRole('table', { name: 'Lärarpriser per medlem och månad' }).boundingBox();
    expect(table?.y ?? Number.POSITIVE_INFINITY).toBeLessThan((await note.boundingBox())?.y ?? 0);
    expect(await page.getByRole('link', { name: 'Kontakta oss om gruppriser' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'paywall-educator');

    const phone = await openPage({ token, viewport: MOBILE_VIEWPORT, storage: { theme: 'dark' } });
    await phone.goto('/paywall');
    await phone.getByText('Som lärare ingår allt detta redan för dig.', { exact: false }).waitFor();
    await saveScreenshot(phone, 'paywall-educator-mobile-dark');
  });

  test('when the welcome screen is shown, then only a free user is offered to become a member', async () => {
    for (const [username, offered] of [
      ['student', true],
      ['premium', false],
      ['admin', false],
    ] as const) {
      const page = await openPage({ token: await loginAs(username) });
      await page.goto('/');
      await page.getByRole('link', { name: 'Starta nytt quiz' }).waitFor();
      expect(await page.getByRole('link', { name: 'Bli medlem' }).count(), username).toBe(offered ? 1 : 0);
      if (offered) {
        await page.getByRole('link', { name: 'Bli medlem' }).click();
        await waitForPath(page, '/paywall');
      }
    }
  });

  test('when an admin opens the paywall, then it shows their status and no payment', async () => {
    const page = await openPage({ token: await loginAs('admin'), storage: { language: 'en' } });
    await page.goto('/paywall');
    await page.getByText('As an administrator you already have access to everything.').waitFor();
    expect(await page.getByRole('button', { name: 'Become a member', exact: true }).count()).toBe(0);
    expect(await badge(page).getAttribute('data-status')).toBe('admin');
    await saveScreenshot(page, 'paywall-admin-english');
  });
});

describe('educator contact', { timeout: 60_000 }, () => {
  test('when group prices are named on the paywall and the contact page, then they are spelled “gruppriser” every time', async () => {
    const page = await openPage({ token: await loginAs('student') });
    const bodyText = async () => (await page.locator('body').textContent()) ?? '';
    await page.goto('/paywall');
    await page.getByText('Premiummedlemskap och gruppriser för lärare.').waitFor();
    await page.getByRole('link', { name: 'Kontakta oss om gruppriser' }).click();
    await waitForPath(page, '/educator-contact');
    await page.getByText('Våra gruppriser och hur du kontaktar oss.').waitFor();
    await page.getByRole('spinbutton', { name: 'Antal elever' }).fill('3');
    await page.getByText('Våra gruppriser gäller från 5 medlemmar').waitFor();
    expect(await bodyText()).not.toMatch(/grupppris/i);
    await saveScreenshot(page, 'educator-contact-below-minimum');
  });

  test('when the form is sent empty or wrong, then each field says what to fix; filled in, it is sent', async () => {
    const page = await openPage({ token: await loginAs('student') });
    await page.goto('/educator-contact');
    await page.getByRole('heading', { level: 1, name: 'För lärare' }).waitFor();
    // The prices fill in once GET /api/v2/billing/plans has answered: the table's rows show before them.
    await expect.poll(async () => (await tierRows(page))[0]).toEqual(['5–10 medlemmar', '49 kr', '5 US$']);
    await saveScreenshot(page, 'educator-contact');

    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === EDUCATOR_CONTACT) sent.push(request.postDataJSON());
    });
    await page.getByRole('button', { name: 'Skicka förfrågan' }).click();
    for (const text of [
      'Ange ditt namn',
      'Ange skolans namn',
      'Ange en giltig e-postadress',
      'Ange antalet elever, ett heltal från 1',
    ]) {
      await page.getByText(text).waitFor();
    }
    // Keyboard users land on the first problem.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await saveScreenshot(page, 'educator-contact-errors');

    await page.getByRole('textbox', { name: 'Namn' }).fill('Eva Lärare');
    await page.getByRole('textbox', { name: 'Skola' }).fill('Björkskolan');
    await page.getByRole('textbox', { name: 'E-post' }).fill('eva@skola');
    await page.getByRole('spinbutton', { name: 'Antal elever' }).fill('0');
    await page.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await page.getByText('Ange en giltig e-postadress').waitFor();
    await page.getByText('Ange antalet elever, ett heltal från 1').waitFor();
    expect(sent).toEqual([]);

    await page.getByRole('textbox', { name: 'E-post' }).fill('eva@skola.example');
    await page.getByRole('spinbutton', { name: 'Antal elever' }).fill('24');
    await page.getByText('29 kr / 3 US$ per medlem och månad').waitFor();
    await page.getByRole('textbox', { name: 'Meddelande (valfritt)' }).fill('Vi vill börja i januari.');
    await page.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await page.getByText('Tack för din förfrågan!').waitFor();
    await page.getByText('Vi återkommer till eva@skola.example så snart vi kan.').waitFor();
    expect(sent).toEqual([
      {
        name: 'Eva Lärare',
        school: 'Björkskolan',
        email: 'eva@skola.example',
        groupSize: 24,
        message: 'Vi vill börja i januari.',
      },
    ]);
    await saveScreenshot(page, 'educator-contact-sent');
  });

  test('when the server refuses a field or asks to wait, then the reason is shown under the field or with the wait', async () => {
    const page = await openPage({ token: await loginAs('student'), storage: { language: 'en' } });
    await page.goto('/educator-contact');
    await page.getByRole('textbox', { name: 'Name' }).fill('Eva Teacher');
    await page.getByRole('textbox', { name: 'School' }).fill('Birch School');
    await page.getByRole('textbox', { name: 'Email' }).fill('eva@school.example');
    await page.getByRole('spinbutton', { name: 'Number of students' }).fill('60');
    await page.getByText('Custom pricing', { exact: true }).first().waitFor();

    await page.route(`**${EDUCATOR_CONTACT}`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'validation', message: 'body/email must match format "email"' }),
      }),
    );
    await page.getByRole('button', { name: 'Send request' }).click();
    const email = page.getByRole('textbox', { name: 'Email' });
    await page.getByText('body/email must match format "email"').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await page.unroute(`**${EDUCATOR_CONTACT}`);
    await page.route(`**${EDUCATOR_CONTACT}`, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '120' },
        body: JSON.stringify({ error: 'too_many_requests', message: 'Too many contact requests' }),
      }),
    );
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Too many requests. Try again in 120 seconds.').waitFor();
    await saveScreenshot(page, 'educator-contact-too-many-english');
  });

  test('when the contact page is shown dark and on a phone, then it stays readable', async () => {
    await showDarkAndOnPhone(openPage, {
      token: await loginAs('educator'),
      path: '/educator-contact',
      ready: (page) => page.getByRole('button', { name: 'Skicka förfrågan' }).waitFor(),
      name: 'educator-contact',
    });
  });
});
