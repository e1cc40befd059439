// The API reference in a real browser (issue 43): /api/docs opens as a readable page, with every route and its
// parameters' descriptions, on a phone and a desktop, accessible (axe) under its own script-free policy.
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from '../support/axe.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';

const { openPage } = useBrowser();

describe('the API reference', { timeout: 120_000 }, () => {
  test.each([
    ['desktop', undefined],
    ['phone', MOBILE_VIEWPORT],
  ])(
    'when a browser opens /api/docs on a %s, then it reads the routes and what their parameters do',
    async (screen, viewport) => {
      const page = await openPage({ viewport });
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      const answer = await page.goto('/api/docs');
      expect(answer?.headers()['content-type']).toMatch(/^text\/html/);
      await page.getByRole('heading', { level: 1, name: 'QuizDrill API reference' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'quiz' }).waitFor();
      await saveScreenshot(page, `api-docs-${screen}`);

      const submit = page.locator('#post-api-v2-quiz-submit');
      await submit.locator(':scope > summary').click();
      const questionId = submit.locator('li', {
        has: page.locator('code.field-name', { hasText: /^questionId$/ }),
      });
      await expect.poll(() => questionId.first().textContent()).toMatch(/next question/);
      await saveScreenshot(page, `api-docs-submit-open-${screen}`);
      await expectNoAxeViolations(page, `the reference with submit open (${screen})`, { bestPractice: true });
      expect(refused).toEqual([]);
    },
  );
});
