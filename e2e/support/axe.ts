// axe-core in the page under test: the WCAG 2.x A/AA rules, run on the screen as it is shown.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Each violation as "rule: target, target…", so a failure says what and where. */
function described(results: AxeResults): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} – ${node.failureSummary ?? ''}`)
        .join('; ')}`,
  );
}

/**
 * Lets fades, slides and colour transitions finish (endless ones, like spinners, excepted), for at most two seconds:
 * read mid-transition, a colour is a blend (a dialog fading in had its button text at 4.48:1 against 4.5).
 */
export async function waitForRest(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe on the page once it is at rest and expects no violation of WCAG 2.1 A/AA. saveScreenshot calls it, so every
 * screen a browser test looks at is checked; call it directly for a state that gets no screenshot.
 */
export async function expectNoAxeViolations(
  page: Page,
  screen = 'this screen',
  { bestPractice = false }: { bestPractice?: boolean } = {},
): Promise<void> {
  // Best practice (landmarks, one main, headings) as well, for a page outside the app's own layout.
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(bestPractice ? ['best-practice'] : [])];
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await waitForRest(page);
  const injected = await page.evaluate('typeof window.axe === "object"');
  if (!injected) await page.evaluate(await axeSource);
  const results = (await page.evaluate(
    `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(tags)} }, resultTypes: ['violations'] })`,
  )) as AxeResults;
  expect(described(results), `axe-core violations on ${screen}`).toEqual([]);
}
