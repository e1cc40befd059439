// Mathematics in questions (issue 43) in a real browser: an educator writes LaTeX in the question form and sees it
// previewed, a student drills the question and reads it typeset by KaTeX (with MathML for screen readers), on a
// phone and a desktop, light and dark; the right answer of every kind is typeset after a wrong answer, and in the
// teacher's answer key; a live game shows it on the projector and the phones, the answer a phone sent too; and a
// quiz without math never fetches the typesetter.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { loginAs, registerUser } from '../support/accounts.js';
import { SWEDISH_TEXT } from '../support/ai.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';
import { createCourse, createKindQuestion, uniqueWord } from '../support/content.js';
import { createLiveGame, joinOnPage } from '../support/live.js';
import { createQuizCourse, option, optionCard, questionCard, waitForQuestion } from '../support/quiz.js';

const { openPage } = useBrowser();

const QUESTION = 'Vad är \\(\\frac{a}{b}\\) när a = 6 och b = 3?\n$$x^2 = \\frac{a}{b} + 2$$';
const OPTIONS = ['\\(1\\)', '\\(2\\)', 'Tre'];
const EXPLANATION = 'Dela täljaren med nämnaren: \\(\\frac{6}{3} = 2\\).';

/** A half, a third and a half again: the right answers of the kinds' questions below. */
const HALF = '\\(\\frac{1}{2}\\)';
const THIRD = '\\(\\frac{1}{3}\\)';
const TWO_QUARTERS = '\\(\\frac{2}{4}\\)';
/** A matching prompt with a formula in it. */
const ONE_BY_THREE = 'Kvoten \\(1 \\div 3\\)';

/** A multiple choice whose right options, A and C, are both a half. */
const HALVES = {
  questionText: 'Vilka bråk är lika med en halv?',
  kind: 'multiple',
  options: JSON.stringify([
    { optionText: HALF, isCorrect: true },
    { optionText: THIRD },
    { optionText: TWO_QUARTERS, isCorrect: true },
  ]),
};

const TYPESETTER_ASSET = /\/assets\/(math-typeset|KaTeX_)/;

/** The typesetter's chunk, its stylesheet and its fonts: every answer the page has for them, with its status. */
function recordTypesetterAnswers(page: Page): { path: string; status: number }[] {
  const answers: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (TYPESETTER_ASSET.test(pathname)) answers.push({ path: pathname, status: response.status() });
  });
  return answers;
}

function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Waits until the drill shows question `position` of `total`, ready to answer. */
async function waitForPosition(page: Page, position: number, total: number): Promise<void> {
  await page.getByText(`Fråga ${position} av ${total}`, { exact: true }).waitFor();
  await page.locator('section[aria-busy="false"]').waitFor();
}

/** Waits until `count` formulas are typeset in `place`: each text is typeset on its own, so one may come later. */
async function expectTypeset(place: Locator, count: number): Promise<void> {
  await place
    .locator('.katex')
    .nth(count - 1)
    .waitFor();
  expect(await place.locator('.katex').count()).toBe(count);
  expect(await place.locator('.katex-mathml math').count()).toBe(count);
}

describe('mathematics in questions', { timeout: 90_000 }, () => {
  test('when an educator writes LaTeX in a question, then the form previews it and a student drills it typeset, with MathML', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken, { displayName: `Bråk ${uniqueWord()}` });
    const editor = await openPage({ token: educatorToken });
    await editor.goto(`/questions/create?course=${course.name}`);
    await textbox(editor, 'Fråga').waitFor();
    expect(await editor.getByText('Förhandsvisning av formlerna').count()).toBe(0);

    await textbox(editor, 'Fråga').fill(QUESTION);
    for (const [index, text] of OPTIONS.entries()) {
      await textbox(editor, `Alternativ ${String.fromCharCode(65 + index)}`).fill(text);
    }
    await editor.getByRole('button', { name: 'Ta bort alternativ D' }).click();
    await editor.getByRole('radio', { name: 'B är rätt svar' }).check();
    await textbox(editor, 'Förklaring (valfri)').fill(EXPLANATION);
    const preview = editor.getByRole('region', { name: 'Förhandsvisning av formlerna' }).first();
    await preview.locator('.katex').first().waitFor();
    // The question and options A and B hold math; C ("Tre") does not and is not previewed.
    expect(await preview.locator('dt').allTextContents()).toEqual(['Fråga', 'Alternativ A', 'Alternativ B']);
    // A slip in the LaTeX: the preview says what KaTeX could not read, in words as well as in red.
    await textbox(editor, 'Alternativ C').fill('\\(x^2^3\\)');
    await preview.getByText(/går inte att läsa: Double superscript/).waitFor();
    await saveScreenshot(editor, 'question-form-preview');
    await textbox(editor, 'Alternativ C').fill('Tre');
    const saved = editor.waitForResponse((response) => response.url().endsWith('/api/v2/questions/create'));
    await editor.getByRole('button', { name: 'Spara frågan' }).click();
    expect((await saved).status()).toBe(201);

    const student = await registerUser();
    for (const [screen, options] of [
      ['desktop', {}],
      ['mobile', { viewport: MOBILE_VIEWPORT }],
      ['dark', { viewport: MOBILE_VIEWPORT, colorScheme: 'dark' as const, storage: { theme: 'dark' } }],
    ] as const) {
      const page = await openPage({ token: student.token, ...options });
      const typesetter = recordTypesetterAnswers(page);
      await page.goto(`/quiz/${course.name}`);
      await waitForQuestion(page, 1, 1);
      const heading = questionCard(page).getByRole('heading', { level: 2 });
      await heading.locator('.katex-display').waitFor();
      // Inline and display math, each with its MathML for screen readers beside the drawn formula.
      expect(await heading.locator('.katex').count()).toBe(2);
      expect(await heading.locator('.katex-mathml math').count()).toBe(2);
      expect(await heading.locator('.katex-html[aria-hidden="true"]').count()).toBe(2);
      expect(await heading.locator('math annotation').first().textContent()).toBe('\\frac{a}{b}');
      // The radio's name is the option's MathML, read as mathematics.
      expect(await option(page, 'B').count()).toBe(1);
      // From our own origin, under the page's Content-Security-Policy: the chunk, its stylesheet and the fonts.
      expect(typesetter.some(({ path }) => path.endsWith('.js'))).toBe(true);
      expect(typesetter.some(({ path }) => path.endsWith('.css'))).toBe(true);
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
      expect(typesetter.some(({ path }) => path.endsWith('.woff2'))).toBe(true);
      expect(typesetter.filter(({ status }) => status !== 200)).toEqual([]);

      await page
        .locator('label')
        .filter({ has: option(page, 'A') })
        .click();
      await page.getByRole('button', { name: 'Svara' }).click();
      const feedback = page.getByRole('alert').filter({ hasText: 'Fel svar.' });
      await feedback.waitFor();
      // The right answer and the teacher's explanation, their math typeset too: each text is typeset on its own
      // once the typesetter has arrived, so the second may come a moment after the first.
      await feedback.locator('.katex').nth(1).waitFor();
      expect(await feedback.locator('.katex').count()).toBe(2);
      expect(await feedback.textContent()).toContain('Rätt svar är B:');
      await saveScreenshot(page, `drill-${screen}`);
    }
  });

  test('when a student answers a short, a multiple-choice and a matching question wrongly, then the right answer shows typeset, on a phone and a desktop, and in the teacher’s answer key', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken, {
      displayName: `Halvor ${uniqueWord()}`,
      language: 'sv',
    });
    await createKindQuestion(educatorToken, {
      courseName: course.name,
      questionText: 'Skriv en halv som ett bråk.',
      kind: 'short',
      answerKey: JSON.stringify({
        answers: [
          { text: HALF, credit: 100 },
          { text: '0,5', credit: 0, feedback: `Ett decimaltal; som bråk är det ${HALF}.` },
        ],
      }),
    });
    await createKindQuestion(educatorToken, { courseName: course.name, ...HALVES });
    await createKindQuestion(educatorToken, {
      courseName: course.name,
      questionText: 'Para ihop orden med bråken.',
      kind: 'matching',
      answerKey: JSON.stringify({
        pairs: [
          { left: 'En halv', right: HALF },
          { left: ONE_BY_THREE, right: THIRD },
        ],
      }),
    });

    for (const [screen, options] of [
      ['mobile', { viewport: MOBILE_VIEWPORT }],
      ['desktop', {}],
    ] as const) {
      const student = await registerUser();
      const page = await openPage({ token: student.token, ...options });
      await page.goto(`/quiz/${course.name}`);
      const feedback = page.getByRole('alert');
      // The line that names the right answer, under the alert's title.
      const rightAnswer = feedback.getByText('Rätt svar:');

      // Short answer: the accepted answer and the teacher's word on the answer typed, each typeset.
      await waitForPosition(page, 1, 3);
      await textbox(page, 'Ditt svar').fill('0,5');
      await textbox(page, 'Ditt svar').press('Enter');
      await feedback.filter({ hasText: 'Fel svar.' }).waitFor();
      await expectTypeset(rightAnswer, 1);
      expect(await rightAnswer.locator('annotation').textContent()).toBe('\\frac{1}{2}');
      await expectTypeset(feedback, 2);
      await saveScreenshot(page, `short right answer ${screen}`);
      await page.getByRole('button', { name: 'Nästa fråga' }).click();

      // Multiple choice: each right option after its label.
      await waitForPosition(page, 2, 3);
      await page
        .locator('label')
        .filter({ has: page.getByRole('checkbox', { name: /^B: / }) })
        .click();
      await page.getByRole('button', { name: 'Svara' }).click();
      await feedback.filter({ hasText: 'Fel svar.' }).waitFor();
      await expectTypeset(rightAnswer, 2);
      expect(await rightAnswer.textContent()).toMatch(/^Rätt svar: A: .+; C: /);
      await saveScreenshot(page, `multiple right answer ${screen}`);
      await page.getByRole('button', { name: 'Nästa fråga' }).click();

      // Matching: the prompts, the items in the open list and the item picked are typeset; the note under a wrong
      // pick names the right item typeset.
      await waitForPosition(page, 3, 3);
      const pickers = page.locator('fieldset').getByRole('combobox');
      expect(await pickers.count()).toBe(2);
      const mathPrompt = page.locator(`[id="${await pickers.nth(1).getAttribute('aria-labelledby')}"]`);
      await expectTypeset(mathPrompt, 1);
      for (const index of [0, 1]) {
        await pickers.nth(index).click();
        await expectTypeset(page.getByRole('listbox'), 2);
        // On the phone only: a whole-page picture of a desktop resizes the window for a moment, which closes the list.
        if (index === 1 && screen === 'mobile') await saveScreenshot(page, 'matching list open mobile');
        // The first item after the empty choice, found by place: an option's name leaves its formula out.
        await page.getByRole('listbox').getByRole('option').nth(1).click();
        // Closed before the next select opens: while it fades out, the list over the next trigger takes its click.
        await page.getByRole('listbox').waitFor({ state: 'hidden' });
        await expectTypeset(pickers.nth(index), 1);
      }
      await page.getByRole('button', { name: 'Svara' }).click();
      await feedback.filter({ hasText: 'Delvis rätt – 50 %' }).waitFor();
      await expectTypeset(page.getByText('Rätt svar är B:'), 1);
      await saveScreenshot(page, `matching right answer ${screen}`);
    }

    // The teacher's question list: the accepted answers, their feedback and the pairs, as the student read them.
    const editor = await openPage({ token: educatorToken });
    await editor.goto(`/questions/course/${course.id}`);
    await expectTypeset(editor.getByRole('article', { name: 'Fråga 1' }).getByRole('list'), 2);
    await expectTypeset(editor.getByRole('article', { name: 'Fråga 3' }).getByRole('list'), 3);
    await saveScreenshot(editor, 'answer key');
  });

  test('when a live game asks a question with math, then the projector and the phones show it typeset, the reveal and the answer a phone sent too', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator, [
      { questionText: QUESTION, options: OPTIONS, correctIndex: 1 },
    ]);
    await createKindQuestion(educator, { courseName: course.course.name, ...HALVES });
    const { gameId, pin } = await createLiveGame(educator, course.course.name, { questionSeconds: 60 });

    const host = await openPage({ token: educator });
    await host.goto(`/live/host/${gameId}`);
    const guest = await openPage({
      viewport: MOBILE_VIEWPORT,
      colorScheme: 'dark',
      storage: { theme: 'dark' },
    });
    await guest.goto(`/live/${pin}`);
    await joinOnPage(guest, pin, 'Lina');
    await guest.getByRole('heading', { name: 'Du är med!' }).waitFor();
    await host.getByText('Lina', { exact: true }).waitFor();
    // A second player who never answers: the game waits for the host's reveal, so the phone's locked-in answer stays.
    const kim = await openPage({ viewport: MOBILE_VIEWPORT });
    await kim.goto(`/live/${pin}`);
    await joinOnPage(kim, pin, 'Kim');
    await host.getByText('Kim', { exact: true }).waitFor();
    await host.getByRole('button', { name: 'Starta' }).click();

    const options = guest.getByRole('group', { name: 'Svarsalternativ' });
    await options.waitFor();
    await guest.getByRole('heading', { level: 1 }).locator('.katex-display').waitFor();
    // Each option is typeset on its own, so the second may come a moment after the heading and the first.
    await options.locator('.katex-mathml math').nth(1).waitFor();
    expect(await options.locator('.katex-mathml math').count()).toBe(2);
    await saveScreenshot(guest, 'live player question');
    await host.getByRole('heading', { level: 2 }).locator('.katex-display').waitFor();
    const hostOptions = host.getByRole('list', { name: 'Svarsalternativ' });
    await hostOptions.locator('.katex').nth(1).waitFor();
    expect(await hostOptions.locator('.katex').count()).toBe(2);
    await saveScreenshot(host, 'live host question');

    // Chromium leaves MathML out of a button's name ("B", not "B 2"): the letter and the shape say which one it is.
    await options.getByRole('button', { name: /^B/ }).click();
    await guest.getByRole('heading', { name: 'Svaret är låst' }).waitFor();
    await host.getByRole('button', { name: 'Visa svaret' }).click();
    await guest.getByRole('heading', { name: 'Rätt!' }).waitFor();
    await host.getByText('Rätt svar').waitFor();
    await saveScreenshot(host, 'live host reveal');

    // Ticks are sent as labels: the phone says them back as the texts ticked, typeset.
    await host.getByRole('button', { name: 'Nästa fråga' }).click();
    await guest.getByRole('heading', { name: 'Vilka bråk är lika med en halv?' }).waitFor();
    await guest.getByRole('button', { name: /^A/ }).click();
    await guest.getByRole('button', { name: /^C/ }).click();
    await guest.getByRole('button', { name: 'Skicka svaret' }).click();
    await guest.getByRole('heading', { name: 'Svaret är låst' }).waitFor();
    await expectTypeset(guest.getByText('Du svarade:'), 2);
    await saveScreenshot(guest, 'live player answered');
  });

  test('when the AI proposes a short answer and a numeric question, then the review shows the accepted answers typeset, on a phone and a desktop', async () => {
    const token = await loginAs('premium');
    // The built-in provider of this system proposes single choice and true/false only; the ai service's own tests
    // prove short and numeric proposals from a model (a local server speaking OpenAI's protocol). Here the finished
    // job's questions are swapped for two such proposals as the ai service answers them, so the review renders them:
    // the job's event stream is refused, and the page reads the finished job by polling, as after a lost stream.
    const proposals = [
      {
        questionText: 'Vilket bråk är hälften?',
        kind: 'short',
        options: [],
        answers: [
          { text: HALF, credit: 100 },
          { text: '0,5', credit: 100 },
        ],
        lenient: false,
      },
      {
        questionText: 'Hur många grader är en rät vinkel?',
        kind: 'numeric',
        options: [],
        ranges: [{ value: 90, tolerance: 0, credit: 100 }],
      },
    ];
    for (const viewport of [MOBILE_VIEWPORT, { width: 1280, height: 800 }]) {
      const page = await openPage({ token, viewport });
      await page.route('**/api/v2/jobs/*/events', (route) => route.abort());
      await page.route(/\/api\/v2\/jobs\/[^/]+$/, async (route) => {
        const response = await route.fetch();
        const status = await response.json();
        if (status.state === 'completed') status.result = proposals;
        await route.fulfill({ response, json: status });
      });
      await page.goto('/texttoquiz');
      await page.getByRole('textbox', { name: 'Text', exact: true }).fill(SWEDISH_TEXT);
      await page.getByRole('textbox', { name: 'Visningsnamn' }).fill(`Bråk ${uniqueWord()}`);
      await page.getByRole('button', { name: 'Generera frågor' }).click();
      const review = page.getByRole('region', { name: 'Genererade frågor' });
      const shortCard = review.getByRole('listitem').filter({ hasText: 'Vilket bråk är hälften?' });
      await shortCard.getByText('Godtagna svar:').waitFor();
      await expectTypeset(shortCard.locator('p', { hasText: 'Godtagna svar:' }), 1);
      expect(await shortCard.locator('p', { hasText: 'Godtagna svar:' }).textContent()).toContain('0,5');
      await review.getByText('Rätt värde: 90').waitFor();
      await saveScreenshot(page, `ai review ${viewport.width}`);
    }
  });

  test('when a quiz has no math, then the page never asks for the typesetter, its stylesheet or its fonts', async () => {
    const [student, quiz] = await Promise.all([registerUser(), loginAs('educator').then(createQuizCourse)]);
    const page = await openPage({ token: student.token });
    const typesetter: string[] = [];
    page.on('request', (request) => {
      if (TYPESETTER_ASSET.test(new URL(request.url()).pathname)) typesetter.push(request.url());
    });
    await page.goto(`/quiz/${quiz.course.name}`);
    const text = await waitForQuestion(page, 1, 3);
    await optionCard(page, quiz.wrongLabel(text)).click();
    await page.getByRole('button', { name: 'Svara' }).click();
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    await waitForQuestion(page, 2, 3);
    await page.waitForLoadState('networkidle');

    expect(typesetter).toEqual([]);
    expect(await page.locator('.katex').count()).toBe(0);
  });
});
