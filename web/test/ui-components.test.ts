// The UI layer's components (src/components/ui) in Chromium: the page test/ui-gallery served by Vite, driven by
// keyboard and mouse as a user would, checked by axe-core, on React 19 as the app ships it.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../e2e/support/axe.js';
import { localeParts } from '../build/locale-parts.mjs';
import { sourceAlias } from '../build/source-alias.mjs';

// Beside the browser tests' screenshots, to look at after a change of the UI layer.
const SCREENSHOTS = path.join(import.meta.dirname, '../../artifacts/screenshots');

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
});

afterAll(() => browser?.close());

describe('the UI layer', () => {
  let server: ViteDevServer;
  let page: Page;

  beforeAll(async () => {
    server = await createServer({
      configFile: false,
      root: path.join(import.meta.dirname, 'ui-gallery'),
      // The app's texts in their two parts, as the app loads them (build/locale-parts.mjs).
      plugins: [react(), localeParts()],
      resolve: { alias: [sourceAlias] },
      cacheDir: path.join(import.meta.dirname, '../node_modules/.vite-ui-gallery'),
      server: { host: '127.0.0.1', port: 0 },
      logLevel: 'error',
    });
    await server.listen();
    // The first visit waits for Vite to pre-bundle React and Base UI (on a fresh checkout, seconds on a busy
    // machine): done here once, so no test's own time goes to it.
    page = await browser.newPage();
    await open();
    // The chunks a page asks for after its first paint (the tooltip's) too.
    await page.waitForLoadState('networkidle');
    await page.close();
  }, 60_000);

  afterAll(() => server?.close());

  async function open(theme: 'light' | 'dark' = 'light') {
    await page.goto(`${server.resolvedUrls!.local[0]!}?theme=${theme}`);
    await page.getByRole('heading', { name: 'UI layer' }).waitFor();
  }

  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // React's development build says in the console what it finds wrong (a missing key, an uncontrolled input made
    // controlled, a ref it cannot attach, an effect that breaks when StrictMode runs it twice): each is a bug here.
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    await open();
    return async () => {
      await page.close();
      expect(complaints).toEqual([]);
    };
    // The dev server sends the page as a few hundred modules: seconds on a busy machine.
  }, 30_000);

  const isFocused = (locator: ReturnType<Page['getByRole']>) =>
    locator.evaluate((element) => element === document.activeElement);

  /** The text an element's aria-describedby points at. */
  const describedBy = (locator: ReturnType<Page['getByRole']>) =>
    locator.evaluate(
      (element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
    );

  describe('the gallery', () => {
    it.each(['light', 'dark'] as const)(
      'when shown %s on a phone, then axe finds nothing and every control is a target of 24 px at least',
      async (theme) => {
        await open(theme);
        await expectNoAxeViolations(page, `the gallery, ${theme}`);
        // WCAG 2.2's target size: a link inside a sentence is exempt, and an input inside its label is the label.
        const small = await page.evaluate(() =>
          // Base UI's hidden inputs (a radio's, a select's) carry the value for the form and take no pointer.
          [
            ...document.querySelectorAll(
              'button, a:not(p a), input:not([aria-hidden="true"]), textarea, [role="menuitem"]',
            ),
          ]
            .map((element) => ({
              element,
              box: (element.closest('label') ?? element).getBoundingClientRect(),
            }))
            .filter(({ box }) => box.width < 24 || box.height < 24)
            .map(({ element }) => element.outerHTML.slice(0, 80)),
        );
        expect(small).toEqual([]);
        await page.screenshot({
          path: `${SCREENSHOTS}/ui-gallery-${theme}.png`,
          fullPage: true,
        });
      },
      // axe over the whole gallery, every component of the layer on one page.
      20_000,
    );

    it('when the keyboard reaches a control, then it shows a focus ring of 2 px at least', async () => {
      const rings = [];
      for (let press = 0; press < 6; press += 1) {
        await page.keyboard.press('Tab');
        rings.push(
          await page.evaluate(() => {
            const style = getComputedStyle(document.activeElement!);
            return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
          }),
        );
      }
      expect(rings.filter((ring) => ring.style === 'none' || ring.width < 2)).toEqual([]);
    });
  });

  describe('MathText', () => {
    const example = (name: string) => page.locator(`[data-example="${name}"]`);

    it('when a text has no math, then it shows as typed with its line breaks, and single dollars stay prices', async () => {
      await example('math').locator('.katex').first().waitFor();
      expect(await example('plain').innerText()).toBe('It costs $5 and $6.\nA second line.');
      expect(await example('plain').locator('.katex').count()).toBe(0);
    });

    it('when a text has math, then KaTeX sets it inline and as a display, each with MathML for screen readers', async () => {
      const math = example('math');
      await math.locator('.katex-display').waitFor();
      expect(await math.locator('.katex-mathml math').count()).toBe(2);
      expect(await math.locator('.katex-html[aria-hidden="true"]').count()).toBe(2);
      expect(await math.locator('math annotation').allTextContents()).toEqual([
        '\\frac{a}{b}',
        'x^2 + y^2 = r^2',
      ]);
      // The line break typed before and after the display formula adds no empty line of its own.
      const lines = await math.evaluate((element) => Math.round(element.getBoundingClientRect().height));
      const display = await math
        .locator('.katex-display')
        .evaluate((element) => Math.round(element.getBoundingClientRect().height));
      expect(lines).toBeLessThan(display + 3 * 28);
    });

    it("when LaTeX cannot be read, then its source shows in the theme's error red, with KaTeX's reason written out where asked", async () => {
      const error = example('error').locator('.katex-error');
      await error.waitFor();
      expect(await error.textContent()).toBe('x^2^3');
      expect(await error.getAttribute('title')).toContain('Double superscript');
      // Written out too, where the screen asks for it (the editor's preview): a touch screen has no hover.
      expect(await example('error').innerText()).toContain(
        'x^2^3 (cannot be read: Double superscript at position 4',
      );
      expect(await error.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(211, 47, 47)');
    });
  });

  describe('Button', () => {
    it('when it is loading, then it waits: a second press does nothing and screen readers hear it is busy', async () => {
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await save.click();
      await expect.poll(() => page.getByText('Presses: 1').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Start loading' }).click();
      await expect.poll(() => save.getAttribute('aria-busy')).toBe('true');
      expect(await save.isDisabled()).toBe(true);
      await save.click({ force: true });
      expect(await page.getByText('Presses: 1').isVisible()).toBe(true);
    });
  });

  describe('TextField', () => {
    it('when its value breaks a rule, then the error replaces the hint and is read with the field', async () => {
      const field = page.getByRole('textbox', { name: 'Course name' });
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      expect(await describedBy(field)).toBe('Shown to students');

      await field.fill('Too long');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(field)).toBe('At most 5 characters');
      expect(await field.getAttribute('required')).not.toBeNull();
    });
  });

  describe('Checkbox and Switch', () => {
    it('when pressed with the space bar, then each turns on, the switch announced as a switch', async () => {
      const published = page.getByRole('switch', { name: 'Published' });
      const shuffle = page.getByRole('checkbox', { name: 'Shuffle the options' });
      await published.focus();
      await page.keyboard.press('Space');
      await shuffle.focus();
      await page.keyboard.press('Space');

      expect(await published.isChecked()).toBe(true);
      expect(await shuffle.isChecked()).toBe(true);
    });
  });

  describe('Dialog', () => {
    it('when it opens, then the focus moves into it, Tab stays inside and Escape closes it back to its opener', async () => {
      const opener = page.getByRole('button', { name: 'Delete course' });
      await opener.click();

      const dialog = page.getByRole('alertdialog', { name: 'Delete the course?' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
      const focusedInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(focusedInDialog).toBe(true);
      for (let press = 0; press < 4; press += 1) {
        await page.keyboard.press('Tab');
        // Tabbing past the last button lands on Base UI's focus guard, which sends the focus back in.
        await expect.poll(focusedInDialog).toBe(true);
      }
      await expectNoAxeViolations(page, 'the open dialog');

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => isFocused(opener)).toBe(true);
      expect(await page.getByText('Answer: dismissed').isVisible()).toBe(true);
    });

    it('when it is an alert, then a click outside leaves it open and its buttons answer', async () => {
      await page.getByRole('button', { name: 'Delete course' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);

      await page.mouse.click(5, 5);
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.getByText('Answer: delete').isVisible()).toBe(true);
    });
  });

  describe('ConfirmDialog', () => {
    it('when it asks, then Cancel has the focus, a click outside leaves it open, and while the action runs it cannot be dismissed', async () => {
      await page.getByRole('button', { name: 'Delete team' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete the team?' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await describedBy(dialog)).toBe('Its members leave it.');
      await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Cancel' }))).toBe(true);
      await expectNoAxeViolations(page, 'the open confirm dialog');
      await page.mouse.click(5, 5);
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByRole('button', { name: 'Delete the team' }).click();
      await expect.poll(() => dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Delete the team' }).getAttribute('aria-busy')).toBe(
        'true',
      );
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.getByText('Team deleted: yes').isVisible()).toBe(true);
    });
  });

  describe('Menu', () => {
    it('when opened from the keyboard, then arrows move between items, Enter chooses and the focus returns to the trigger', async () => {
      const trigger = page.getByRole('button', { name: 'Course actions' });
      expect(await trigger.getAttribute('aria-haspopup')).toBe('menu');
      await trigger.focus();
      await page.keyboard.press('Enter');

      const menu = page.getByRole('menu');
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Edit', 'Copy', 'Open elsewhere']);
      await expectNoAxeViolations(page, 'the open menu');

      const edit = menu.getByRole('menuitem', { name: 'Edit' });
      // Opened from the keyboard, the menu puts the focus on its first item (WAI-ARIA's menu button).
      await expect.poll(() => isFocused(edit)).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => isFocused(menu.getByRole('menuitem', { name: 'Copy' }))).toBe(true);
      await page.keyboard.press('Enter');

      await expect.poll(() => menu.count()).toBe(0);
      expect(await page.getByText('Chosen: copy').isVisible()).toBe(true);
      await expect.poll(() => isFocused(trigger)).toBe(true);
    });

    it('when clicked open, then Escape closes it and nothing is chosen', async () => {
      await page.getByRole('button', { name: 'Course actions' }).click();
      const menu = page.getByRole('menu');
      await expect.poll(() => menu.isVisible()).toBe(true);

      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      expect(await page.getByText('Chosen: none').isVisible()).toBe(true);
    });
  });

  describe('Table', () => {
    it('when shown on a phone, then its headers name the columns and rows, and a detail column waits for a wider screen', async () => {
      const table = page.getByRole('table', { name: 'Results by student' });
      expect(await table.getByRole('columnheader').allTextContents()).toEqual([
        'Student',
        'Answered',
        'Correct',
        'State',
      ]);
      const astrid = table.getByRole('row', { name: /Astrid Lindgren/ });
      expect(await astrid.getByRole('rowheader').textContent()).toBe('Astrid Lindgren');
      expect(await astrid.getByRole('cell').allTextContents()).toEqual(['120', '98', 'Finished']);

      await page.setViewportSize({ width: 1024, height: 768 });
      await expect
        .poll(() => table.getByRole('columnheader').allTextContents())
        .toEqual(['Student', 'Email address', 'Answered', 'Correct', 'State']);
    });

    it('when it is wider than the screen, then its box is a named region the keyboard scrolls, the header staying in view', async () => {
      const region = page.getByRole('region', { name: 'Import preview' });
      await region.focus();
      expect(await isFocused(region)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

      await page.keyboard.press('End');
      await expect.poll(() => region.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      const header = region.getByRole('columnheader', { name: 'Question' });
      const offset = await header.evaluate(
        (cell) =>
          cell.getBoundingClientRect().top - cell.closest('[role="region"]')!.getBoundingClientRect().top,
      );
      expect(Math.abs(offset)).toBeLessThanOrEqual(1);

      // A table that fits is no stop for the keyboard.
      expect(await page.getByRole('region', { name: 'Usage per month' }).count()).toBe(0);
    });
  });

  describe('List', () => {
    it('when a row is a link or a button, then the whole row is one named target the keyboard presses', async () => {
      const members = page.getByRole('list', { name: 'Members' });
      expect(await members.getByRole('listitem').count()).toBe(2);
      await members.getByRole('button', { name: 'Remove Astrid' }).click();
      expect(await page.getByText('Removed: Astrid').isVisible()).toBe(true);

      const teams = page.getByRole('list', { name: 'Teams' });
      const link = teams.getByRole('link', { name: 'Class 9B 24 members' });
      expect(await link.getAttribute('href')).toBe('/teams/1');
      const row = await link.evaluate((element) => element.getBoundingClientRect().height);
      expect(row).toBeGreaterThanOrEqual(48);

      const button = teams.getByRole('button', { name: 'Class 9C' });
      await link.focus();
      await page.keyboard.press('Tab');
      expect(await isFocused(button)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByText('Team picked: 9C').isVisible()).toBe(true);
    });

    it('when a name is too long for a phone, then it ends in an ellipsis and leaves room for the actions', async () => {
      const members = page.getByRole('list', { name: 'Members' });
      const name = members.getByText(/^Astrid Lindgren with a name/);
      const { clipped, nameRight } = await name.evaluate((element) => ({
        clipped: element.scrollWidth > element.clientWidth,
        nameRight: element.getBoundingClientRect().right,
      }));
      expect(clipped).toBe(true);
      const remove = await members.getByRole('button', { name: 'Remove Astrid' }).boundingBox();
      expect(nameRight).toBeLessThanOrEqual(remove!.x);
    });
  });

  describe('Badge and Avatar', () => {
    it('when they decorate, then screen readers hear the text only; a labelled avatar is an image with its name', async () => {
      const finished = page
        .getByRole('row', { name: /Astrid Lindgren/ })
        .getByRole('cell', { name: 'Finished' });
      expect(await finished.count()).toBe(1);
      expect(await page.getByText('Yes', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('img', { name: 'Ada Lovelace' }).textContent()).toBe('AL');
      // The unlabelled avatars beside a name stay out of the accessibility tree.
      expect(await page.getByRole('list', { name: 'Members' }).getByRole('img').count()).toBe(0);
    });
  });

  describe('useMediaQuery', () => {
    it('when the window widens past a phone, then the component re-renders with the new answer', async () => {
      expect(await page.getByText('Screen: phone').isVisible()).toBe(true);
      await page.setViewportSize({ width: 1024, height: 768 });
      await expect.poll(() => page.getByText('Screen: wide').isVisible()).toBe(true);
    });
  });

  describe('Tooltip', () => {
    it('when the pointer rests on its control, then the hint shows, and screen readers have it as the description all along', async () => {
      const restart = page.getByRole('button', { name: 'Restart' });
      expect(await describedBy(restart)).toBe('Starts over from the first question');
      const hint = page
        .getByText('Starts over from the first question', { exact: true })
        .filter({ visible: true });
      expect(await hint.count()).toBe(0);

      await restart.hover();
      await expect.poll(() => hint.count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => hint.count()).toBe(0);
    });
  });

  describe('RadioGroup', () => {
    it('when the keyboard reaches the group, then Tab lands on the chosen radio and the arrows choose another', async () => {
      const group = page.getByRole('radiogroup', { name: 'Question order' });
      const inOrder = group.getByRole('radio', { name: 'In order' });
      const random = group.getByRole('radio', { name: 'Random' });
      expect(await inOrder.isChecked()).toBe(true);

      await inOrder.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => random.isChecked()).toBe(true);
      expect(await isFocused(random)).toBe(true);
      expect(await inOrder.isChecked()).toBe(false);
      expect(await page.getByText('Order: RANDOM').isVisible()).toBe(true);

      await page.getByText('In order', { exact: true }).click();
      await expect.poll(() => inOrder.isChecked()).toBe(true);
    });

    it('when a radio stands beside what it chooses, then its label names it and its tooltip describes it', async () => {
      const group = page.getByRole('radiogroup', { name: 'Right answer' });
      const optionB = group.getByRole('radio', { name: 'Option B is right' });
      expect(await describedBy(optionB)).toBe('Mark B right');
      await optionB.click();
      await expect.poll(() => optionB.isChecked()).toBe(true);
      const box = await optionB.boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
    });
  });

  describe('Select', () => {
    it('when opened from the keyboard, then the arrows and Enter choose, the focus returns and the form gets the value', async () => {
      const language = page.getByRole('combobox', { name: 'Language' });
      expect(await describedBy(language)).toBe('The language of the questions');
      expect(await language.textContent()).toContain('Svenska');
      await language.focus();
      await page.keyboard.press('ArrowDown');

      const list = page.getByRole('listbox');
      await expect.poll(() => list.isVisible()).toBe(true);
      expect(await list.getByRole('option').allTextContents()).toEqual(['Svenska', 'English']);
      expect(await list.getByRole('option', { name: 'English' }).getAttribute('lang')).toBe('en');
      // No axe run while it is open: Base UI puts focus guards round the list (aria-hidden, tabindex 0, passing the
      // focus straight on), which axe's aria-hidden-focus flags; Base UI calls it expected (mui/base-ui#5706).
      // Opened from the keyboard, the list puts the focus on the chosen option.
      await expect.poll(() => isFocused(list.getByRole('option', { name: 'Svenska' }))).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');

      await expect.poll(() => list.count()).toBe(0);
      expect(await page.getByText('Language: en').isVisible()).toBe(true);
      await expect.poll(() => isFocused(language)).toBe(true);
      expect(await page.locator('input[name="language"]').inputValue()).toBe('en');
    });

    it('when it has an error, then it is marked invalid and the error is read with it', async () => {
      const course = page.getByRole('combobox', { name: /^Course/ });
      expect(await course.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(course)).toBe('Choose a course');

      await course.click();
      await page.getByRole('option', { name: 'History' }).click();
      await expect.poll(() => course.getAttribute('aria-invalid')).toBeNull();
      expect(await course.textContent()).toContain('History');
    });
  });

  describe('MatchingPicker', () => {
    it("when each left item gets its right one from the keyboard, then the answer reads in contracts' form and axe finds nothing", async () => {
      const sweden = page.getByRole('combobox', { name: 'Sverige' });
      const norway = page.getByRole('combobox', { name: 'Norge' });
      expect(await page.getByText('Matching answer: -,-').isVisible()).toBe(true);
      for (const [field, steps] of [
        [sweden, 3],
        [norway, 2],
      ] as const) {
        await field.focus();
        await page.keyboard.press('ArrowDown');
        const list = page.getByRole('listbox');
        await expect.poll(() => list.isVisible()).toBe(true);
        for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect.poll(() => list.count()).toBe(0);
      }
      expect(await page.getByText('Matching answer: C,B').isVisible()).toBe(true);
      await expectNoAxeViolations(page, 'the matching picker');
      const section = page.getByRole('region', { name: 'Matching' });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${SCREENSHOTS}/ui-gallery-matching-phone.png` });
    });
  });

  describe('Combobox', () => {
    const team = () => page.getByRole('combobox', { name: 'Team' });
    const listbox = () => page.getByRole('listbox', { name: 'Team' });
    const options = () => listbox().getByRole('option');
    /** The option the text box points at (aria-activedescendant), by its text. */
    const highlighted = () =>
      team().evaluate(
        (input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent,
      );

    it('when typed into, then it lists the matches under it, the first highlighted, and the keys move and choose while the focus stays in it', async () => {
      const field = team();
      expect(await field.getAttribute('aria-autocomplete')).toBe('list');
      expect(await field.getAttribute('aria-expanded')).toBe('false');
      expect(await field.getAttribute('aria-controls')).toBeNull();
      expect(await describedBy(field)).toBe('A name or a teacher');
      expect(await field.getAttribute('placeholder')).toBe('No team');

      await field.fill('class 1 berg');
      await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
      expect(await field.getAttribute('aria-controls')).toBe(await listbox().getAttribute('id'));
      expect(await options().allTextContents()).toEqual([
        'Class 10 (Berg)',
        'Class 12 (Berg)',
        'Class 14 (Berg)',
        'Class 16 (Berg)',
        'Class 18 (Berg)',
      ]);
      expect(await highlighted()).toBe('Class 10 (Berg)');
      // Above the text box while it is at the bottom of the screen, under it once it is at the top; as wide as its
      // frame.
      const input = (await field.boundingBox())!;
      const above = (await listbox().boundingBox())!;
      expect(input.y).toBeGreaterThan(844 / 2);
      expect(above.y + above.height).toBeLessThanOrEqual(input.y);
      await field.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await expect
        .poll(async () => (await listbox().boundingBox())!.y)
        .toBeGreaterThanOrEqual((await field.boundingBox())!.y + input.height);
      const under = (await listbox().boundingBox())!;
      expect(Math.abs(under.x - input.x)).toBeLessThanOrEqual(1);
      for (const box of await options().evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()),
      ))
        expect(box.height).toBeGreaterThanOrEqual(24);

      await page.keyboard.press('ArrowDown');
      expect(await highlighted()).toBe('Class 12 (Berg)');
      await page.keyboard.press('End');
      expect(await highlighted()).toBe('Class 18 (Berg)');
      await page.keyboard.press('ArrowDown');
      expect(await highlighted()).toBe('Class 10 (Berg)');
      await page.keyboard.press('ArrowUp');
      expect(await highlighted()).toBe('Class 18 (Berg)');
      await page.keyboard.press('Home');
      expect(await highlighted()).toBe('Class 10 (Berg)');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');

      await expect.poll(() => listbox().count()).toBe(0);
      expect(await field.getAttribute('aria-expanded')).toBe('false');
      expect(await field.inputValue()).toBe('Class 12');
      expect(await page.getByText('Team: 12').isVisible()).toBe(true);
      expect(await isFocused(field)).toBe(true);
    });

    it('when it opens, then the rest of the page stays as it was: axe finds nothing, light and dark, and Tab leaves it for the next control', async () => {
      for (const theme of ['light', 'dark'] as const) {
        await open(theme);
        await team().fill('class');
        await expect.poll(() => options().count()).toBe(50);
        // Nothing outside the list is hidden from screen readers while it is open (Base UI's combobox does that).
        expect(await page.locator('main[aria-hidden], section[aria-hidden], [inert]').count()).toBe(0);
        await expectNoAxeViolations(page, `the open combobox, ${theme}`);
        await page.screenshot({
          path: `${SCREENSHOTS}/ui-gallery-combobox-${theme}.png`,
        });
      }
      await page.keyboard.press('Tab');
      await expect.poll(() => isFocused(page.getByRole('button', { name: 'After the team' }))).toBe(true);
      expect(await listbox().count()).toBe(0);
      // What was typed and not chosen goes: the field shows its choice, none.
      expect(await team().inputValue()).toBe('');
    });

    it('when more match than it lists, then the line under the list says how many; a press on it keeps the list open and the focus in the field', async () => {
      const field = team();
      await page.getByRole('button', { name: 'Show the list: Team' }).click();
      await expect.poll(() => options().count()).toBe(50);
      expect(await isFocused(field)).toBe(true);
      const more = page
        .getByRole('status')
        .filter({ hasText: 'Showing 50 of 60 teams. Type to find others.' });
      expect(await more.isVisible()).toBe(true);
      expect(await listbox().getByRole('status').count()).toBe(0);
      await more.click();
      expect(await isFocused(field)).toBe(true);
      expect(await options().count()).toBe(50);
      // The list scrolls to the highlighted option.
      await page.keyboard.press('End');
      await expect.poll(() => listbox().evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
      expect(await options().last().isVisible()).toBe(true);

      await page.keyboard.type(' 5');
      await expect
        .poll(() => options().allTextContents())
        .toEqual([
          'Class 05 (Lindqvist)',
          'Class 15 (Lindqvist)',
          'Class 25 (Lindqvist)',
          'Class 35 (Lindqvist)',
          'Class 45 (Lindqvist)',
          'Class 50 (Berg)',
          'Class 51 (Lindqvist)',
          'Class 52 (Berg)',
          'Class 53 (Lindqvist)',
          'Class 54 (Berg)',
          'Class 55 (Lindqvist)',
          'Class 56 (Berg)',
          'Class 57 (Lindqvist)',
          'Class 58 (Berg)',
          'Class 59 (Lindqvist)',
        ]);
      expect(await more.count()).toBe(0);
      await page.keyboard.type('9 nothing');
      await page.getByText('No team matches “59 nothing”').waitFor();
      expect(await field.getAttribute('aria-expanded')).toBe('false');
    });

    it('when a chosen field opens again, then its choice is first and highlighted, even past the first fifty, and Enter keeps it', async () => {
      const field = team();
      await field.fill('class 58');
      await options().filter({ hasText: 'Class 58' }).click();
      await expect.poll(() => field.inputValue()).toBe('Class 58');
      expect(await isFocused(field)).toBe(true);

      await page.getByRole('button', { name: 'Show the list: Team' }).click();
      await expect.poll(() => options().count()).toBe(50);
      expect(await options().first().textContent()).toBe('Class 58 (Berg)');
      expect(await options().first().getAttribute('aria-selected')).toBe('true');
      expect(await options().nth(1).getAttribute('aria-selected')).toBe('false');
      expect(await highlighted()).toBe('Class 58 (Berg)');
      expect(await page.getByRole('button', { name: 'Hide the list: Team' }).count()).toBe(1);
      await page.keyboard.press('Enter');
      await expect.poll(() => listbox().count()).toBe(0);
      expect(await field.inputValue()).toBe('Class 58');
      expect(await page.getByText('Team: 58').isVisible()).toBe(true);
    });

    it('when none is a choice, then Escape closes the list first and then chooses none; the clear button does too', async () => {
      const field = team();
      await field.fill('class 07');
      await page.keyboard.press('Enter');
      expect(await page.getByText('Team: 7', { exact: true }).isVisible()).toBe(true);

      await field.press('ArrowDown');
      await expect.poll(() => listbox().isVisible()).toBe(true);
      await field.press('Escape');
      await expect.poll(() => listbox().count()).toBe(0);
      expect(await field.inputValue()).toBe('Class 07');
      await field.press('Escape');
      await expect.poll(() => page.getByText('Team: none').isVisible()).toBe(true);
      expect(await field.inputValue()).toBe('');

      await field.fill('class 08');
      await page.keyboard.press('Enter');
      expect(await page.getByText('Team: 8', { exact: true }).isVisible()).toBe(true);
      const clear = page.getByRole('button', { name: 'Clear the chosen team' });
      expect(await clear.getAttribute('tabindex')).toBe('-1');
      await clear.click();
      await expect.poll(() => page.getByText('Team: none').isVisible()).toBe(true);
      expect(await field.inputValue()).toBe('');
      expect(await isFocused(field)).toBe(true);
    });
  });

  describe('Toast', () => {
    const toast = (text: string) => page.getByRole('alert').filter({ hasText: text });

    it('when a toast is shown on a phone, then it is read out at the top of the screen and hides itself after its time', async () => {
      await page.getByRole('button', { name: 'Save with a toast' }).click();
      // The first toast loads the toast's module.
      await expect.poll(() => toast('The course is saved').isVisible(), { timeout: 5000 }).toBe(true);
      const box = await toast('The course is saved').boundingBox();
      expect(box!.y).toBeLessThan(200);
      await expect.poll(() => toast('The course is saved').count(), { timeout: 8000 }).toBe(0);
      // A toast shows for 3.5 s before it hides itself.
    }, 20_000);

    it('when another toast comes, then it replaces the one showing; Escape and its button close it', async () => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.getByRole('button', { name: 'Fail with a toast' }).click();
      const failure = toast('Could not save.');
      await expect.poll(() => failure.isVisible(), { timeout: 5000 }).toBe(true);
      expect(await failure.innerText()).toContain('Could not save.\nThe server is away.');
      const box = await failure.boundingBox();
      expect(box!.y).toBeGreaterThan(500);
      await expectNoAxeViolations(page, 'an error toast');

      await page.getByRole('button', { name: 'Toast with Done' }).click();
      await expect.poll(() => failure.count()).toBe(0);
      const done = toast('Questions saved');
      await done.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => done.count()).toBe(0);

      await page.getByRole('button', { name: 'Fail with a toast' }).click();
      await expect.poll(() => failure.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => failure.count()).toBe(0);
    }, 20_000);
  });
});
