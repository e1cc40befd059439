// The API reference in a real browser (issue 43): /api/docs opens as a readable page, with every route and its
// parameters' descriptions, on a phone and a desktop (and in the dark), accessible (axe) under its own script-free policy.
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

describe('the API reference', { timeout: 120_000 }, () => {
  test.each([
    ['desktop', undefined, 'light'],
    ['phone', MOBILE_VIEWPORT, 'light'],
    ['desktop in the dark', undefined, 'dark'],
  ] as const)(
    'when a browser opens /api/docs on a %s, then it reads the routes and what their parameters do',
    async (screen, viewport, colorScheme) => {
      const page = await openPage({ viewport, colorScheme });
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      const answer = await page.goto('/api/docs');
      expect(answer?.headers()['content-type']).toMatch(/^text\/html/);
      await page.getByRole('heading', { level: 1, name: 'QuizDrill API reference' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'quiz' }).waitFor();

      const submit = page.locator('#post-api-v2-quiz-submit');
      await submit.locator(':scope > summary').click();
      const questionId = submit.locator('li', {
        has: page.locator('code.field-name', { hasText: /^questionId$/ }),
      });
      await expect.poll(() => questionId.first().textContent()).toMatch(/next question/);
      // One picture of the whole page, with submit open; axe checks it as it is taken.
      await saveScreenshot(page, `api-docs-${screen}`);
      await expectNoAxeViolations(page, `the reference with submit open (${screen})`, { bestPractice: true });
      expect(refused).toEqual([]);
    },
  );
});
