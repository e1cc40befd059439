// Which AI answered (issue 41), in a real browser: the explanation names its provider from the `X-AI-Provider` header
// (the built-in explainer when no key is set, as in this system), and the admin's model select marks the models
// without a key.

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, loginAs } from '../support/accounts.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';
import { createQuizCourse, optionCard, waitForQuestion } from '../support/quiz.js';

const { openPage } = useBrowser();

/** Answers the first question wrong and asks for the explanation; answers its card. */
async function explainFirstWrongAnswer(page: Page) {
  await waitForQuestion(page, 1, 3);
  await optionCard(page, 'A').click();
  await page.getByRole('button', { name: 'Svara' }).click();
  await page.getByRole('button', { name: 'Förklara med AI' }).click();
}

describe('which AI answered', { timeout: 60_000 }, () => {
  test('when no model has a key, then the explanation says the built-in explainer wrote it, in Swedish and English', async () => {
    const token = await loginAs('educator');
    const providers = await api<{ providers: { configured: boolean }[] }>('GET', '/api/v2/ai/providers', {
      token,
    });
    expect(providers.body.providers.every((provider) => !provider.configured)).toBe(true);
    const quiz = await createQuizCourse(token);

    const page = await openPage({ token, viewport: MOBILE_VIEWPORT });
    await page.goto(`/quiz/${quiz.course.name}`);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v2/explain'));
    await explainFirstWrongAnswer(page);
    expect((await answered).headers()['x-ai-provider']).toBe('offline');
    const card = page.getByRole('region', { name: 'AI-förklaring' });
    await card.getByText('Förklarat av Inbyggd förklarare', { exact: false }).waitFor();
    await saveScreenshot(page, 'explanation-built-in-mobile');

    // In English, the same explanation names the same provider in English.
    await page.getByRole('banner').getByRole('button', { name: 'EN', exact: true }).click();
    await page
      .getByRole('region', { name: 'AI explanation' })
      .getByText('Explained by Built-in explainer', { exact: false })
      .waitFor();
  });

  test('when a model with a key answers, then the explanation names it', async () => {
    const token = await loginAs('educator');
    const quiz = await createQuizCourse(token);
    const page = await openPage({ token });
    // A configured model, as the header would name it: the explanation itself comes from the system.
    await page.route('**/api/v2/explain', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-ai-provider': 'claude' } });
    });
    await page.goto(`/quiz/${quiz.course.name}`);
    await explainFirstWrongAnswer(page);
    await page
      .getByRole('region', { name: 'AI-förklaring' })
      .getByText('Förklarat av Claude 3 Haiku', { exact: false })
      .waitFor();
  });

  test("when the admin opens the AI model select, then models without a key are marked and the chosen one's hint says who answers", async () => {
    const page = await openPage({ token: await loginAs('admin') });
    await page.goto('/profile');
    const select = page.getByRole('combobox', { name: 'AI-modell' });
    await select.getByText('OpenAI (ingen nyckel)').waitFor();
    await page.getByText('Utan nyckel svarar den inbyggda förklararen i stället.').waitFor();
    await select.click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toEqual(['OpenAI (ingen nyckel)', 'Claude 3 Haiku (ingen nyckel)']);
    await saveScreenshot(page, 'ai-model-select-not-configured');
    await page.keyboard.press('Escape');

    const english = await openPage({ token: await loginAs('admin'), storage: { language: 'en' } });
    await english.goto('/profile');
    await english.getByRole('combobox', { name: 'AI model' }).getByText('OpenAI (not configured)').waitFor();
  });
});
