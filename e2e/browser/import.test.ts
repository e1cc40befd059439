// Question banks in a real browser (issue 16): a GIFT file imported with a warning, previewed, imported and drilled
// (its explanation shown after the answer); the course exported and the file imported into another course.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { loginAs } from '../support/accounts.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';
import { createCourse, getCourseQuestions } from '../support/content.js';
import { optionCard, waitForQuestion } from '../support/quiz.js';

const { openPage } = useBrowser();

const GIFT = `// Kapitel 1
::Huvudstad:: Vilken är Sveriges huvudstad? {
=Stockholm
~Göteborg
~Malmö
####Stockholm har varit huvudstad sedan 1600-talet.
}

::Uppsats:: Beskriv Vasatiden. {}

Vänern är Sveriges största sjö. {T}
`;

async function openImport(page: Page, courseId: number, screenshot?: string): Promise<void> {
  await page.goto(`/questions/course/${courseId}`);
  await page.getByRole('button', { name: 'Exportera' }).waitFor();
  if (screenshot) await saveScreenshot(page, screenshot);
  await page.getByRole('button', { name: 'Importera', exact: true }).click();
  await page.getByRole('dialog', { name: 'Importera frågor' }).waitFor();
}

async function chooseFile(page: Page, name: string, text: string | Buffer): Promise<void> {
  await page
    .getByRole('dialog')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

describe('import and export', { timeout: 90_000 }, () => {
  test('when an educator imports a GIFT file with a warning, then the preview shows it, the import adds the questions and the quiz shows the explanation', async () => {
    const token = await loginAs('educator');
    const course = await createCourse(token);
    const page = await openPage({ token });
    await openImport(page, course.id);
    await chooseFile(page, 'kapitel1.gift.txt', GIFT);

    const dialog = page.getByRole('dialog');
    await dialog.getByText('Format: GIFT').waitFor();
    await dialog.getByText('Rad 9: Hoppades över: uppsatsfrågor stöds inte').waitFor();
    const rows = dialog.getByRole('table', { name: 'Förhandsgranskning' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toContain('A: Stockholm');
    expect(await rows.nth(2).textContent()).toContain('A: Sant');
    await saveScreenshot(page, 'import-preview');

    await dialog.getByRole('button', { name: 'Importera 2 frågor' }).click();
    await page.getByText('2 frågor importerades.').waitFor();
    await page.getByRole('heading', { name: 'Vilken är Sveriges huvudstad?' }).waitFor();
    await page.getByRole('heading', { name: 'Vänern är Sveriges största sjö.' }).waitFor();
    // The course's imports are listed, each with its undo.
    const imports = page.getByRole('region', { name: 'Importer' });
    await imports.getByText('GIFT: 2 frågor').waitFor();
    await imports.getByRole('button', { name: /^Ångra importen \(GIFT, / }).waitFor();
    await saveScreenshot(page, 'import-done');
    const stored = await getCourseQuestions(token, course.id);
    expect(stored.map((question) => question.explanation)).toEqual([
      'Stockholm har varit huvudstad sedan 1600-talet.',
      null,
    ]);

    await page.goto(`/quiz/${course.name}`);
    expect(await waitForQuestion(page, 1, 2)).toBe('Vilken är Sveriges huvudstad?');
    await optionCard(page, 'B').click();
    await page.getByRole('button', { name: 'Svara' }).click();
    await page.getByText('Stockholm har varit huvudstad sedan 1600-talet.').waitFor();
    await saveScreenshot(page, 'import-drilled-explanation');
  });

  test('when a file has errors, then import stays disabled and the errors name their lines', async () => {
    const token = await loginAs('educator');
    const course = await createCourse(token);
    const page = await openPage({ token, viewport: MOBILE_VIEWPORT });
    await openImport(page, course.id, 'course-questions-actions-mobile');
    // The page is no wider than the phone: its three actions wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
    await page
      .getByRole('textbox', { name: '…eller klistra in text' })
      .fill('Första {=a ~b}\n\nAndra {=a ~b\n');
    await page.getByRole('button', { name: 'Granska texten' }).click();
    const dialog = page.getByRole('dialog');
    // On a phone the dialog is the whole screen: its preview and errors get every pixel of the width.
    expect((await dialog.boundingBox())?.width).toBe(MOBILE_VIEWPORT.width);
    await dialog.getByText('Rad 3: Klamrarna går inte jämnt ut: ”{” saknar sin motsvarighet').waitFor();
    expect(await dialog.getByRole('button', { name: 'Importera 1 fråga' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'import-errors-mobile');
  });

  test('when a course is exported as GIFT and the file imported into another course, then it has the same questions', async () => {
    const token = await loginAs('educator');
    const source = await createCourse(token);
    const target = await createCourse(token);
    const page = await openPage({ token, colorScheme: 'dark', storage: { theme: 'dark' } });
    await openImport(page, source.id);
    await chooseFile(page, 'bank.gift.txt', GIFT);
    await page.getByRole('dialog').getByRole('button', { name: 'Importera 2 frågor' }).click();
    await page.getByText('2 frågor importerades.').waitFor();
    await page.getByRole('region', { name: 'Importer' }).getByText('GIFT: 2 frågor').waitFor();
    await saveScreenshot(page, 'import-history-dark');
    await page.setViewportSize(MOBILE_VIEWPORT);
    await saveScreenshot(page, 'import-history-dark-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Exportera' }).click();
    await saveScreenshot(page, 'export-menu-dark');
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /GIFT/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${source.name}.gift.txt`);
    const exported = await readFile((await file.path())!, 'utf8');
    expect(exported).toContain('Images are not carried');

    await openImport(page, target.id);
    await chooseFile(page, file.suggestedFilename(), exported);
    await page.getByRole('dialog').getByText('Format: GIFT').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Importera 2 frågor' }).click();
    await page.getByText('2 frågor importerades.').waitFor();
    const shape = (questions: Awaited<ReturnType<typeof getCourseQuestions>>) =>
      questions.map(({ questionText, options, explanation }) => ({ questionText, options, explanation }));
    expect(shape(await getCourseQuestions(token, target.id))).toEqual(
      shape(await getCourseQuestions(token, source.id)),
    );

    // Undone as a whole from the course's imports: the list is empty again, and so are the imports.
    await page
      .getByRole('region', { name: 'Importer' })
      .getByRole('button', { name: /^Ångra importen/ })
      .click();
    await expect.poll(async () => (await getCourseQuestions(token, target.id)).length).toBe(0);
    await page.getByText('Importen ångrades: 2 frågor togs bort').waitFor();
    await page.getByRole('region', { name: 'Importer' }).waitFor({ state: 'detached' });
  });
});
