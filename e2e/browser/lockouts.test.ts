// What one pupil's mistakes or mischief cannot do to a class behind the same school address (issue 39): a script
// guessing PINs from the school's address does not keep a classmate out of the live game. Each school is an address
// of its own (support/school.ts), so nothing here is counted against the other tests.
import { describe, expect, test } from 'vitest';
import { api, loginAs } from '../support/accounts.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';
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

describe('a school behind one address', { timeout: 180_000 }, () => {
  test('when a script sends 200 wrong PINs from a school’s address at once, then a classmate who opens the join page there gets in with the right PIN, and the guessing browser is told to wait', async () => {
    const school = await openSchool('127.0.0.39');
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    const created = await api<{ pin: string }>('POST', '/api/v2/live/games', {
      token: educator,
      body: { courseName: course.course.name, questionSeconds: null },
    });
    expect(created.status).toBe(201);
    const { pin } = created.body;
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
    await classmate.getByLabel('Smeknamn').fill('Klasskamrat');
    await classmate.getByRole('button', { name: 'Gå med', exact: true }).click();
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
});
