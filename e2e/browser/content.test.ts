// Content authoring in a real browser: creating a course (the name suggested from the display name), adding
// questions with an image, editing a question (option E, marked correct), the course list with edit and delete,
// and who may author at all. Every test makes its own courses, so none depends on the seed or on another test.
import type { CourseResponse } from '@quizdrill/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import { api, loginAs, registerUser, withBrokenSignature } from '../support/accounts.js';
import { openManageContent, openMenu, pathnameOf, showCourse, waitForPath } from '../support/app.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { MOBILE_VIEWPORT, saveScreenshot, showDarkAndOnPhone, useBrowser } from '../support/browser.js';
import {
  createCourse,
  createQuestion,
  getCourseQuestions,
  getQuestion,
  gradientPng,
  uniqueWord,
} from '../support/content.js';

const { openPage } = useBrowser();

/** The toast (or snackbar) at the bottom of the screen with this text. */
function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

describe('course create', { timeout: 45_000 }, () => {
  test('when an educator types the display name, then the course name is suggested until they write their own, and the created course leads on to its questions', async () => {
    const educatorToken = await loginAs('educator');
    const word = uniqueWord();
    const displayName = `Åsa Ölands Historia ${word}`;
    const expectedName = `asa-olands-historia-${word}`;
    const page = await openPage({ token: educatorToken });
    await page.goto('/courses/create');
    await page.getByRole('heading', { name: 'Skapa kurs', level: 1 }).waitFor();

    await textbox(page, 'Visningsnamn').fill(displayName);
    await expect.poll(() => textbox(page, 'Kursnamn').inputValue()).toBe(expectedName);
    expect(await page.getByRole('combobox', { name: /Frågornas språk/ }).textContent()).toContain('Svenska');

    // The author's own name is kept when the display name changes afterwards.
    await textbox(page, 'Kursnamn').fill('Min Kurs');
    await textbox(page, 'Visningsnamn').fill(`${displayName} del 2`);
    expect(await textbox(page, 'Kursnamn').inputValue()).toBe('Min Kurs');
    await page.getByRole('button', { name: 'Skapa kurs' }).click();
    await page.getByText('Kursnamnet får bara innehålla små bokstäver, siffror och bindestreck.').waitFor();
    await page.getByText('Beskrivning krävs').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await saveScreenshot(page, 'course-create-invalid');

    // Emptying the name hands it back to the suggestion.
    await textbox(page, 'Kursnamn').fill('');
    await textbox(page, 'Visningsnamn').fill(displayName);
    await expect.poll(() => textbox(page, 'Kursnamn').inputValue()).toBe(expectedName);
    await textbox(page, 'Beskrivning').fill('Öns historia från stenåldern till i dag.');
    await page.getByRole('button', { name: 'Skapa kurs' }).click();
    await toast(page, 'Kursen har skapats').first().waitFor();
    await saveScreenshot(page, 'course-created');

    const courses = await api<
      { name: string; displayName: string; language: string; ownerUsername: string }[]
    >('GET', '/api/v2/courses', { token: educatorToken });
    expect(courses.body.find((course) => course.name === expectedName)).toMatchObject({
      displayName,
      language: 'sv',
      ownerUsername: 'educator',
    });

    await page.getByRole('link', { name: 'Lägg till frågor' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/questions/create' && url.searchParams.get('course') === expectedName,
    );
    expect(await page.getByRole('combobox', { name: /Kurs/ }).textContent()).toContain(displayName);
    await page.getByText('Kursen har 0 frågor hittills.').waitFor();
  });

  test('when the course name is taken, then the English form says so under the name and above the form', async () => {
    const educatorToken = await loginAs('educator');
    const taken = await createCourse(educatorToken);
    const page = await openPage({ token: educatorToken, storage: { language: 'en' } });
    await page.goto('/courses/create');
    await textbox(page, 'Display name').fill('Another course');
    await textbox(page, 'Course name').fill(taken.name);
    await textbox(page, 'Description').fill('Same name as another course.');
    expect(await page.getByRole('combobox', { name: /Language of the questions/ }).textContent()).toContain(
      'English',
    );
    await page.getByRole('button', { name: 'Create course' }).click();
    const formError = page.getByRole('alert').filter({ hasText: 'Failed to create course' });
    await formError.waitFor();
    expect(await formError.textContent()).toContain('Course name is already taken');
    expect(await page.getByText('Course name is already taken').count()).toBe(2);
    await saveScreenshot(page, 'course-create-name-taken-english');
  });
});

describe('question create', { timeout: 60_000 }, () => {
  test('when an educator saves questions with an image, then the form clears for the next one and the list shows the thumbnail', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken, { displayName: `Kartor ${uniqueWord()}` });
    const page = await openPage({ token: educatorToken });
    await page.goto(`/questions/create?course=${course.name}`);
    const courseSelect = page.getByRole('combobox', { name: /Kurs/ });
    await courseSelect.waitFor();
    expect(await courseSelect.textContent()).toContain(course.displayName);
    expect(
      await Promise.all(
        ['A', 'B', 'C', 'D'].map((label) => textbox(page, `Alternativ ${label}`).isVisible()),
      ),
    ).toEqual([true, true, true, true]);

    await page.getByRole('button', { name: 'Spara frågan' }).click();
    await page.getByText('Frågetext krävs').waitFor();
    await page.getByText('Alternativ A behöver en text').waitFor();
    await page.getByText('Du måste markera vilket svar som är rätt').waitFor();
    await saveScreenshot(page, 'question-create-invalid');

    // Over 5 MB is refused before anything is sent.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/questions/create')) requests.push(request.method());
    });
    const imageInput = page.locator('input[type="file"][name="image"]');
    await imageInput.setInputFiles({
      name: 'enorm.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([gradientPng(), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await page.getByText('Bilden är för stor (högst 5 MB)').waitFor();

    await textbox(page, 'Fråga').fill('Vilket landskap ligger längst söderut i Sverige?');
    for (const [label, text] of [
      ['A', 'Blekinge'],
      ['B', 'Halland'],
      ['C', 'Skåne'],
      ['D', 'Öland'],
    ] as const) {
      await textbox(page, `Alternativ ${label}`).fill(text);
    }
    await page.getByRole('radio', { name: 'C är rätt svar' }).check();
    // A photo-sized map: students get it at 320 px as a thumbnail and 640 px when zoomed, never as uploaded.
    await imageInput.setInputFiles({
      name: 'karta.png',
      mimeType: 'image/png',
      buffer: gradientPng(1200, 800),
    });
    await page.getByRole('img', { name: 'Vald bild: karta.png' }).waitFor();
    expect(await page.getByText('Bilden är för stor (högst 5 MB)').count()).toBe(0);
    await saveScreenshot(page, 'question-create-filled');

    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v2/questions/create'));
    await page.getByRole('button', { name: 'Spara frågan' }).click();
    expect((await saved).status()).toBe(201);
    await toast(page, 'Frågan har sparats').waitFor();
    expect(requests).toEqual(['POST']);
    // Cleared for the next question of the same course.
    await expect.poll(() => textbox(page, 'Fråga').inputValue()).toBe('');
    expect(await textbox(page, 'Alternativ C').inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: 'C är rätt svar' }).isChecked()).toBe(false);
    expect(await page.getByRole('img', { name: /Vald bild/ }).count()).toBe(0);
    expect(await courseSelect.textContent()).toContain(course.displayName);
    await page.getByText('Kursen har 1 fråga hittills.').waitFor();
    await saveScreenshot(page, 'question-create-saved');

    await textbox(page, 'Fråga').fill('Vad heter Sveriges största sjö?');
    await textbox(page, 'Alternativ A').fill('Vänern');
    await textbox(page, 'Alternativ B').fill('Vättern');
    await page.getByRole('button', { name: 'Ta bort alternativ D' }).click();
    await page.getByRole('button', { name: 'Ta bort alternativ C' }).click();
    await page.getByRole('radio', { name: 'A är rätt svar' }).check();
    await page.getByRole('button', { name: 'Spara frågan' }).click();
    await page.getByText('Kursen har 2 frågor hittills.').waitFor();

    const stored = await getCourseQuestions(educatorToken, course.id);
    expect(stored.map((question) => question.questionText)).toEqual([
      'Vilket landskap ligger längst söderut i Sverige?',
      'Vad heter Sveriges största sjö?',
    ]);
    expect(
      stored[0]?.options.map((option) => [option.optionLabel, option.optionText, option.isCorrect]),
    ).toEqual([
      ['A', 'Blekinge', false],
      ['B', 'Halland', false],
      ['C', 'Skåne', true],
      ['D', 'Öland', false],
    ]);
    expect(stored[0]?.imageUrl).toMatch(/^\/api\/v2\/images\/[0-9a-f]{64}\.webp$/);
    expect(stored[1]?.options).toHaveLength(2);
    expect(stored[1]?.imageUrl).toBeNull();

    await page.getByRole('link', { name: 'Se kursens frågor' }).click();
    await waitForPath(page, `/questions/course/${course.id}`);
    const first = page.getByRole('article', { name: 'Fråga 1' });
    const thumbnail = first.getByRole('img', { name: 'Bild till frågan' });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(320);
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\?size=320$/);
    expect((await thumbnail.boundingBox())?.width).toBeLessThanOrEqual(320);
    expect(await first.getByRole('listitem').filter({ hasText: 'Skåne' }).textContent()).toContain('Rätt');
    expect(await first.getByRole('listitem').filter({ hasText: 'Blekinge' }).textContent()).not.toContain(
      'Rätt',
    );
    await saveScreenshot(page, 'course-questions');

    await first.getByRole('button', { name: 'Förstora bilden' }).click();
    const zoomed = page.getByRole('dialog').getByRole('img', { name: 'Bild till frågan' });
    await zoomed.waitFor();
    await expect
      .poll(() => zoomed.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(640);
    expect(await zoomed.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\?size=640$/);
    const zoomedWidth = (await zoomed.boundingBox())?.width ?? 0;
    expect(zoomedWidth).toBeGreaterThan(320);
    expect(zoomedWidth).toBeLessThanOrEqual(640);
    await saveScreenshot(page, 'course-questions-zoomed-image');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });
  test('when the session was rejected before the question is saved, then the session-expired toast shows and the login page opens', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken);
    const page = await openPage({ token: educatorToken });
    await page.goto(`/questions/create?course=${course.name}`);
    await textbox(page, 'Fråga').fill('Hinner frågan sparas?');
    await textbox(page, 'Alternativ A').fill('Ja');
    await textbox(page, 'Alternativ B').fill('Nej');
    await textbox(page, 'Alternativ C').fill('Kanske');
    await textbox(page, 'Alternativ D').fill('Vet inte');
    await page.getByRole('radio', { name: 'B är rätt svar' }).check();
    // The same claims with a signature the server refuses: the app still shows the form, the server says 401.
    await page.evaluate(
      (token) => window.localStorage.setItem('token', token),
      withBrokenSignature(educatorToken),
    );

    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v2/questions/create'));
    await page.getByRole('button', { name: 'Spara frågan' }).click();
    expect((await refused).status()).toBe(401);
    await toast(page, 'Din session har gått ut. Logga in igen.').first().waitFor();
    await waitForPath(page, '/login');
    await saveScreenshot(page, 'question-create-session-expired');
    expect(await getCourseQuestions(educatorToken, course.id)).toEqual([]);
  });
});

describe('question edit', { timeout: 45_000 }, () => {
  test('when an educator adds option E and marks it correct, then the question is saved and the list shows it', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken);
    const question = await createQuestion(educatorToken, {
      courseName: course.name,
      questionText: 'Vilken älv är Sveriges längsta?',
      options: ['Göta älv', 'Dalälven', 'Ångermanälven', 'Indalsälven'],
      correctIndex: 1,
      image: { name: 'karta.png', type: 'image/png', bytes: gradientPng(64, 64) },
    });
    const page = await openPage({ token: educatorToken });
    await page.goto(`/questions/course/${course.id}`);
    await page.getByRole('link', { name: 'Redigera fråga 1' }).click();
    await waitForPath(page, `/questions/${question.id}/edit`);
    await expect.poll(() => textbox(page, 'Fråga').inputValue()).toBe('Vilken älv är Sveriges längsta?');
    expect(await page.getByRole('radio', { name: 'B är rätt svar' }).isChecked()).toBe(true);
    await page.getByRole('img', { name: 'Nuvarande bild' }).waitFor();

    await textbox(page, 'Fråga').fill('');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await page.getByText('Frågetext krävs').waitFor();
    await textbox(page, 'Fråga').fill('Vilken älv är längst i Sverige?');

    await page.getByRole('button', { name: 'Lägg till alternativ E' }).click();
    await textbox(page, 'Alternativ E').fill('Klarälven–Göta älv');
    // The arrow keys at the text's ends stay in the field: they neither leave it nor mark another option right.
    await textbox(page, 'Alternativ E').focus();
    for (const key of ['End', 'ArrowRight', 'ArrowDown', 'Home', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('option-E');
    expect(await page.getByRole('radio', { name: 'B är rätt svar' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'E är rätt svar' }).check();
    await page.getByRole('button', { name: 'Lägg till alternativ F' }).waitFor();
    await saveScreenshot(page, 'question-edit-option-e');

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v2/questions/${question.id}`) && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await toast(page, 'Frågan har sparats').waitFor();
    await waitForPath(page, `/questions/course/${course.id}`);
    const card = page.getByRole('article', { name: 'Fråga 1' });
    await card.getByText('Vilken älv är längst i Sverige?').waitFor();
    expect(
      await card.getByRole('listitem').filter({ hasText: 'Klarälven–Göta älv' }).textContent(),
    ).toContain('Rätt');
    expect(await card.getByRole('listitem').filter({ hasText: 'Dalälven' }).textContent()).not.toContain(
      'Rätt',
    );
    await saveScreenshot(page, 'course-questions-after-edit');

    const stored = await getQuestion(educatorToken, question.id);
    expect(stored.options.map((option) => [option.optionLabel, option.isCorrect])).toEqual([
      ['A', false],
      ['B', false],
      ['C', false],
      ['D', false],
      ['E', true],
    ]);
    expect(stored.options[4]?.optionText).toBe('Klarälven–Göta älv');
    // No new image was chosen: the old one stays.
    expect(stored.imageUrl).toBe(question.imageUrl);
  });

  test('when a question is deleted after the confirmation, then it is gone from the list', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken);
    for (const questionText of ['Första frågan?', 'Andra frågan?']) {
      await createQuestion(educatorToken, {
        courseName: course.name,
        questionText,
        options: ['Ja', 'Nej'],
        correctIndex: 0,
      });
    }
    const page = await openPage({ token: educatorToken });
    await page.goto(`/questions/course/${course.id}`);
    await page.getByRole('button', { name: 'Ta bort fråga 1' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ta bort frågan?' });
    await dialog.getByText('”Första frågan?” tas bort.').waitFor();
    await saveScreenshot(page, 'question-delete-confirm');
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await toast(page, 'Frågan är borttagen').waitFor();
    await page.getByText('Första frågan?').waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Fråga 1' }).getByText('Andra frågan?').waitFor();
    expect(
      (await getCourseQuestions(educatorToken, course.id)).map((question) => question.questionText),
    ).toEqual(['Andra frågan?']);

    // The last one too: the list gives way to the empty state, and a new toast still says it is gone.
    await toast(page, 'Frågan är borttagen').getByRole('button').click();
    await toast(page, 'Frågan är borttagen').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Ta bort fråga 1' }).click();
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByText('Inga frågor än').waitFor();
    await toast(page, 'Frågan är borttagen').waitFor();
    await saveScreenshot(page, 'course-questions-empty');
    expect(await getCourseQuestions(educatorToken, course.id)).toEqual([]);
  });
});

describe('question image removal', { timeout: 60_000 }, () => {
  test('when an educator removes a question’s image and saves, then it is gone from the question and from the students’ quiz', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken);
    const question = await createQuestion(educatorToken, {
      courseName: course.name,
      questionText: 'Vilken färg har himlen på bilden?',
      options: ['Blå', 'Grön'],
      correctIndex: 0,
      image: { name: 'himmel.png', type: 'image/png', bytes: gradientPng(96, 64) },
    });
    const student = await openPage({ token: (await registerUser()).token });
    await student.goto(`/quiz/${course.name}`);
    const quizImage = student.getByRole('img', { name: 'Bild till frågan' });
    await quizImage.waitFor();

    const page = await openPage({ token: educatorToken });
    await page.goto(`/questions/${question.id}/edit`);
    const currentImage = page.getByRole('img', { name: 'Nuvarande bild' });
    await currentImage.waitFor();
    // Removing can be undone until the question is saved.
    await page.getByRole('button', { name: 'Ta bort bilden' }).click();
    await page.getByText('Bilden tas bort när du sparar.').waitFor();
    expect(await currentImage.count()).toBe(0);
    await page.getByRole('button', { name: 'Ångra' }).click();
    await currentImage.waitFor();
    await page.getByRole('button', { name: 'Ta bort bilden' }).click();
    await saveScreenshot(page, 'question-edit-image-removed');

    const saved = page.waitForRequest(
      (request) => request.url().endsWith(`/api/v2/questions/${question.id}`) && request.method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    expect((await saved).postData()).toMatch(/name="removeImage"\r\n\r\ntrue\r\n/);
    await toast(page, 'Frågan har sparats').waitFor();
    await waitForPath(page, `/questions/course/${course.id}`);
    const card = page.getByRole('article', { name: 'Fråga 1' });
    await card.getByText('Vilken färg har himlen på bilden?').waitFor();
    expect(await card.getByRole('img').count()).toBe(0);
    expect((await getQuestion(educatorToken, question.id)).imageUrl).toBeNull();

    // The quiz learns of the change from content's event: the question on the student's screen loses its image.
    await expect
      .poll(
        async () => {
          await student.reload();
          await student.getByText('Vilken färg har himlen på bilden?').waitFor();
          return quizImage.count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(0);
  });

  test('when the question edit screen offers to remove the image on a phone and in the dark, then it stays readable', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken);
    const question = await createQuestion(educatorToken, {
      courseName: course.name,
      questionText: 'Vad visar bilden?',
      options: ['Himmel', 'Hav'],
      correctIndex: 0,
      image: { name: 'himmel.png', type: 'image/png', bytes: gradientPng(96, 64) },
    });
    const { dark, phone } = await showDarkAndOnPhone(openPage, {
      token: educatorToken,
      path: `/questions/${question.id}/edit`,
      ready: (page) => page.getByRole('img', { name: 'Nuvarande bild' }).waitFor(),
      name: 'question-edit-image',
    });
    for (const [name, page] of [
      ['mobile', phone],
      ['dark', dark],
    ] as const) {
      await page.getByRole('button', { name: 'Ta bort bilden' }).click();
      await page.getByText('Bilden tas bort när du sparar.').waitFor();
      await saveScreenshot(page, `question-edit-image-removed-${name}`);
    }
  });
});

describe('course list and edit', { timeout: 45_000 }, () => {
  test('when a teacher clicks a course’s name in the course list, then its edit form opens', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken, { displayName: `Klickbar kurs ${uniqueWord()}` });
    const page = await openPage({ token: educatorToken });
    await page.goto('/courses/list');
    const row = await showCourse(page, course.displayName, 'Redigera kurs');
    await row.getByText(course.displayName, { exact: true }).click();
    await waitForPath(page, `/courses/${course.id}/edit`);
    await expect.poll(() => textbox(page, 'Visningsnamn').inputValue()).toBe(course.displayName);

    await page.goBack();
    await waitForPath(page, '/courses/list');
    await row.getByRole('link', { name: course.displayName, exact: true }).focus();
    await saveScreenshot(page, 'course-list-name-focused');
  });

  test('when an educator opens the course list, then only their own courses show, and an admin sees everyone’s', async () => {
    const educatorToken = await loginAs('educator');
    const adminToken = await loginAs('admin');
    const own = await createCourse(educatorToken, { displayName: `Lärarens kurs ${uniqueWord()}` });
    const others = await createCourse(adminToken, { displayName: `Adminkurs ${uniqueWord()}` });

    const page = await openPage({ token: educatorToken });
    await page.goto('/courses/list');
    await (await showCourse(page, own.displayName, 'Redigera kurs'))
      .getByRole('link', { name: `Redigera ${own.displayName}` })
      .waitFor();
    await saveScreenshot(page, 'course-list-educator');
    // The admin's course is not in the educator's list, searched for where the list is long (from ten courses on; the
    // rows show before the search's module has come, so the count decides, and fill waits for the field).
    const search = page.getByRole('searchbox', { name: 'Sök bland kurserna' });
    if ((await page.getByRole('list', { name: 'Redigera kurs' }).getByRole('listitem').count()) >= 10) {
      await search.fill(others.displayName);
      await page.getByText(`Ingen kurs matchar ”${others.displayName}”`).waitFor();
    }
    expect(
      await page.getByRole('list', { name: 'Redigera kurs' }).getByText(others.displayName).count(),
    ).toBe(0);

    const adminPage = await openPage({ token: adminToken });
    await adminPage.goto('/courses/list');
    await (await showCourse(adminPage, others.displayName, 'Redigera kurs'))
      .getByRole('link', { name: `Redigera ${others.displayName}` })
      .waitFor();
    expect(await (await showCourse(adminPage, own.displayName, 'Redigera kurs')).textContent()).toContain(
      'av educator',
    );

    // Another author's question list is not for the educator.
    await page.goto(`/questions/course/${others.id}`);
    await page.getByText('Du har inte behörighet att visa den här sidan.').waitFor();
  });

  test('when a school has many courses, then a student’s list and a teacher’s list search as one types, with numbers in titles counted', {
    timeout: 90_000,
  }, async () => {
    const educatorToken = await loginAs('educator');
    // Letters only, so that a chapter's number typed in the search matches nothing else (the search reads the course's
    // name too, which is made of the same word).
    const word = uniqueWord().replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)));
    const chapters: CourseResponse[] = [];
    // Deleted again however the test ends: later tests' lists are not twenty-two courses longer.
    onTestFinished(async () => {
      const deleted = await Promise.all(
        chapters.map((course) => api('DELETE', `/api/v2/courses/${course.id}`, { token: educatorToken })),
      );
      expect(deleted.map((answer) => answer.status)).toEqual(chapters.map(() => 204));
    });
    // Twenty-two, past the lists' search threshold of ten and their page of twenty whatever the run made before; made
    // out of order.
    for (const number of [12, 3, 7, 1, 10, 2, 11, 5, 9, 4, 8, 6, 22, 15, 19, 13, 21, 14, 18, 16, 20, 17]) {
      chapters.push(
        await createCourse(educatorToken, {
          name: `kapitel-${number}-${word}`,
          displayName: `Kapitel ${number} ${word}`,
        }),
      );
    }
    const eleventh = chapters.find((course) => course.displayName.startsWith('Kapitel 11 '));
    if (!eleventh) throw new Error('no chapter 11');
    await createQuestion(educatorToken, {
      courseName: eleventh.name,
      questionText: `Vad står i kapitel 11 (${word})?`,
      options: ['Rätt', 'Fel'],
      correctIndex: 0,
    });

    const page = await openPage({ token: (await registerUser()).token });
    // The search's module comes when a list is first long. Held back here: the list shows without it, and does not
    // move when it comes (its room is held).
    let releaseSearch: () => void = () => undefined;
    const searchHeld = new Promise<void>((resolve) => {
      releaseSearch = resolve;
    });
    await page.route(/\/assets\/searched-list-[\w-]+\.js$/, async (route) => {
      await searchHeld;
      await route.continue();
    });
    await page.goto('/courses');
    const search = page.getByRole('searchbox', { name: 'Sök bland kurserna' });
    const courseList = page.getByRole('list', { name: 'Välj kurs' });
    await courseList.waitFor();
    const topWhileHeld = (await courseList.boundingBox())?.y;
    expect(await search.count()).toBe(0);
    releaseSearch();
    await search.waitFor();
    expect((await courseList.boundingBox())?.y).toBe(topWhileHeld);
    const titles = async () =>
      (await courseList.getByRole('listitem').allTextContents()).map(
        (text) => /^Kapitel \d+/.exec(text)?.[0],
      );
    const chaptersUpTo = (last: number) => Array.from({ length: last }, (_, index) => `Kapitel ${index + 1}`);
    // Upper case, and the chapters in counting order: 2 before 10. The first twenty show, the rest by a button.
    await search.fill(word.toUpperCase());
    await page
      .getByRole('status')
      .filter({ hasText: /^22 av \d+ kurser matchar$/ })
      .waitFor();
    expect(await titles()).toEqual(chaptersUpTo(20));
    await saveScreenshot(page, 'courses-searched-first-page');
    await page.getByRole('button', { name: 'Visa de 2 sista' }).click();
    await expect.poll(titles).toEqual(chaptersUpTo(22));
    expect(await page.getByRole('button', { name: /^Visa / }).count()).toBe(0);
    // The focus is on the first row shown: its course has no questions, so its progress link.
    const progressOf21 = courseList.getByRole('link', {
      name: new RegExp(`^Dina framsteg i Kapitel 21 ${word}`),
    });
    await expect.poll(() => progressOf21.evaluate((link) => link === document.activeElement)).toBe(true);
    // Back from a course further down finds the list as it was left: searched, and with its row still shown.
    await courseList.getByRole('link', { name: new RegExp(`^Dina framsteg i Kapitel 22 ${word}`) }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/progress/'));
    await page.goBack();
    await waitForPath(page, '/courses');
    await expect.poll(titles).toEqual(chaptersUpTo(22));
    expect(await search.inputValue()).toBe(word.toUpperCase());
    // Words in any order narrow the list to one.
    await search.fill(`11 ${word} kapitel`);
    await expect.poll(titles).toEqual(['Kapitel 11']);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 av \d+ kurser matchar$/ })
      .waitFor();
    await expectNoAxeViolations(page, 'the course list searched');
    await saveScreenshot(page, 'courses-searched');
    await search.fill(`${word} kemi`);
    await page.getByText(`Ingen kurs matchar ”${word} kemi”`).waitFor();
    // The course found opens its quiz.
    await search.fill(`kapitel 11 ${word}`);
    await courseList.getByRole('link', { name: new RegExp(`^Kapitel 11 ${word}`) }).click();
    await waitForPath(page, `/quiz/${eleventh.name}`);
    // Back to the list: the search is as it was left.
    await page.getByRole('radiogroup').waitFor();
    await page.goBack();
    await waitForPath(page, '/courses');
    await expect.poll(titles).toEqual(['Kapitel 11']);
    expect(await search.inputValue()).toBe(`kapitel 11 ${word}`);

    // A teacher's course list searches the same way.
    const teacher = await openPage({ token: educatorToken, viewport: MOBILE_VIEWPORT, colorScheme: 'dark' });
    await teacher.goto('/courses/list');
    await teacher.getByRole('searchbox', { name: 'Sök bland kurserna' }).fill(`${word} KAPITEL 12`);
    const rows = teacher.getByRole('list', { name: 'Redigera kurs' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.getByRole('link', { name: `Redigera Kapitel 12 ${word}` }).waitFor();
    await expectNoAxeViolations(teacher, 'the teacher’s course list searched, phone, dark');
    await saveScreenshot(teacher, 'course-list-searched-phone-dark');
    // Deleting the one course found: the confirmation closes as usual, and the search stays with what was typed.
    await rows.getByRole('button', { name: `Ta bort Kapitel 12 ${word}` }).click();
    const confirmation = teacher.getByRole('alertdialog', { name: 'Ta bort kursen?' });
    await confirmation.getByRole('button', { name: 'Ta bort' }).click();
    await teacher.getByText(`Kursen ”Kapitel 12 ${word}” är borttagen`).waitFor();
    chapters.splice(
      chapters.findIndex((course) => course.displayName.startsWith('Kapitel 12 ')),
      1,
    );
    await confirmation.waitFor({ state: 'hidden' });
    await teacher.getByText(`Ingen kurs matchar ”${word} KAPITEL 12”`).waitFor();
  });

  test('when an educator edits a course, then it is saved; and deleting it asks first', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken, { displayName: `Gammalt namn ${uniqueWord()}` });
    await createQuestion(educatorToken, {
      courseName: course.name,
      questionText: 'Fråga?',
      options: ['Ja', 'Nej'],
      correctIndex: 0,
    });
    const page = await openPage({ token: educatorToken });
    await page.goto('/courses/list');
    const row = await showCourse(page, course.displayName, 'Redigera kurs');
    expect(await row.textContent()).toContain('1 fråga');
    await page.getByRole('link', { name: `Redigera ${course.displayName}` }).click();
    await waitForPath(page, `/courses/${course.id}/edit`);
    await expect.poll(() => textbox(page, 'Visningsnamn').inputValue()).toBe(course.displayName);

    await textbox(page, 'Visningsnamn').fill('');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await page.getByText('Visningsnamn krävs').waitFor();
    const newDisplayName = `Nytt namn ${uniqueWord()}`;
    await textbox(page, 'Visningsnamn').fill(newDisplayName);
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await toast(page, 'Kursen har sparats').waitFor();
    await saveScreenshot(page, 'course-edit-saved');
    const stored = await api<{ displayName: string; name: string }>('GET', `/api/v2/courses/${course.id}`, {
      token: educatorToken,
    });
    expect(stored.body).toMatchObject({ displayName: newDisplayName, name: course.name });

    await page.getByRole('link', { name: 'Alla kurser' }).click();
    await waitForPath(page, '/courses/list');
    await showCourse(page, newDisplayName, 'Redigera kurs');
    await page.getByRole('button', { name: `Ta bort ${newDisplayName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ta bort kursen?' });
    await dialog.getByText('och dess 1 fråga tas bort').waitFor();
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await api('GET', `/api/v2/courses/${course.id}`, { token: educatorToken })).status).toBe(200);

    await page.getByRole('button', { name: `Ta bort ${newDisplayName}` }).click();
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await toast(page, `Kursen ”${newDisplayName}” är borttagen`).waitFor();
    await page.getByRole('link', { name: `Redigera ${newDisplayName}` }).waitFor({ state: 'detached' });
    expect((await api('GET', `/api/v2/courses/${course.id}`, { token: educatorToken })).status).toBe(404);
  });
});

describe('who may author', { timeout: 45_000 }, () => {
  test('when a free user opens manage content, then it leads to the paywall, while a premium member gets in', async () => {
    const free = await registerUser({ firstName: 'Frida' });
    const page = await openPage({ token: free.token });
    await page.goto('/');
    const menu = await openMenu(page);
    await openManageContent(menu);
    await menu.getByRole('link', { name: 'Skapa kurs' }).click();
    await waitForPath(page, '/paywall');
    await page.goto('/questions/create');
    await waitForPath(page, '/paywall');

    const premiumPage = await openPage({ token: await loginAs('premium') });
    await premiumPage.goto('/');
    const premiumMenu = await openMenu(premiumPage);
    await openManageContent(premiumMenu);
    await premiumMenu.getByRole('link', { name: 'Skapa kurs' }).click();
    await waitForPath(premiumPage, '/courses/create');
    await premiumPage.getByRole('heading', { name: 'Skapa kurs', level: 1 }).waitFor();
    expect(pathnameOf(premiumPage)).toBe('/courses/create');
  });
});

describe('screens on a phone and in the dark', { timeout: 45_000 }, () => {
  test('when the course picker, the question list and question create open on a phone in dark mode, then they fit the screen', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken, { displayName: `Mobilkurs ${uniqueWord()}` });
    await createQuestion(educatorToken, {
      courseName: course.name,
      questionText: 'Vilken färg har himlen på bilden?',
      options: ['Blå', 'Grön', 'Röd'],
      correctIndex: 0,
      image: { name: 'himmel.png', type: 'image/png', bytes: gradientPng(120, 80) },
    });
    const page = await openPage({
      token: educatorToken,
      viewport: MOBILE_VIEWPORT,
      colorScheme: 'dark',
      storage: { theme: 'dark' },
    });
    const fitsTheScreen = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/questions/course');
    const courseLink = page.getByRole('link', { name: course.displayName });
    await courseLink.waitFor();
    await saveScreenshot(page, 'question-courses-mobile-dark');
    expect(await fitsTheScreen()).toBe(true);

    await courseLink.click();
    await page
      .getByRole('article', { name: 'Fråga 1' })
      .getByRole('img', { name: 'Bild till frågan' })
      .waitFor();
    await saveScreenshot(page, 'course-questions-mobile-dark');
    expect(await fitsTheScreen()).toBe(true);

    await page.getByRole('link', { name: 'Lägg till fråga' }).click();
    await textbox(page, 'Fråga').waitFor();
    await saveScreenshot(page, 'question-create-mobile-dark');
    expect(await fitsTheScreen()).toBe(true);

    await page.goto('/courses/list');
    await showCourse(page, course.displayName, 'Redigera kurs');
    await saveScreenshot(page, 'course-list-mobile-dark');
    expect(await fitsTheScreen()).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('when course create opens on a phone, then the form fits the screen', async () => {
    const page = await openPage({ token: await loginAs('educator'), viewport: MOBILE_VIEWPORT });
    await page.goto('/courses/create');
    await textbox(page, 'Visningsnamn').fill('Åsa Ölands Historia');
    await expect.poll(() => textbox(page, 'Kursnamn').inputValue()).toBe('asa-olands-historia');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'course-create-mobile');
  });
});
