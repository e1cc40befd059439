// What one pupil's mistakes or mischief cannot do to a class behind the same school address (issue 39): a script
// guessing PINs or passwords from the school's address keeps no classmate out of a live game or of logging in, and a
// pupil a guesser locked out of their account gets in on a new browser with a code from their teacher, while the
// guesser is held back. Each school is an address of its own (support/school.ts), so nothing here is counted against
// the other tests.
import { describe, expect, test } from 'vitest';
import { addTeamMember, createTeam, loginAs, registerUser } from '../support/accounts.js';
import { submitLogin, waitForPath } from '../support/app.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';
import { createLiveGame, joinOnPage } from '../support/live.js';
import { createQuizCourse } from '../support/quiz.js';
import { openSchool, type School } from '../support/school.js';

const { openPage } = useBrowser();

/** What a script does that behaves like the join page: the device cookie first. */
async function scriptDevice(school: School): Promise<string> {
  const answer = await fetch(`${school.url}/api/v2/live/join/device`, { method: 'POST' });
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('quizdrill_live_device='));
  if (!cookie) throw new Error(`the join page's device answered ${answer.status}`);
  return cookie.split(';')[0]!;
}

function scriptJoin(school: School, pin: string, cookie?: string): Promise<Response> {
  return fetch(`${school.url}/api/v2/live/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ pin, nickname: 'Gissaren' }),
  });
}

/** What a script does that behaves like the login page: the browser cookie first. */
async function scriptBrowser(school: School): Promise<string> {
  const answer = await fetch(`${school.url}/api/v2/auth/browser`, { method: 'POST' });
  const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('quizdrill_browser='));
  if (!cookie) throw new Error(`the login page's browser cookie answered ${answer.status}`);
  return cookie.split(';')[0]!;
}

async function scriptLogin(
  school: School,
  username: string,
  password: string,
  cookie?: string,
): Promise<number> {
  const answer = await fetch(`${school.url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ username, password }),
  });
  return answer.status;
}

const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

describe('a school behind one address', { timeout: 180_000 }, () => {
  test('when a script sends 200 wrong PINs from a school’s address at once, then a classmate who opens the join page there gets in with the right PIN, and the guessing browser is told to wait', async () => {
    const school = await openSchool('127.0.0.39');
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    const { pin } = await createLiveGame(educator, course.course.name);
    const wrongPins = Array.from({ length: 200 }, (_, index) =>
      String(100_000 + ((Number(pin) + 1 + index) % 900_000)),
    );

    const device = await scriptDevice(school);
    const started = performance.now();
    const statuses = await Promise.all(
      wrongPins.map(async (wrong) => (await scriptJoin(school, wrong, device)).status),
    );
    const seconds = (performance.now() - started) / 1000;
    const checked = statuses.filter((status) => status === 404).length;
    console.log(
      `200 wrong PINs from one school address in ${seconds.toFixed(2)} s: ${checked} checked, ` +
        `${statuses.filter((status) => status === 429).length} told to wait`,
    );
    expect(checked).toBe(10);
    // Without the join page's cookie there is no guessing at all.
    expect((await scriptJoin(school, wrongPins[0]!)).status).toBe(400);

    // The classmate: a phone of their own at the same school, opening the join link.
    const classmate = await openPage({ baseUrl: school.url, viewport: MOBILE_VIEWPORT });
    await classmate.goto(`/live/${pin}`);
    await joinOnPage(classmate, pin, 'Klasskamrat');
    await classmate.getByRole('heading', { name: 'Du är med!' }).waitFor();
    await saveScreenshot(classmate, 'classmate joined after the guessing');

    // A browser that keeps missing is itself told to wait, in words.
    const guesser = await openPage({ baseUrl: school.url, viewport: MOBILE_VIEWPORT });
    await guesser.goto('/live');
    for (const wrong of wrongPins.slice(0, 11)) {
      await guesser.getByLabel('Spel-PIN').fill(wrong);
      await guesser.getByLabel('Smeknamn').fill('Gissaren');
      await guesser.getByRole('button', { name: 'Gå med', exact: true }).click();
      await guesser.getByRole('alert').waitFor();
    }
    await guesser
      .getByRole('alert')
      .getByText(/^För många fel PIN från den här webbläsaren\. Försök igen om \d+ (minuter|sekunder)\.$/)
      .waitFor();
    await saveScreenshot(guesser, 'guessing browser told to wait');
  });

  test('when a script fails 51 logins with made-up usernames from a school’s address, then a classmate who opens the login page there logs in with the right password', async () => {
    const school = await openSchool('127.0.0.40');
    const classmate = await registerUser();
    const madeUp = Array.from({ length: 51 }, (_, index) => `elev${index}_${classmate.username}`);
    const started = performance.now();
    const cookieless = await Promise.all(madeUp.map((username) => scriptLogin(school, username, 'gissning')));
    const browser = await scriptBrowser(school);
    const withBrowser = await Promise.all(
      madeUp.map((username) => scriptLogin(school, username, 'gissning', browser)),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `102 failed logins from one school address in ${seconds.toFixed(1)} s: without the login page's cookie ` +
        `${count(cookieless, 401)} checked, with one browser's ${count(withBrowser, 401)} checked; the rest told to wait`,
    );
    expect(count(withBrowser, 401)).toBe(11);
    // Before, the 51st failure locked every browser at the address without a device cookie.
    const page = await openPage({ baseUrl: school.url, viewport: MOBILE_VIEWPORT });
    await page.goto('/login');
    await submitLogin(page, classmate.username, classmate.password);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: `Välkommen, ${classmate.firstName}!` }).waitFor();
  });

  test('when a classmate guesses a pupil’s password until the account is locked, then the pupil’s teacher gives a sign-in code from the team page and the pupil gets in on a new phone, while the guesser is held back', async () => {
    const school = await openSchool('127.0.0.41');
    const pupil = await registerUser({ firstName: 'Vera', lastName: 'Låstsson' });
    const educator = await loginAs('educator');
    const teamId = await createTeam(educator, `Klass 7B ${pupil.username}`);
    await addTeamMember(educator, teamId, pupil.username);

    // The guesser: a script behind the school's address, with the login page's cookie.
    const guesser = await scriptBrowser(school);
    const started = performance.now();
    const guesses: number[] = [];
    for (let guess = 0; guess < 30; guess += 1) {
      guesses.push(await scriptLogin(school, pupil.username, `gissning-${guess}`, guesser));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `a guesser at one pupil's password: ${count(guesses, 401)} of 30 guesses checked in ${seconds.toFixed(1)} s ` +
        `(${((count(guesses, 401) / seconds) * 60).toFixed(0)} a minute while it lasted); then one each time the ` +
        "account's lock ends (30 s doubling to 15 minutes: about 4 an hour), and the guessing browser itself waits",
    );
    expect(count(guesses, 401)).toBe(6);

    // The pupil, on a phone that has never logged in: locked out, and asked for a code.
    const phone = await openPage({ baseUrl: school.url, viewport: MOBILE_VIEWPORT });
    await phone.goto('/login');
    await submitLogin(phone, pupil.username, pupil.password);
    await phone.getByTestId('lockout-countdown').waitFor();
    const codeField = phone.getByLabel('Inloggningskod från din lärare');
    await codeField.waitFor();
    await saveScreenshot(phone, 'locked out pupil asked for a sign-in code');

    // The teacher, on the team page: the code for the pupil.
    const teacher = await openPage({ token: educator });
    await teacher.goto(`/teams/${teamId}`);
    await teacher.getByRole('button', { name: 'Inloggningskod till Vera Låstsson' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Inloggningskod till Vera Låstsson' });
    const code = (await dialog.getByRole('status', { name: 'Inloggningskod' }).textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await saveScreenshot(teacher, 'teacher gives a sign-in code');
    await teacher.getByRole('button', { name: 'Stäng' }).click();

    // The pupil types it with their password, and is in.
    await codeField.fill(code.toLowerCase());
    await submitLogin(phone, pupil.username, pupil.password);
    await waitForPath(phone, '/');
    await phone.getByRole('heading', { name: 'Välkommen, Vera!' }).waitFor();

    // The guesser is still held back: neither its guesses nor the used code get it anywhere.
    expect(await scriptLogin(school, pupil.username, pupil.password, guesser)).toBe(429);
    const reuse = await fetch(`${school.url}/api/v2/auth/sign-in-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await scriptBrowser(school) },
      body: JSON.stringify({ username: pupil.username, code }),
    });
    expect(reuse.status).toBe(401);
  });
});
