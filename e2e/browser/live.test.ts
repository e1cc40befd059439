// The live classroom in real browsers (issue 17): a host on the projector and three players on their phones (one
// signed in, two guests, each in a browser context of its own) play a whole game; a player reloads mid-question and
// carries on; a guest joins from the QR code's address on a phone, and a removed guest cannot come back; the
// refusals a player can meet; and the host's list of past games. Each test plays a fresh course of its own.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { loginAs } from '../support/accounts.js';
import { openMenu, pickOption, waitForPath } from '../support/app.js';
import { MOBILE_VIEWPORT, readLocalStorage, saveScreenshot, useBrowser } from '../support/browser.js';
import { createLiveGame, joinOnPage } from '../support/live.js';
import { createQuizCourse } from '../support/quiz.js';

const { openPage } = useBrowser();

/** The options on a player's phone, and one of them by its letter. */
function optionButton(page: Page, label: string) {
  return page
    .getByRole('group', { name: 'Svarsalternativ' })
    .getByRole('button', { name: new RegExp(`^${label} `) });
}

/** The question a player's phone shows now. */
async function playerQuestion(page: Page): Promise<string> {
  await page.getByRole('group', { name: 'Svarsalternativ' }).waitFor();
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

describe('a live game in the browser', { timeout: 180_000 }, () => {
  test('when a host runs a game on the projector and three players join on phones, then they play it through to the podium, and a player and the host reload mid-question and carry on', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);

    // The host starts a game from the menu.
    const host = await openPage({ token: educator });
    await host.goto('/');
    const menu = await openMenu(host);
    await menu.getByRole('link', { name: 'Starta live-quiz' }).click();
    await waitForPath(host, '/live/new');
    await pickOption(
      host.getByRole('combobox', { name: 'Kurs' }),
      course.course.displayName,
      new RegExp(course.course.displayName),
    );
    await host.getByRole('radio', { name: 'Läraren går vidare' }).check();
    await saveScreenshot(host, 'new game');
    await host.getByRole('button', { name: 'Skapa spel' }).click();
    await host.waitForURL((url) => url.pathname.startsWith('/live/host/'));
    const pin = (await host.getByTestId('live-pin').textContent()) ?? '';
    expect(pin).toMatch(/^[1-9]\d{5}$/);
    await host.getByRole('img', { name: /^QR-kod till http/ }).waitFor();

    // A signed-in student joins from the menu under her first name and initial (issue 41: names, not usernames); two
    // guests join with nicknames.
    const student = await openPage({ token: await loginAs('student'), viewport: MOBILE_VIEWPORT });
    await student.goto('/');
    await (await openMenu(student)).getByRole('link', { name: 'Gå med i live-quiz' }).click();
    await waitForPath(student, '/live');
    await student.getByText('Du spelar som Sara A.').waitFor();
    await joinOnPage(student, pin);
    await student.getByRole('heading', { name: 'Du är med!' }).waitFor();
    // Her seat reads what the other players see of her.
    await student.getByText('Sara A.', { exact: true }).waitFor();
    await waitForPath(student, `/live/${pin}`);

    const ella = await openPage({ viewport: MOBILE_VIEWPORT });
    await ella.goto(`/live/${pin}`);
    await joinOnPage(ella, pin, 'Ella');
    await ella.getByRole('heading', { name: 'Du är med!' }).waitFor();

    const omar = await openPage({ viewport: MOBILE_VIEWPORT });
    await omar.goto('/live');
    await joinOnPage(omar, pin, 'ELLA');
    await omar.getByText('Smeknamnet är upptaget i spelet – välj ett annat.').waitFor();
    await joinOnPage(omar, pin, 'Omar');
    await omar.getByRole('heading', { name: 'Du är med!' }).waitFor();

    // The host sees her full name, never her username.
    for (const name of ['Sara Andersson', 'Ella', 'Omar'])
      await host.getByText(name, { exact: true }).waitFor();
    expect(await host.getByText('student', { exact: true }).count()).toBe(0);
    await host.getByRole('heading', { name: 'Spelare: 3' }).waitFor();
    await saveScreenshot(host, 'host lobby');
    await host.getByRole('button', { name: 'Starta' }).click();

    const players = [student, ella, omar];
    for (let index = 0; index < 3; index++) {
      const text = await playerQuestion(ella);
      const right = course.correctLabel(text);
      const wrong = course.wrongLabel(text);
      await host.getByRole('heading', { name: text }).waitFor();
      await host.getByText(`Fråga ${index + 1} / 3`, { exact: false }).waitFor();

      // Ella taps the right answer, the student presses its number, Omar chooses a wrong one by its letter.
      await optionButton(ella, right).click();
      await ella.getByRole('heading', { name: 'Svaret är låst' }).waitFor();
      await playerQuestion(student);
      await student.keyboard.press(String(right.charCodeAt(0) - 64));
      await student.getByRole('heading', { name: 'Svaret är låst' }).waitFor();
      await host.getByText('2 / 3 svarat').waitFor();

      if (index === 0) {
        await saveScreenshot(host, 'host question');
        await playerQuestion(omar);
        await saveScreenshot(omar, 'player options');
        // A reload mid-question: Omar, who has not answered, gets the question back; Ella stays locked in.
        await omar.reload();
        expect(await playerQuestion(omar)).toBe(text);
        await ella.reload();
        await ella.getByRole('heading', { name: 'Svaret är låst' }).waitFor();
        // And the projector's page reloaded mid-question resumes there, the count included.
        await host.reload();
        await host.getByRole('heading', { name: text }).waitFor();
        await host.getByText('2 / 3 svarat').waitFor();
      }
      await playerQuestion(omar);
      await omar.keyboard.press(wrong.toLowerCase());
      await omar.getByRole('heading', { name: 'Svaret är låst' }).waitFor();
      await host.getByText('3 / 3 svarat').waitFor();

      await host.getByRole('button', { name: 'Visa svaret' }).click();
      await host.getByText('Rätt svar').waitFor();
      await ella.getByRole('heading', { name: 'Rätt!' }).waitFor();
      await omar.getByRole('heading', { name: 'Fel' }).waitFor();
      await student.getByRole('heading', { name: 'Rätt!' }).waitFor();
      if (index === 0) {
        await saveScreenshot(host, 'host reveal');
        await saveScreenshot(ella, 'player result');
      }
      await host.getByRole('button', { name: index < 2 ? 'Nästa fråga' : 'Visa resultat' }).click();
    }

    await host.getByRole('heading', { name: 'Resultat' }).waitFor();
    const table = host.getByRole('table', { name: 'Alla spelare' });
    await table.getByRole('cell', { name: 'Omar' }).waitFor();
    await table.getByRole('cell', { name: 'Sara Andersson' }).waitFor();
    await saveScreenshot(host, 'host podium');
    // Omar answered wrong each time: third of three. The other two share the right answers, split by speed.
    await omar.getByText('Plats 3 av 3').waitFor();
    for (const page of [ella, student]) await page.getByText(/^Plats [12] av 3$/).waitFor();
    await saveScreenshot(omar, 'player final place');
    for (const page of players)
      expect(await page.getByRole('group', { name: 'Svarsalternativ' }).count()).toBe(0);

    // The results as CSV.
    const [download] = await Promise.all([
      host.waitForEvent('download'),
      host.getByRole('button', { name: 'Ladda ner CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    // And the game among the host's games, with its results.
    await host.goto('/live/games');
    const row = host.getByRole('listitem').filter({ hasText: course.course.displayName });
    await row.getByText('Avslutat').waitFor();
    await row.getByRole('button', { name: 'Visa resultat' }).click();
    await row.getByRole('cell', { name: 'Ella' }).waitFor();
    await saveScreenshot(host, 'host games');
  });

  test('when a guest scans the QR code on a phone, then the PIN is filled in, and a timed question counts down and reveals itself once all have answered; dark mode', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    const { gameId, pin, joinUrl } = await createLiveGame(educator, course.course.name, {
      questionSeconds: 60,
    });
    const dark = { colorScheme: 'dark', storage: { theme: 'dark' } } as const;

    const host = await openPage({ token: educator, ...dark });
    await host.goto(`/live/host/${gameId}`);
    await host.getByRole('img', { name: `QR-kod till ${joinUrl}` }).waitFor();

    const guest = await openPage({ viewport: MOBILE_VIEWPORT, ...dark });
    await guest.goto(new URL(joinUrl).pathname);
    expect(await guest.getByLabel('Spel-PIN').inputValue()).toBe(pin);
    await saveScreenshot(guest, 'player join');
    await joinOnPage(guest, pin, 'Lina');
    await guest.getByRole('heading', { name: 'Du är med!' }).waitFor();
    await guest.getByText('Spelare: 1').waitFor();
    await saveScreenshot(guest, 'player lobby');
    await host.getByText('Lina', { exact: true }).waitFor();
    await saveScreenshot(host, 'host lobby dark');

    // A second guest, whom the host removes before the start.
    const kim = await openPage({ viewport: MOBILE_VIEWPORT });
    await kim.goto(`/live/${pin}`);
    await joinOnPage(kim, pin, 'Kim');
    await kim.getByRole('heading', { name: 'Du är med!' }).waitFor();
    await host.getByRole('button', { name: 'Ta bort Kim' }).click();
    await kim.getByRole('heading', { name: 'Läraren tog bort dig från spelet.' }).waitFor();
    await host.getByText('Kim', { exact: true }).waitFor({ state: 'detached' });
    await host.getByRole('heading', { name: 'Spelare: 1' }).waitFor();
    // Removed is removed: the same phone does not get back in under another name (issue 39).
    await kim.getByRole('button', { name: 'Gå med igen' }).click();
    await joinOnPage(kim, pin, 'Inte Kim');
    await kim.getByRole('alert').getByText('Läraren tog bort dig från spelet.').waitFor();
    await saveScreenshot(kim, 'removed player joining again');
    await host.getByRole('heading', { name: 'Spelare: 1' }).waitFor();

    await host.getByRole('button', { name: 'Starta' }).click();
    const text = await playerQuestion(guest);
    await guest.getByRole('timer').waitFor();
    await host.getByRole('timer').waitFor();
    await saveScreenshot(guest, 'player question timed');
    await optionButton(guest, course.correctLabel(text)).click();
    // The only player has answered: the reveal comes without the host.
    await guest.getByRole('heading', { name: 'Rätt!' }).waitFor();
    await host.getByText('Rätt svar').waitFor();
    await saveScreenshot(host, 'host reveal dark');
  });

  test('when a timed question wraps on a phone, then its timer stays on the screen; and when the host ends the game from the last question’s results, then it ends as played through', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator, [
      {
        questionText:
          'Vilken myndighet ansvarar för att samordna samhällets krisberedskap, och vad heter myndighetens regleringsbrevsuppdrag?',
        options: ['Myndigheten för civilt försvar', 'Trafikverket', 'Skolverket', 'Livsmedelsverket'],
        correctIndex: 0,
      },
    ]);
    const { gameId, pin } = await createLiveGame(educator, course.course.name, { questionSeconds: 60 });
    const host = await openPage({ token: educator });
    await host.goto(`/live/host/${gameId}`);
    const guest = await openPage({ viewport: MOBILE_VIEWPORT });
    await guest.goto(`/live/${pin}`);
    await joinOnPage(guest, pin, 'Lina');
    await guest.getByRole('heading', { name: 'Du är med!' }).waitFor();
    await host.getByText('Lina', { exact: true }).waitFor();
    await host.getByRole('button', { name: 'Starta' }).click();

    const text = await playerQuestion(guest);
    const timer = guest.getByRole('timer');
    await timer.waitFor();
    const timerBox = await timer.boundingBox();
    expect((timerBox?.x ?? 0) + (timerBox?.width ?? 0)).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
    await saveScreenshot(guest, 'player long question timed');

    await optionButton(guest, course.correctLabel(text)).click();
    await host.getByText('Rätt svar').waitFor();
    // From the last question's results the host ends the game: every question was played.
    await host.getByRole('button', { name: 'Avsluta spelet' }).click();
    await host.getByRole('alertdialog').getByRole('button', { name: 'Avsluta spelet' }).click();
    await host.getByRole('heading', { name: 'Resultat' }).waitFor();
    await host.getByRole('table', { name: 'Alla spelare' }).getByRole('cell', { name: 'Lina' }).waitFor();
    expect(await host.getByText('Spelet avslutades innan alla frågor var visade.').count()).toBe(0);
    await guest.getByText('Plats 1 av 1').waitFor();
  });

  test('when a host has left a game, then "Mina live-quiz" shows it paused without its PIN, and the host ends it there', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    const { gameId, pin } = await createLiveGame(educator, course.course.name);
    const host = await openPage({ token: educator, viewport: MOBILE_VIEWPORT });
    // The service judges the host gone after a minute unseen (services/classroom/test/abandonment.test.ts); the
    // browser is shown that judgement here instead of waiting for it.
    await host.route(
      (url) => url.pathname === '/api/v2/live/games',
      async (route) => {
        const response = await route.fetch();
        const games = (await response.json()) as { gameId: string; hostAway: boolean }[];
        await route.fulfill({
          response,
          json: games.map((game) => (game.gameId === gameId ? { ...game, hostAway: true } : game)),
        });
      },
    );
    await host.goto('/live/games');
    const row = host.getByRole('listitem').filter({ hasText: course.course.displayName });
    await row.getByText('Pausat – du har lämnat spelet').waitFor();
    expect(await row.textContent()).not.toContain(pin);
    expect(await row.getByText('Väntar på spelare').count()).toBe(0);
    await saveScreenshot(host, 'host games paused');
    await row.getByRole('button', { name: 'Avsluta spelet' }).click();
    await host.getByRole('alertdialog').getByRole('button', { name: 'Avsluta spelet' }).click();
    await row.getByText('Avslutat').waitFor();
  });

  test('when a player meets a refusal, then the screen says why: unknown PIN, guests not allowed, and a lost seat never logs a signed-in user out', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    const { pin } = await createLiveGame(educator, course.course.name, { allowGuests: false });

    const guest = await openPage({ viewport: MOBILE_VIEWPORT });
    await guest.goto(`/live/${pin}`);
    await joinOnPage(guest, pin, 'Kim');
    await guest.getByText('Det här spelet är bara för inloggade. Logga in och försök igen.').waitFor();
    await guest.getByRole('link', { name: 'Logga in' }).waitFor();
    await saveScreenshot(guest, 'guests not allowed');

    // A seat this tab kept whose token the game does not know (401): the seat is dropped, the session stays.
    const token = await loginAs('student');
    const student = await openPage({ token, viewport: MOBILE_VIEWPORT });
    await student.goto('/live');
    await student.evaluate(([key, seat]: [string, string]) => window.sessionStorage.setItem(key, seat), [
      `liveSeat:${pin}`,
      JSON.stringify({
        gameId: '2f0e4c1a-9b7d-4e3f-8a6b-5c4d3e2f1a0b',
        pin,
        playerId: '1',
        playerToken: 'x'.repeat(43),
        nickname: 'student',
      }),
    ] as [string, string]);
    await student.goto(`/live/${pin}`);
    await student.getByRole('heading', { name: 'Din plats i spelet finns inte längre.' }).waitFor();
    expect(await readLocalStorage(student, 'token')).toBe(token);
    await student.getByRole('button', { name: 'Gå med igen' }).click();
    await joinOnPage(student, pin);
    await student.getByRole('heading', { name: 'Du är med!' }).waitFor();

    // A PIN no game has.
    const other = await openPage();
    await other.goto('/live');
    const unknown = pin === '999999' ? '999998' : '999999';
    await joinOnPage(other, unknown, 'Kim');
    await other.getByText(`Det finns inget spel med PIN ${unknown}.`).waitFor();
  });
});
