// Assignments in real browsers (issue 18): an educator gives a team of their own a course from /assignments, a
// student of the team sees it on the welcome screen and drills it through, and the educator follows the results (the
// student finished, a bar of share right per question) and downloads them as the CSV Swedish Excel opens. Another
// assignment, moved past its due date in the edit dialog, shows the student what is late. Every test makes its own
// team, students and courses, so the seeded team and other tests are untouched.
import { readFile } from 'node:fs/promises';
import type { AssignmentList } from '@quizdrill/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import {
  addTeamMember,
  api,
  createTeam,
  deleteTeam,
  loginAs,
  registerUser,
  uniqueUsername,
} from '../support/accounts.js';
import { openMenu, openOptions, pickOption, waitForPath } from '../support/app.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser } from '../support/browser.js';
import {
  createQuizCourse,
  optionCard,
  type QuizCourse,
  THREE_QUESTIONS,
  waitForQuestion,
} from '../support/quiz.js';

const { openPage } = useBrowser();
const dark = { colorScheme: 'dark', storage: { theme: 'dark' } } as const;

/** `YYYY-MM-DDTHH:mm` in the browser's zone (the test's, which runs the browser), `days` from now. */
function localDateTime(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A new team of the educator's with two new students: Åsa Öberg, who will drill, and Ärna Lind, who never starts. */
async function teamWithStudents(educator: string) {
  const teamName = `Klass ${uniqueUsername('8C')}`;
  const teamId = await createTeam(educator, teamName);
  const asa = await registerUser({ firstName: 'Åsa', lastName: 'Öberg' });
  const arna = await registerUser({ firstName: 'Ärna', lastName: 'Lind' });
  for (const student of [asa, arna]) await addTeamMember(educator, teamId, student.username);
  return { teamId, teamName, asa, arna };
}

/** The educator's assignment of `course` to the team, once classroom lists it. */
async function assignmentOf(educator: string, teamId: string, course: QuizCourse) {
  const list = await api<AssignmentList>('GET', '/api/v2/assignments', { token: educator });
  return list.body.teaching.find(
    (assignment) => assignment.group.id === teamId && assignment.course.name === course.course.name,
  );
}

/** Picks `name`'s option in the dialog's field `label`, found by typing `search` where the field searches. */
async function choose(page: Page, label: string, search: string, name: RegExp): Promise<void> {
  await pickOption(page.getByRole('dialog').getByRole('combobox', { name: label }), search, name);
}

/** Answers the three questions in course order on the quiz page: right, wrong, right. */
async function drillRightWrongRight(page: Page, course: QuizCourse): Promise<void> {
  for (let position = 1; position <= 3; position++) {
    const text = await waitForQuestion(page, position, 3);
    const label = position === 2 ? course.wrongLabel(text) : course.correctLabel(text);
    await optionCard(page, label).click();
    await page.getByRole('button', { name: 'Svara' }).click();
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
  }
  await page.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();
}

describe('assignments in the browser', { timeout: 180_000 }, () => {
  test('when an educator assigns a course to a team, then a student sees it on the welcome screen and drills it, and the educator sees the results and downloads them as CSV', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    const late = await createQuizCourse(educator);
    const { teamId, teamName, asa, arna } = await teamWithStudents(educator);

    // The educator gives the team the course from the menu's "Uppgifter".
    const teacher = await openPage({ token: educator });
    await teacher.goto('/');
    await (await openMenu(teacher)).getByRole('link', { name: 'Uppgifter' }).click();
    await waitForPath(teacher, '/assignments');
    await teacher.getByRole('heading', { name: 'Uppgifter', level: 1 }).waitFor();
    await teacher.getByRole('button', { name: 'Ny uppgift' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Ny uppgift' });
    await dialog.getByRole('button', { name: 'Ge uppgiften' }).click();
    await dialog.getByText('Välj ett lag').waitFor();
    await choose(teacher, 'Lag', teamName, new RegExp(`^${teamName} · 2 elever`));
    await choose(
      teacher,
      'Kurs',
      course.course.displayName,
      new RegExp(`^${course.course.displayName} · 3 frågor`),
    );
    await dialog.getByLabel('Slutdatum').fill(localDateTime(7));
    await dialog.getByLabel('Meddelande till eleverna').fill('Kapitel 3 – öva på båda sidorna');
    await saveScreenshot(teacher, 'new assignment dialog');
    await dialog.getByRole('button', { name: 'Ge uppgiften' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await teacher
      .getByRole('alert')
      .filter({ hasText: `${teamName} har fått ${course.course.displayName}` })
      .waitFor();
    const row = teacher.getByRole('listitem').filter({ hasText: course.course.displayName });
    await row.getByText('0 av 2 klara').waitFor();
    await row.getByText(teamName).waitFor();
    await row.getByText('Kapitel 3 – öva på båda sidorna').waitFor();

    // A second assignment, made over the API and moved past its due date in the edit dialog.
    const made = await api('POST', '/api/v2/assignments', {
      token: educator,
      body: {
        groupId: teamId,
        courseName: late.course.name,
        dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(made.status).toBe(201);
    await teacher.reload();
    await teacher.getByRole('button', { name: `Ändra ${late.course.displayName} för ${teamName}` }).click();
    const edit = teacher.getByRole('dialog', {
      name: new RegExp(`^Ändra uppgift: ${late.course.displayName}`),
    });
    await edit.getByLabel('Slutdatum').fill(localDateTime(-2));
    await edit.getByRole('button', { name: 'Spara' }).click();
    await edit.waitFor({ state: 'hidden' });
    await teacher.getByRole('alert').filter({ hasText: 'Uppgiften är sparad' }).waitFor();
    await saveScreenshot(teacher, 'assignments list');

    // The student sees both on the welcome screen: the late one marked, the new one to start.
    const student = await openPage({ token: asa.token });
    await student.goto('/');
    await student.getByRole('heading', { name: 'Välkommen, Åsa!' }).waitFor();
    const assigned = student.getByRole('region', { name: 'Uppgifter' });
    const lateRow = assigned.getByRole('listitem', { name: late.course.displayName });
    await lateRow.getByText('Försenad').waitFor();
    const newRow = assigned.getByRole('listitem', { name: course.course.displayName });
    await newRow.getByText('Kapitel 3 – öva på båda sidorna').waitFor();
    await newRow.getByText('0 av 3 besvarade · 0 rätt').waitFor();
    // The card names who set it by the teacher's name, not their username (issue 41).
    await newRow.getByText(`${teamName} · Erik Johansson`).waitFor();
    await saveScreenshot(student, 'student welcome with a late assignment');

    // It starts the course's drill, which the student answers through.
    await newRow.getByRole('link', { name: `Börja: ${course.course.displayName}` }).click();
    await waitForPath(student, `/quiz/${course.course.name}`);
    await drillRightWrongRight(student, course);

    // Answers reach classroom off the request path: once it has counted them, the student's own list says so.
    await expect
      .poll(
        async () => {
          const mine = await api<AssignmentList>('GET', '/api/v2/assignments', { token: asa.token });
          return mine.body.assigned.find((assignment) => assignment.course.name === course.course.name)
            ?.progress;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toMatchObject({ answered: 3, total: 3, correct: 2, finished: true });
    await student.goto('/courses');
    const onCourses = student.getByRole('region', { name: 'Uppgifter' });
    await onCourses
      .getByRole('listitem', { name: course.course.displayName })
      .getByText('Klar', { exact: true })
      .waitFor();
    await onCourses
      .getByRole('listitem', { name: course.course.displayName })
      .getByText('3 av 3 besvarade · 2 rätt')
      .waitFor();

    // The educator's results: Åsa finished, Ärna never started; the second question's bar shows nobody right.
    const assignment = await assignmentOf(educator, teamId, course);
    expect(assignment?.completion).toEqual({ students: 2, started: 1, finished: 1 });
    await teacher.goto('/assignments');
    await teacher
      .getByRole('listitem')
      .filter({ hasText: course.course.displayName })
      .getByText('1 av 2 klara')
      .waitFor();
    await teacher
      .getByRole('link', { name: `Resultat för ${course.course.displayName}, ${teamName}` })
      .click();
    await waitForPath(teacher, `/assignments/${assignment?.id}`);
    await teacher.getByRole('heading', { name: course.course.displayName, level: 1 }).waitFor();
    const students = teacher.getByRole('table', { name: 'Elever' });
    const asaRow = students.getByRole('row', { name: /Åsa Öberg/ });
    await asaRow.getByRole('cell', { name: '3 / 3' }).waitFor();
    await asaRow.getByText('Ja').waitFor();
    await students
      .getByRole('row', { name: /Ärna Lind/ })
      .getByText('Inte börjat')
      .waitFor();
    const questions = teacher.getByRole('table', { name: 'Frågor' });
    const [first, second] = course.questions;
    await questions
      .getByRole('row')
      .filter({ hasText: first?.questionText ?? '?' })
      .getByText(/^100\s?%$/)
      .waitFor();
    const wrongRow = questions.getByRole('row').filter({ hasText: second?.questionText ?? '?' });
    await wrongRow.getByText(/^0\s?%$/).waitFor();
    await wrongRow.getByText('Sex').waitFor();
    await saveScreenshot(teacher, 'results');
    // On a desktop every column fits (issue 41: "Senast aktiv" was cut off), and nothing says to scroll.
    // The box the table scrolls in: the table's parent.
    const studentsRegion = students.locator('xpath=..');
    const [scrollWidth, clientWidth] = await studentsRegion.evaluate((box) => [
      box.scrollWidth,
      box.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const lastActiveHeading = await students
      .getByRole('columnheader', { name: 'Senast aktiv' })
      .boundingBox();
    const regionBox = await studentsRegion.boundingBox();
    expect((lastActiveHeading?.x ?? 0) + (lastActiveHeading?.width ?? 0)).toBeLessThanOrEqual(
      (regionBox?.x ?? 0) + (regionBox?.width ?? 0) + 1,
    );
    expect(await teacher.getByText('Svep i sidled för att se alla kolumner.').count()).toBe(0);

    // The tables sort by a click on a heading: by share right, the question nobody got right comes first.
    await questions.getByRole('button', { name: 'Andel rätt' }).click();
    await questions.getByRole('button', { name: 'Andel rätt' }).click();
    expect(await questions.getByRole('row').nth(1).textContent()).toContain(second?.questionText);
    expect(await questions.getByRole('columnheader', { name: 'Andel rätt' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await students.getByRole('button', { name: 'Namn', exact: true }).click();
    expect(await students.getByRole('row').nth(1).textContent()).toContain('Ärna Lind');

    // The CSV: UTF-8 with a byte order mark, `;` between fields, å/ä/ö intact, named after the course and the day.
    const [download] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Ladda ner CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(download.suggestedFilename()).toContain(course.course.name);
    expect(download.suggestedFilename()).toMatch(/\d{4}-\d{2}-\d{2}/);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv).toContain(';');
    expect(csv).toContain('Öberg;Åsa');
    expect(csv).toContain('Ärna');
    expect(csv).toContain('Användarnamn');
    expect(csv).toContain(asa.username);
    expect(csv).toContain(arna.username);

    // The team's page lists it among the team's assignments.
    await teacher.goto(`/teams/${teamId}`);
    await teacher
      .getByRole('region', { name: 'Lagets uppgifter' })
      .getByRole('listitem')
      .filter({ hasText: course.course.displayName })
      .getByText('1 av 2 klara')
      .waitFor();

    // The results on a phone in the dark theme fit the screen; the tables scroll on their own.
    // And in English: the assignment texts load for the language in use.
    const phone = await openPage({
      token: educator,
      viewport: MOBILE_VIEWPORT,
      colorScheme: 'dark',
      storage: { theme: 'dark', language: 'en' },
    });
    await phone.goto(`/assignments/${assignment?.id}`);
    await phone.getByRole('table', { name: 'Students' }).getByText('Åsa Öberg').waitFor();
    await phone.getByRole('button', { name: 'Download CSV' }).waitFor();
    expect((await phone.evaluate('document.documentElement.scrollWidth')) as number).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
    // The students table scrolls sideways, says so, and keeps the names in view (issue 41).
    await phone.getByText('Swipe sideways to see every column.').first().waitFor();
    const phoneStudents = phone.getByRole('table', { name: 'Students' }).locator('xpath=..');
    await phoneStudents.evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
    });
    await phone
      .getByRole('table', { name: 'Students' })
      .getByRole('columnheader', { name: 'Last active' })
      .waitFor();
    await expect
      .poll(async () => {
        const name = await phone.getByRole('rowheader', { name: 'Åsa Öberg' }).boundingBox();
        const region = await phoneStudents.boundingBox();
        return (
          (name?.x ?? -1) >= (region?.x ?? 0) - 1 &&
          (name?.x ?? 0) + (name?.width ?? 0) <= MOBILE_VIEWPORT.width
        );
      })
      .toBe(true);
    await saveScreenshot(phone, 'results phone dark');
    await phone.goto('/assignments');
    await phone
      .getByRole('listitem')
      .filter({ hasText: course.course.displayName })
      .getByText('1 of 2 finished')
      .waitFor();
    await saveScreenshot(phone, 'assignments phone dark');

    // The late assignment on the student's phone, dark.
    const studentPhone = await openPage({ token: asa.token, viewport: MOBILE_VIEWPORT, ...dark });
    await studentPhone.goto('/');
    await studentPhone
      .getByRole('listitem', { name: late.course.displayName })
      .getByText('Försenad')
      .waitFor();
    await saveScreenshot(studentPhone, 'student welcome phone dark');

    // Deleting asks first; then the assignment is gone for the student too.
    await teacher.goto('/assignments');
    await teacher.getByRole('button', { name: `Ta bort ${late.course.displayName} för ${teamName}` }).click();
    const confirm = teacher.getByRole('alertdialog', { name: 'Ta bort uppgiften?' });
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await teacher.getByRole('alert').filter({ hasText: 'Uppgiften är borttagen' }).waitFor();
    const afterDelete = await api<AssignmentList>('GET', '/api/v2/assignments', { token: asa.token });
    expect(afterDelete.body.assigned.map((item) => item.course.name)).toEqual([course.course.name]);
  });

  test('when a student with an assignment opens the welcome screen or the course list, then the section shows together with what comes after it and nothing moves; when the assignments cannot be read, the page shows without them', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    const { teamId, asa } = await teamWithStudents(educator);
    const made = await api('POST', '/api/v2/assignments', {
      token: educator,
      body: { groupId: teamId, courseName: course.course.name },
    });
    expect(made.status).toBe(201);
    // Classroom learns the team's members from events: once it has, the student's own list has the assignment.
    await expect
      .poll(
        async () =>
          (await api<AssignmentList>('GET', '/api/v2/assignments', { token: asa.token })).body.assigned
            .length,
        { timeout: 20_000, interval: 250 },
      )
      .toBe(1);

    // On each screen, what a student taps after the section: the welcome screen's first button, the course list.
    const screens = [
      { path: '/', after: 'main a[href="/courses"]', name: 'welcome' },
      { path: '/courses', after: 'ul[aria-label="Välj kurs"]', name: 'courses' },
    ] as const;
    for (const screen of screens) {
      const page = await openPage({ token: asa.token, viewport: MOBILE_VIEWPORT });
      // Every place `after` has been painted at, frame by frame, from the first.
      await page.addInitScript((selector) => {
        const tops: number[] = [];
        Object.assign(window, { afterTops: tops });
        const record = () => {
          const top = document.querySelector(selector)?.getBoundingClientRect().top;
          if (top !== undefined && tops.at(-1) !== top) tops.push(top);
          requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      }, screen.after);
      let releaseAssignments = () => {};
      const assignmentsHeld = new Promise<void>((resolve) => {
        releaseAssignments = resolve;
      });
      await page.route(
        (url) => url.pathname === '/api/v2/assignments',
        async (route) => {
          await assignmentsHeld;
          await route.continue();
        },
      );
      // The screen's other calls have answered, the assignments have not: only placeholders where they come.
      const othersAnswered = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname ===
          (screen.path === '/' ? '/api/v2/quiz/sessions/current' : '/api/v2/courses'),
      );
      await page.goto(screen.path);
      await othersAnswered;
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.locator(screen.after).count()).toBe(0);
      await page.getByRole('status', { name: 'Laddar…' }).waitFor();

      releaseAssignments();
      await page
        .getByRole('region', { name: 'Uppgifter' })
        .getByRole('listitem', { name: course.course.displayName })
        .waitFor();
      await page.locator(screen.after).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { afterTops: number[] }).afterTops),
      ).toHaveLength(1);
      await saveScreenshot(page, `${screen.name} with an assignment, mobile`);
      const desktop = await openPage({ token: asa.token });
      await desktop.goto(screen.path);
      await desktop.getByRole('region', { name: 'Uppgifter' }).waitFor();
      await desktop.locator(screen.after).waitFor();
      await saveScreenshot(desktop, `${screen.name} with an assignment, desktop`);

      const failing = await openPage({ token: asa.token });
      await failing.route('**/api/v2/assignments', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
      );
      await failing.goto(screen.path);
      await failing.locator(screen.after).waitFor();
      expect(await failing.getByRole('region', { name: 'Uppgifter' }).count()).toBe(0);
    }
  });

  test('when a user has no assignments, then the welcome screen has no assignments section, and an educator without any sees what to do', async () => {
    const loner = await registerUser({ firstName: 'Nora' });
    const page = await openPage({ token: loner.token });
    const listed = page.waitForResponse((response) => response.url().endsWith('/api/v2/assignments'));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Välkommen, Nora!' }).waitFor();
    expect((await listed).status()).toBe(200);
    // The buttons show once the cards' calls have answered: from then on, a section would be there.
    await page.getByRole('link', { name: 'Starta nytt quiz' }).waitFor();
    expect(await page.getByRole('region', { name: 'Uppgifter' }).count()).toBe(0);
    // Nor does the menu offer a student the teacher's page.
    expect(await (await openMenu(page)).getByRole('link', { name: 'Uppgifter' }).count()).toBe(0);
  });

  test('when an admin gives an assignment or starts a live game, then any team can be picked, named with its teacher', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    const { teamId, teamName } = await teamWithStudents(educator);
    const admin = await loginAs('admin');
    // The admin is in none of the educator's teams: the picker lists them all the same.
    const page = await openPage({ token: admin });
    await page.goto('/assignments');
    await page.getByRole('button', { name: 'Ny uppgift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny uppgift' });
    await choose(page, 'Lag', teamName, new RegExp(`^${teamName} \\(Erik Johansson\\) · 2 elever`));
    await choose(
      page,
      'Kurs',
      course.course.displayName,
      new RegExp(`^${course.course.displayName} · 3 frågor`),
    );
    await dialog.getByRole('button', { name: 'Ge uppgiften' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await assignmentOf(admin, teamId, course))?.group.id).toBe(teamId);

    await page.goto('/live/new');
    await openOptions(page.getByRole('combobox', { name: 'Lag' }), teamName);
    await page.getByRole('option', { name: `${teamName} (Erik Johansson)` }).waitFor();
    await saveScreenshot(page, 'admin picks any team for a game');
  });

  test('when an admin picks from many teams and courses, then the fields search as they type, leniently, when giving an assignment and starting a live game', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    // Ten more courses with questions, past the course field's search threshold whatever the run made before.
    const courseIds: number[] = [];
    onTestFinished(async () => {
      for (const id of courseIds) {
        expect((await api('DELETE', `/api/v2/courses/${id}`, { token: educator })).status).toBe(204);
      }
    });
    for (let number = 1; number <= 10; number++) {
      const extra = await createQuizCourse(educator, THREE_QUESTIONS.slice(0, 1));
      courseIds.push(extra.course.id);
    }
    const admin = await loginAs('admin');
    // Twelve teams of the admin's own (named without their teacher), past the field's search threshold of ten.
    const prefix = uniqueUsername('Östra');
    const ids: string[] = [];
    // Deleted again however the test ends: the admin's lists in later tests are not twelve teams longer.
    onTestFinished(async () => {
      for (const id of ids) await deleteTeam(admin, id);
    });
    for (let number = 1; number <= 12; number++) {
      ids.push(await createTeam(admin, `${prefix} nr-${String(number).padStart(2, '0')}`));
    }
    const seventh = `${prefix} nr-07`;
    // The team field closed and open, on a phone and a desktop, light and dark: looked at in the screenshots, and
    // checked by axe with its list open over the dialog (saveScreenshot).
    for (const [device, viewport] of [
      ['phone', MOBILE_VIEWPORT],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const shown = await openPage({
          token: admin,
          viewport,
          colorScheme,
          storage: { theme: colorScheme },
        });
        await shown.goto('/assignments');
        await shown.getByRole('button', { name: 'Ny uppgift' }).click();
        const field = shown
          .getByRole('dialog', { name: 'Ny uppgift' })
          .getByRole('combobox', { name: 'Lag' });
        await field.waitFor();
        await saveScreenshot(shown, `team field closed, ${device}, ${colorScheme}`);
        await field.fill(prefix);
        await expect.poll(() => shown.getByRole('listbox').getByRole('option').count()).toBe(12);
        await saveScreenshot(shown, `team field open, ${device}, ${colorScheme}`);
      }
    }
    const page = await openPage({ token: admin });
    await page.goto('/assignments');
    await page.getByRole('button', { name: 'Ny uppgift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny uppgift' });
    const team = dialog.getByRole('combobox', { name: 'Lag' });
    const options = page.getByRole('listbox').getByRole('option');

    // Case and accents aside, words in any order: "NR-07 OSTRA_…" finds "Östra_… nr-07" and no other.
    await team.fill(`nr-07 ${prefix.toUpperCase().replace('Ö', 'O')}`);
    await expect.poll(() => options.allTextContents()).toEqual([`${seventh} · 0 elever`]);
    await saveScreenshot(page, 'admin searches the team to assign');
    await team.fill(`${prefix} nr-99`);
    await page.getByText(`Inget lag matchar ”${prefix} nr-99”`).waitFor();
    // Escape closes the list, not the dialog round the field.
    await team.press('Escape');
    await page.getByText(`Inget lag matchar ”${prefix} nr-99”`).waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);

    await team.fill(seventh);
    await options.filter({ hasText: seventh }).click();
    // The course by a word of its title, in other case: the one course, with its question count.
    const courseField = dialog.getByRole('combobox', { name: 'Kurs' });
    const courseWord = course.course.displayName.split(' ').at(-1) ?? '';
    await courseField.fill(`${courseWord.toUpperCase()} quizkurs`);
    await expect.poll(() => options.allTextContents()).toEqual([`${course.course.displayName} · 3 frågor`]);
    await saveScreenshot(page, 'admin searches the course to assign');
    await courseField.fill(`${courseWord} kemi`);
    await page.getByText(`Ingen kurs matchar ”${courseWord} kemi”`).waitFor();
    await courseField.fill(courseWord);
    await options.filter({ hasText: course.course.displayName }).click();
    await dialog.getByRole('button', { name: 'Ge uppgiften' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await assignmentOf(admin, ids[6] ?? '', course))?.group.name).toBe(seventh);

    // The live game's team: the same search; taking it away again lets guests back in.
    await page.goto('/live/new');
    const gameTeam = page.getByRole('combobox', { name: 'Lag' });
    const guests = page.getByLabel(/Tillåt gäster/);
    // The text under the field says what the choice means: everyone with the PIN, or the team's members only.
    const teamHint = page.locator(`[id="${await gameTeam.getAttribute('aria-describedby')}"]`);
    await gameTeam.fill(`${prefix.toLowerCase()} NR-03`);
    await options.filter({ hasText: `${prefix} nr-03` }).click();
    await expect.poll(() => gameTeam.inputValue()).toBe(`${prefix} nr-03`);
    expect(await guests.isDisabled()).toBe(true);
    await gameTeam.focus();
    await page.getByRole('button', { name: 'Ta bort valt lag' }).click();
    await expect.poll(() => guests.isDisabled()).toBe(false);
    expect(await gameTeam.inputValue()).toBe('');
    // From the keyboard: Escape in the field takes the team away again, and the empty field says what that means.
    await gameTeam.fill('NR-03');
    await options.filter({ hasText: `${prefix} nr-03` }).click();
    expect(await guests.isDisabled()).toBe(true);
    expect(await teamHint.textContent()).toBe('Med ett lag kan bara lagets medlemmar gå med, inga gäster.');
    await gameTeam.press('Escape');
    await expect.poll(() => guests.isDisabled()).toBe(false);
    expect(await gameTeam.getAttribute('placeholder')).toBe('Inget lag');
    expect(await teamHint.textContent()).toMatch(/^Utan lag kan alla med PIN-koden gå med\./);
  });

  test('when an admin’s search matches more than fifty teams, then the list shows the first fifty and says how many match, in Swedish and English, and typing on narrows it', async () => {
    const admin = await loginAs('admin');
    const prefix = uniqueUsername('Västra');
    const ids: string[] = [];
    onTestFinished(async () => {
      for (const id of ids) await deleteTeam(admin, id);
    });
    // 51 teams one search matches, created in parallel batches (the field lists every team of the system, for an admin).
    for (let first = 1; first <= 51; first += 17) {
      const batch = Array.from({ length: 17 }, (_, index) => first + index);
      ids.push(
        ...(await Promise.all(
          batch.map((number) => createTeam(admin, `${prefix} nr-${String(number).padStart(2, '0')}`)),
        )),
      );
    }
    const options = (page: Page) => page.getByRole('listbox').getByRole('option');

    const page = await openPage({ token: admin, viewport: MOBILE_VIEWPORT, colorScheme: 'dark' });
    await page.goto('/assignments');
    await page.getByRole('button', { name: 'Ny uppgift' }).click();
    const team = page.getByRole('dialog', { name: 'Ny uppgift' }).getByRole('combobox', { name: 'Lag' });
    await team.fill(prefix);
    const more = page.getByText('Visar 50 av 51 lag. Skriv för att hitta fler.');
    await more.waitFor();
    // The first fifty in the list's order; the 51st is left out until typing finds it.
    const shown = await options(page).allTextContents();
    expect(shown).toHaveLength(50);
    expect(shown[0]).toBe(`${prefix} nr-01 · 0 elever`);
    expect(shown.at(-1)).toBe(`${prefix} nr-50 · 0 elever`);
    await saveScreenshot(page, 'fifty of many teams shown');
    // Pressing the line keeps the focus in the search, and the list open.
    await more.click();
    await expect.poll(() => team.evaluate((element) => element === document.activeElement)).toBe(true);
    await team.pressSequentially(' nr-5');
    await expect
      .poll(() => options(page).allTextContents())
      .toEqual([`${prefix} nr-50 · 0 elever`, `${prefix} nr-51 · 0 elever`]);
    expect(await more.count()).toBe(0);
    await options(page)
      .filter({ hasText: `${prefix} nr-51` })
      .click();
    await expect.poll(() => team.inputValue()).toBe(`${prefix} nr-51`);
    // Opened again, the list shows every team (the 51st is past the first fifty), with the chosen one first and
    // highlighted: Enter keeps the choice.
    await page.getByRole('button', { name: 'Visa listan: Lag' }).click();
    const chosen = options(page).first();
    expect(await chosen.textContent()).toBe(`${prefix} nr-51 · 0 elever`);
    expect(await chosen.getAttribute('aria-selected')).toBe('true');
    expect(await options(page).count()).toBe(50);
    await team.press('Enter');
    await expect.poll(() => team.inputValue()).toBe(`${prefix} nr-51`);

    // English, on a desktop in light mode: the live game's team field says the same.
    const english = await openPage({ token: admin, storage: { language: 'en' } });
    await english.goto('/live/new');
    await english.getByRole('combobox', { name: 'Team' }).fill(prefix.toLowerCase());
    await english.getByText('Showing 50 of 51 teams. Type to find others.').waitFor();
    expect(await options(english).count()).toBe(50);
    await saveScreenshot(english, 'fifty of many teams shown, in English');
  });

  test('when a host starts a live game for one of their teams, then the game is the team’s and takes no guests', async () => {
    const educator = await loginAs('educator');
    const course = await createQuizCourse(educator);
    const { teamId, teamName } = await teamWithStudents(educator);
    const host = await openPage({ token: educator });
    await host.goto('/live/new');
    await pickOption(
      host.getByRole('combobox', { name: 'Kurs' }),
      course.course.displayName,
      new RegExp(course.course.displayName),
    );
    const team = host.getByRole('combobox', { name: 'Lag' });
    // Empty, the field says that no team is a choice: as a select (a few teams) it shows the choice as its text, as a
    // search (ten or more: a full run's educator has made many) as its placeholder.
    const shownWhenEmpty = (await team.getAttribute('placeholder')) ?? (await team.textContent());
    expect(shownWhenEmpty).toBe('Inget lag');
    await pickOption(team, teamName, teamName);
    expect(await host.getByLabel(/Tillåt gäster/).isDisabled()).toBe(true);
    await saveScreenshot(host, 'new team game');
    await host.getByRole('button', { name: 'Skapa spel' }).click();
    await host.waitForURL((url) => url.pathname.startsWith('/live/host/'));
    const gameId = new URL(host.url()).pathname.split('/').at(-1);

    const games = await api<{ gameId: string; group: { id: string } | null }[]>('GET', '/api/v2/live/games', {
      token: educator,
    });
    expect(games.body.find((game) => game.gameId === gameId)?.group?.id).toBe(teamId);
    await host.goto(`/teams/${teamId}`);
    await host
      .getByRole('region', { name: 'Lagets live-quiz' })
      .getByRole('listitem')
      .filter({ hasText: course.course.displayName })
      .waitFor();
    await saveScreenshot(host, 'team page with its game');
    await host.goto('/live/games');
    await host
      .getByRole('listitem')
      .filter({ hasText: course.course.displayName })
      .getByText(`Lag ${teamName}`)
      .waitFor();
  });
});
