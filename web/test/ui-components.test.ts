// The UI layer's components (src/components/ui) in Chromium: the page test/ui-gallery served by Vite, driven by
// keyboard and mouse as a user would, checked by axe-core, on React 19 as the app ships it.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../e2e/support/axe.js';
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
      plugins: [react()],
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
