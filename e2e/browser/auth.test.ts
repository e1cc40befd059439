// Signing in and out in a real browser against the real auth service: the login form with every seed account,
// refusals, lockout (its countdown, and a known browser getting past it), registration, logout, an expired or
// forged session, Google's error hand-back, token refresh.
import { describe, expect, test } from 'vitest';
import {
  claimsOf,
  lockAccount,
  loginAs,
  registerUser,
  type SeedUsername,
  seedAccounts,
  uniqueUsername,
  withBrokenSignature,
  withClaims,
} from '../support/accounts.js';
import { submitLogin, waitForPath } from '../support/app.js';
import { MOBILE_VIEWPORT, readLocalStorage, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

describe('login', { timeout: 30_000 }, () => {
  test.each(Object.keys(seedAccounts) as SeedUsername[])(
    'when %s logs in through the form, then the welcome screen greets them by first name',
    async (username) => {
      const page = await openPage();
      await page.goto('/login');
      await submitLogin(page, username, 'quizdrill');
      await waitForPath(page, '/');
      await page.getByRole('heading', { name: `Välkommen, ${seedAccounts[username].firstName}!` }).waitFor();
      const token = await readLocalStorage(page, 'token');
      expect(token && claimsOf(token)).toMatchObject({ sub: username, role: seedAccounts[username].role });
      await saveScreenshot(page, `welcome-${username}`);
    },
  );

  test('when the create-own-quiz button is used, then admin, educator and premium go to question create, free users to the paywall', async () => {
    for (const [username, destination] of [
      ['premium', '/questions/create'],
      ['student', '/paywall'],
    ] as const) {
      const page = await openPage({ token: await loginAs(username) });
      await page.goto('/');
      await page.getByRole('link', { name: 'Skapa eget quiz' }).click();
      await waitForPath(page, destination);
    }
  });

  test('when the password is wrong, then the invalid-credentials message shows and the password is cleared', async () => {
    const page = await openPage();
    await page.goto('/login');
    await submitLogin(page, 'student', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Felaktigt användarnamn eller lösenord' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Lösenord', exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Användarnamn').inputValue()).toBe('student');
    expect(await readLocalStorage(page, 'token')).toBeNull();
    await saveScreenshot(page, 'login-invalid-credentials');
  });

  test('when a field is empty, then the form says so without asking the server', async () => {
    const page = await openPage();
    await page.goto('/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/auth/login')) loginCalls++;
    });
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByText('Ange ditt användarnamn.').waitFor();
    await page.getByText('Ange ditt lösenord.').waitFor();
    expect(loginCalls).toBe(0);
    await saveScreenshot(page, 'login-required-fields');
  });

  test('when an account has failed too often, then the login page counts the wait down and lets the user try again at zero', async () => {
    const user = await registerUser();
    await lockAccount(user.username);

    const page = await openPage();
    await page.clock.install();
    await page.goto('/login');
    await submitLogin(page, user.username, user.password);
    const countdown = page.getByTestId('lockout-countdown');
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(
      /^För många misslyckade inloggningar\. Försök igen om \d+ sekunder\.$/,
    );
    const secondsShown = async () => Number(/(\d+) sekund/.exec((await countdown.textContent()) ?? '')?.[1]);
    const firstShown = await secondsShown();
    const loginButton = page.getByRole('button', { name: 'Logga in', exact: true });
    expect(await loginButton.isDisabled()).toBe(true);
    expect(await readLocalStorage(page, 'token')).toBeNull();
    await saveScreenshot(page, 'login-locked-out');

    await page.clock.runFor(3_000);
    await expect.poll(secondsShown).toBeLessThanOrEqual(firstShown - 3);
    expect(await loginButton.isDisabled()).toBe(true);

    await page.clock.runFor(firstShown * 1000);
    await expect.poll(() => loginButton.isEnabled()).toBe(true);
    expect(await countdown.count()).toBe(0);
  });

  test('when the account is locked and the page is in English, then the English wait counts down too', async () => {
    const user = await registerUser();
    await lockAccount(user.username);

    const page = await openPage({
      storage: { language: 'en' },
      viewport: MOBILE_VIEWPORT,
      colorScheme: 'dark',
    });
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const countdown = page.getByTestId('lockout-countdown');
    await countdown.waitFor();
    const secondsShown = async () =>
      Number(
        /^Too many failed logins\. Try again in (\d+) seconds\.$/.exec(
          (await countdown.textContent()) ?? '',
        )?.[1],
      );
    const firstShown = await secondsShown();
    expect(firstShown).toBeGreaterThan(1);
    await saveScreenshot(page, 'login-locked-out-en-mobile-dark');

    await page.clock.runFor(2_000);
    await expect.poll(secondsShown).toBeLessThanOrEqual(firstShown - 2);
  });

  test('when a classmate locks an account, then the browser its owner logged in with before still gets in, a new browser waits', async () => {
    const user = await registerUser();
    const ownBrowser = await openPage();
    await ownBrowser.goto('/login');
    await submitLogin(ownBrowser, user.username, user.password);
    await waitForPath(ownBrowser, '/');
    const deviceCookie = (await ownBrowser.context().cookies()).find(
      (cookie) => cookie.name === 'quizdrill_device',
    );
    expect(deviceCookie).toMatchObject({ path: '/api/v2/auth', httpOnly: true, sameSite: 'Strict' });
    await ownBrowser.goto('/logout');
    await expect.poll(() => readLocalStorage(ownBrowser, 'token')).toBeNull();

    await lockAccount(user.username);

    const newBrowser = await openPage();
    await newBrowser.goto('/login');
    await submitLogin(newBrowser, user.username, user.password);
    await newBrowser.getByTestId('lockout-countdown').waitFor();
    expect(await readLocalStorage(newBrowser, 'token')).toBeNull();
    // The lock may be this account's alone: the next student at the same computer need not wait it out.
    const loginButton = newBrowser.getByRole('button', { name: 'Logga in', exact: true });
    expect(await loginButton.isDisabled()).toBe(true);
    await newBrowser.getByLabel('Användarnamn').fill('student');
    await expect.poll(() => loginButton.isEnabled()).toBe(true);
    expect(await newBrowser.getByTestId('lockout-countdown').count()).toBe(0);

    await ownBrowser.goto('/login');
    await submitLogin(ownBrowser, user.username, user.password);
    await waitForPath(ownBrowser, '/');
    await ownBrowser.getByRole('heading', { name: `Välkommen, ${user.firstName}!` }).waitFor();
    const token = await readLocalStorage(ownBrowser, 'token');
    expect(token && claimsOf(token)).toMatchObject({ sub: user.username });
  });

  test.each([
    ['oauth_failed', 'Inloggningen med Google misslyckades. Försök igen.'],
    ['oauth_not_configured', 'Inloggning med Google är inte tillgänglig just nu.'],
    ['oauth_email_unverified', 'Ditt Google-konto har ingen verifierad e-postadress.'],
    ['oauth_state_mismatch', 'Inloggningen med Google gick ut eller startades i ett annat fönster.'],
    ['something_new', 'Inloggningen med Google misslyckades'],
  ])('when Google sign-in comes back with ?error=%s, then the login page explains it', async (code, text) => {
    const page = await openPage();
    await page.goto(`/login?error=${code}`);
    await page.getByRole('alert').filter({ hasText: text }).waitFor();
    await saveScreenshot(page, `login-${code}`);
  });
});

describe('register', { timeout: 30_000 }, () => {
  test('when a new user fills in the form, then the account is created and the welcome screen greets them', async () => {
    const username = uniqueUsername('reg');
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Skapa ett konto' }).click();
    await waitForPath(page, '/register');
    await page.getByRole('heading', { name: 'Skapa konto' }).waitFor();
    await saveScreenshot(page, 'register');

    await page.getByLabel('Användarnamn').fill(username);
    await page.getByLabel('E-post').fill(`${username}@example.test`);
    await page.getByLabel('Förnamn').fill('Maja');
    await page.getByLabel('Efternamn').fill('Lind');
    await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('ett-bra-lösenord');
    await page.getByLabel('Bekräfta lösenordet').fill('ett-bra-lösenord');
    await page.getByRole('button', { name: 'Skapa konto' }).click();

    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Välkommen, Maja!' }).waitFor();
    const token = await readLocalStorage(page, 'token');
    expect(token && claimsOf(token)).toMatchObject({ sub: username, role: 'ROLE_USER' });
    expect(await loginAs(username, 'ett-bra-lösenord')).toBeTruthy();
  });

  test('when the form breaks the rules, then each field says what is wrong before anything is sent', async () => {
    const page = await openPage();
    await page.goto('/register');
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v2/auth/register')) registerCalls++;
    });
    await page.getByLabel('Användarnamn').fill('åa');
    await page.getByLabel('E-post').fill('inte-en-adress');
    await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('kort');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByText('Användarnamnet ska ha 3–32 tecken.').waitFor();
    await page.getByText('Ange en giltig e-postadress.').waitFor();
    await page.getByText('Ange ditt förnamn.').waitFor();
    await page.getByText('Ange ditt efternamn.').waitFor();
    await page.getByText('Lösenordet måste ha minst 8 tecken.').waitFor();
    expect(registerCalls).toBe(0);
    await saveScreenshot(page, 'register-invalid');

    await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('långt-nog-lösenord');
    await page.getByLabel('Bekräfta lösenordet').fill('något-annat');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByText('Lösenorden stämmer inte överens.').waitFor();
    expect(registerCalls).toBe(0);
  });

  test('when the username or email is taken, then the server refusal shows under that field', async () => {
    const existing = await registerUser();
    const page = await openPage();
    await page.goto('/register');
    await page.getByLabel('Användarnamn').fill(existing.username.toUpperCase());
    await page.getByLabel('E-post').fill(`${uniqueUsername()}@example.test`);
    await page.getByLabel('Förnamn').fill('Maja');
    await page.getByLabel('Efternamn').fill('Lind');
    await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('ett-bra-lösenord');
    await page.getByLabel('Bekräfta lösenordet').fill('ett-bra-lösenord');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    const usernameField = page.getByRole('textbox', { name: 'Användarnamn' });
    await page.getByText('Användarnamnet är redan upptaget').waitFor();
    expect(await usernameField.getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, 'register-username-taken');

    await page.getByLabel('Användarnamn').fill(uniqueUsername());
    await page.getByLabel('E-post').fill(existing.email.toUpperCase());
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByText('E-postadressen är redan registrerad').waitFor();
    expect(await page.getByRole('textbox', { name: 'E-post' }).getAttribute('aria-invalid')).toBe('true');
    expect(await readLocalStorage(page, 'token')).toBeNull();
  });

  test('when the register page is on a phone in the dark theme, then the form fits the screen', async () => {
    const page = await openPage({ viewport: MOBILE_VIEWPORT, storage: { theme: 'dark' } });
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Skapa konto' }).waitFor();
    const scrollWidth = (await page.evaluate('document.documentElement.scrollWidth')) as number;
    expect(scrollWidth).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    await saveScreenshot(page, 'register-mobile-dark');
  });
});

describe('logout', { timeout: 30_000 }, () => {
  test('when the user logs out from the menu, then the notice shows, and log in again works', async () => {
    const page = await openPage({ token: await loginAs('premium') });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Välkommen, Petra!' }).waitFor();
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    await page.getByRole('link', { name: 'Logga ut' }).click();

    await waitForPath(page, '/logout');
    await page.getByRole('status').filter({ hasText: 'Du är nu utloggad.' }).waitFor();
    await expect.poll(() => readLocalStorage(page, 'token')).toBeNull();
    await saveScreenshot(page, 'logout-notice');

    // Logged out means logged out: the app's pages lead to the login page, without a session-expired message.
    await page.goto('/profile');
    await waitForPath(page, '/login');
    expect(await page.getByText('Din session har gått ut.').count()).toBe(0);
    await page.goto('/logout');

    await page.getByRole('link', { name: 'Logga in igen' }).click();
    await waitForPath(page, '/login');
    await submitLogin(page, 'premium', 'quizdrill');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Välkommen, Petra!' }).waitFor();
  });

  test('when the logout notice is on a phone in the dark theme, then it still reads well', async () => {
    const page = await openPage({ viewport: MOBILE_VIEWPORT, storage: { theme: 'dark' } });
    await page.goto('/logout');
    await page.getByRole('link', { name: 'Logga in igen' }).waitFor();
    await saveScreenshot(page, 'logout-notice-mobile-dark');
  });
});

describe('session expiry', { timeout: 30_000 }, () => {
  test('when the stored token has a forged signature, then the server refuses it and the login page says the session expired', async () => {
    const page = await openPage({ token: withBrokenSignature(await loginAs('student')) });
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/v2/users/me') && response.status() === 401,
    );
    await page.goto('/profile');
    await refused;
    await waitForPath(page, '/login');
    await page.getByText('Din session har gått ut. Logga in igen.').waitFor();
    expect(await readLocalStorage(page, 'token')).toBeNull();
    expect(await readLocalStorage(page, 'force_login')).toBe('true');
    await saveScreenshot(page, 'login-session-expired');

    await submitLogin(page, 'student', 'quizdrill');
    await waitForPath(page, '/');
    expect(await readLocalStorage(page, 'force_login')).toBeNull();
  });

  test('when the stored token has expired, then the login page says the session expired', async () => {
    const expired = withClaims(await loginAs('student'), { exp: Math.floor(Date.now() / 1000) - 60 });
    const page = await openPage({ token: expired });
    await page.goto('/courses');
    await waitForPath(page, '/login');
    await page.getByText('Din session har gått ut. Logga in igen.').waitFor();
    expect(await readLocalStorage(page, 'token')).toBeNull();
  });

  test('when the token nears its expiry while the app is open, then it is swapped for a fresh one', async () => {
    const token = await loginAs('premium');
    const page = await openPage({ token });
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Välkommen, Petra!' }).waitFor();

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v2/auth/refresh'));
    // Tokens live an hour and are refreshed ten minutes before they expire.
    await page.clock.fastForward('51:00');
    const response = await refreshed;
    expect(response.status()).toBe(200);
    const { token: fresh } = (await response.json()) as { token: string };
    await expect.poll(() => readLocalStorage(page, 'token')).toBe(fresh);
    expect(claimsOf(fresh)).toMatchObject({ sub: 'premium', role: 'ROLE_PREMIUM' });
    await page.getByRole('heading', { name: 'Välkommen, Petra!' }).waitFor();
  });
});
