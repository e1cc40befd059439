// The kinds of question (issue 43) in a real browser: an educator writes one of each kind through the question form
// (multiple choice with feedback per option, true/false, a short answer with a half-credit answer, a number with a
// decimal comma, matching pairs), and a student drills them on a phone, in light and dark, and on a desktop: partial
// credit and the teacher's feedback show after each answer, typed answers submit with Enter, the matching is picked
// with selects, and axe finds nothing on every screen.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { loginAs, registerUser } from '../support/accounts.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';
import { createCourse, uniqueWord } from '../support/content.js';

const { openPage } = useBrowser();

function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Chooses `choice` in the UI layer's select named `label` (a listbox that opens). */
async function choose(page: Page, label: string, choice: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
}

/** Saves the question on the form and waits for the service's 201. */
async function save(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v2/questions/create'));
  await page.getByRole('button', { name: 'Spara frågan' }).click();
  expect((await saved).status()).toBe(201);
  await textbox(page, 'Fråga').and(page.locator(':enabled')).waitFor();
}

async function writeQuestions(page: Page, courseName: string): Promise<void> {
  await page.goto(`/questions/create?course=${courseName}`);
  await textbox(page, 'Fråga').waitFor();

  await choose(page, 'Frågetyp', 'Flera rätta svar');
  await textbox(page, 'Fråga').fill('Vilka sjöar är större än 1 000 km²?');
  for (const [label, text] of [
    ['A', 'Vänern'],
    ['B', 'Siljan'],
    ['C', 'Vättern'],
  ] as const) {
    await textbox(page, `Alternativ ${label}`).fill(text);
  }
  await page.getByRole('button', { name: 'Ta bort alternativ D' }).click();
  await page.getByRole('checkbox', { name: 'A är rätt' }).check();
  await page.getByRole('checkbox', { name: 'C är rätt' }).check();
  await page.getByRole('button', { name: 'Lägg till återkoppling: Återkoppling till A' }).click();
  await textbox(page, 'Återkoppling till A').fill('Ja, Vänern är störst.');
  await saveScreenshot(page, 'form multiple');
  await save(page);

  await choose(page, 'Frågetyp', 'Sant eller falskt');
  await textbox(page, 'Fråga').fill('Stockholm ligger vid Vänern.');
  await page.getByRole('radio', { name: 'Falskt' }).check();
  await save(page);

  await choose(page, 'Frågetyp', 'Kort svar');
  await textbox(page, 'Fråga').fill('Vad heter Sveriges huvudstad?');
  await textbox(page, 'Svar 1').fill('Stockholm');
  await page.getByRole('button', { name: 'Lägg till svar' }).click();
  await textbox(page, 'Svar 2').fill('Sthlm');
  await page.getByRole('textbox', { name: 'Poäng (%)' }).nth(1).fill('50');
  await page.getByRole('button', { name: 'Lägg till återkoppling: Återkoppling till Sthlm' }).click();
  await textbox(page, 'Återkoppling till Sthlm').fill('Skriv ut hela namnet.');
  await page.getByRole('checkbox', { name: 'Godta utan accenter och med ett stavfel' }).check();
  await saveScreenshot(page, 'form short');
  await save(page);

  await choose(page, 'Frågetyp', 'Tal');
  await textbox(page, 'Fråga').fill('Vad är π med två decimaler?');
  await textbox(page, 'Värde 1').fill('3,14');
  await textbox(page, '± tolerans').fill('0,005');
  await save(page);

  await choose(page, 'Frågetyp', 'Para ihop');
  await textbox(page, 'Fråga').fill('Para ihop landet med huvudstaden.');
  await textbox(page, 'Vänster 1').fill('Sverige');
  await textbox(page, 'Höger 1').fill('Stockholm');
  await textbox(page, 'Vänster 2').fill('Norge');
  await textbox(page, 'Höger 2').fill('Oslo');
  await saveScreenshot(page, 'form matching');
  await save(page);
}

/** Ticks or chooses an answer by its card, as a thumb does: the input itself is hidden inside it. */
async function pick(page: Page, role: 'checkbox' | 'radio', name: string): Promise<void> {
  await page
    .locator('label')
    .filter({ has: page.getByRole(role, { name }) })
    .click();
}

async function waitForPosition(page: Page, position: number): Promise<void> {
  await page.getByText(`Fråga ${position} av 5`, { exact: true }).waitFor();
  await page.locator('section[aria-busy="false"]').waitFor();
}

function feedback(page: Page) {
  return page.getByRole('alert');
}

async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Nästa fråga' }).click();
}

describe('question kinds', { timeout: 150_000 }, () => {
  test('when an educator writes one question of each kind, then a student drills each, with partial credit and the teacher’s feedback', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken, {
      displayName: `Sverige ${uniqueWord()}`,
      language: 'sv',
    });
    const editor = await openPage({ token: educatorToken });
    await writeQuestions(editor, course.name);

    await editor.goto(`/questions/course/${course.id}`);
    await editor.getByText('Para ihop', { exact: true }).waitFor();
    expect(await editor.getByText('Sverige → Stockholm').count()).toBe(1);
    await saveScreenshot(editor, 'question list');

    const student = await registerUser();
    const page = await openPage({ token: student.token, viewport: MOBILE_VIEWPORT });
    await page.goto(`/quiz/${course.name}`);

    // Multiple choice: one of two right ticked earns half, with the feedback on the option ticked.
    await waitForPosition(page, 1);
    await page.getByText('Välj alla som stämmer.').waitFor();
    await pick(page, 'checkbox', 'A: Vänern');
    await page.getByRole('button', { name: 'Svara' }).click();
    await feedback(page).filter({ hasText: 'Delvis rätt – 50 %' }).waitFor();
    expect(await feedback(page).textContent()).toContain('Rätt svar: A: Vänern; C: Vättern');
    expect(await feedback(page).textContent()).toContain('Ja, Vänern är störst.');
    await saveScreenshot(page, 'multiple partly right');
    await next(page);

    // True/false: two options, answered as single choice.
    await waitForPosition(page, 2);
    await pick(page, 'radio', 'B: Falskt');
    await page.getByRole('button', { name: 'Svara' }).click();
    await feedback(page).filter({ hasText: 'Rätt svar!' }).waitFor();
    await next(page);

    // Short answer: typed, sent with Enter; a half-credit answer says so with the teacher's word on it.
    await waitForPosition(page, 3);
    await textbox(page, 'Ditt svar').fill('sthlm');
    await textbox(page, 'Ditt svar').press('Enter');
    await feedback(page).filter({ hasText: 'Delvis rätt – 50 %' }).waitFor();
    expect(await feedback(page).textContent()).toContain('Rätt svar: Stockholm');
    expect(await feedback(page).textContent()).toContain('Skriv ut hela namnet.');
    await saveScreenshot(page, 'short partly right');
    await next(page);

    // Numeric: a decimal comma, on a phone's decimal keyboard.
    await waitForPosition(page, 4);
    const number = textbox(page, 'Ditt svar (ett tal)');
    expect(await number.getAttribute('inputmode')).toBe('decimal');
    await number.fill('3,14');
    await number.press('Enter');
    await feedback(page).filter({ hasText: 'Rätt svar!' }).waitFor();
    await next(page);

    // Matching: a select per left item; one of two right is half.
    await waitForPosition(page, 5);
    await choose(page, 'Sverige', 'B: Stockholm');
    await choose(page, 'Norge', 'B: Stockholm');
    await page.getByRole('button', { name: 'Svara' }).click();
    await feedback(page).filter({ hasText: 'Delvis rätt – 50 %' }).waitFor();
    await page.getByText('Rätt svar är A: Oslo').waitFor();
    await saveScreenshot(page, 'matching partly right');

    // The same questions in dark, and on a desktop.
    for (const [screen, options] of [
      ['dark', { viewport: MOBILE_VIEWPORT, colorScheme: 'dark' as const, storage: { theme: 'dark' } }],
      ['desktop', {}],
    ] as const) {
      const other = await registerUser();
      const view = await openPage({ token: other.token, ...options });
      await view.goto(`/quiz/${course.name}`);
      await waitForPosition(view, 1);
      await pick(view, 'checkbox', 'A: Vänern');
      await pick(view, 'checkbox', 'B: Siljan');
      await view.getByRole('button', { name: 'Svara' }).click();
      await feedback(view).filter({ hasText: 'Fel svar.' }).waitFor();
      await saveScreenshot(view, `multiple wrong ${screen}`);
    }
  });
});
