// A live game of more than one kind in real browsers (issue 43): a guest on a phone ticks the right options of a
// multiple-choice question and types a short answer within the question's time; the projector shows each kind's
// question, its reveal with the class's answers and the teacher's explanation.
import { describe, expect, test } from 'vitest';
import { loginAs } from '../support/accounts.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';
import { createCourse, createKindQuestion } from '../support/content.js';
import { createLiveGame, joinOnPage } from '../support/live.js';

const { openPage } = useBrowser();

describe('a live game of several kinds', { timeout: 180_000 }, () => {
  test('when a guest on a phone answers a multiple-choice and a short-answer question in time, then both are graded and the projector reveals how the class answered', async () => {
    const educator = await loginAs('educator');
    const course = await createCourse(educator, { displayName: 'Slag av frågor' });
    await createKindQuestion(educator, {
      courseName: course.name,
      questionText: 'Vilka är primtal?',
      kind: 'multiple',
      options: JSON.stringify([
        { optionText: '2', isCorrect: true },
        { optionText: '4', feedback: 'Delbart med 2.' },
        { optionText: '7', isCorrect: true },
      ]),
    });
    await createKindQuestion(educator, {
      courseName: course.name,
      questionText: 'Vilken stad är Sveriges huvudstad?',
      kind: 'short',
      answerKey: JSON.stringify({ answers: [{ text: 'Stockholm', credit: 100 }], lenient: true }),
      explanation: 'Stockholm har varit huvudstad sedan 1600-talet.',
    });
    const { gameId, pin } = await createLiveGame(educator, course.name, { questionSeconds: 120 });

    const host = await openPage({ token: educator, viewport: { width: 1280, height: 800 } });
    await host.goto(`/live/host/${gameId}`);
    const phone = await openPage({ viewport: MOBILE_VIEWPORT });
    await phone.goto(`/live/${pin}`);
    await joinOnPage(phone, pin, 'Ella');
    await phone.getByRole('heading', { name: 'Du är med!' }).waitFor();
    await host.getByText('Ella', { exact: true }).waitFor();
    // A second player who never answers: each question waits for the host's reveal, not for the last answer.
    const kim = await openPage({ viewport: MOBILE_VIEWPORT });
    await kim.goto(`/live/${pin}`);
    await joinOnPage(kim, pin, 'Kim');
    await host.getByText('Kim', { exact: true }).waitFor();
    await host.getByRole('button', { name: 'Starta' }).click();

    // Multiple choice: the tiles toggle, and one press sends the ticks.
    await phone.getByRole('heading', { name: 'Vilka är primtal?' }).waitFor();
    await host.getByText('Markera alla rätta svar och skicka. Ett fel kryss drar av.').waitFor();
    const tile = (label: string) => phone.getByRole('button', { name: new RegExp(`^${label} `) });
    await tile('A').click();
    await tile('C').click();
    expect(await tile('C').getAttribute('aria-pressed')).toBe('true');
    expect(await tile('B').getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(phone, 'a multiple-choice question on a phone');
    await saveScreenshot(phone, 'phone multiple');
    await phone.getByRole('button', { name: 'Skicka svaret' }).click();
    await phone.getByRole('heading', { name: 'Svaret är låst' }).waitFor();
    await host.getByRole('button', { name: 'Visa svaret' }).click();
    await host.getByText('Delbart med 2.').waitFor();
    expect(await host.getByText('Rätt svar').count()).toBe(2);
    await expectNoAxeViolations(host, 'the reveal of a multiple-choice question');
    await saveScreenshot(host, 'host multiple reveal');
    await phone.getByRole('heading', { name: 'Rätt!' }).waitFor();

    // Short answer: typed in a text field and sent with Enter; a typo is forgiven (lenient).
    await host.getByRole('button', { name: 'Nästa fråga' }).click();
    await phone.getByRole('heading', { name: 'Vilken stad är Sveriges huvudstad?' }).waitFor();
    await host.getByText('Spelarna skriver sitt svar.').waitFor();
    const field = phone.getByLabel('Ditt svar');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await field.fill('stokholm');
    await expectNoAxeViolations(phone, 'a short-answer question on a phone');
    await saveScreenshot(phone, 'phone short');
    await phone.keyboard.press('Enter');
    await phone.getByRole('heading', { name: 'Svaret är låst' }).waitFor();
    await phone.getByText('Du svarade: stokholm').waitFor();
    await host.getByRole('button', { name: 'Visa svaret' }).click();
    await host.getByRole('list', { name: 'Så svarade klassen' }).getByText('stokholm').waitFor();
    await host.getByText('Stockholm har varit huvudstad sedan 1600-talet.').waitFor();
    await expectNoAxeViolations(host, 'the reveal of a short-answer question');
    await saveScreenshot(host, 'host short reveal');
    await phone.getByRole('heading', { name: 'Rätt!' }).waitFor();
    await phone.getByText('Stockholm har varit huvudstad sedan 1600-talet.').waitFor();
    await saveScreenshot(phone, 'phone short outcome');
  });
});
