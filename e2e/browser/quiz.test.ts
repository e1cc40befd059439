// The student's quiz in a real browser: the course list, a whole quiz in each order mode with the mouse and the
// keyboard, right and wrong marking, running statistics, 'Quizet är slut!', resuming after a reload, from the course
// list, the welcome screen and another browser, starting over, the error page of SPEC §8, and the progress view.
// Each test quizzes a fresh student on a course of its own, so none depends on another or on the seed.
import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { claimsOf, loginAs, registerUser, withBrokenSignature } from '../support/accounts.js';
import { backgroundRgb, openMenu, showCourse, waitForPath } from '../support/app.js';
import { expectNoAxeViolations } from '../support/axe.js';
import {
  MOBILE_VIEWPORT,
  readLocalStorage,
  saveScreenshot,
  showDarkAndOnPhone,
  useBrowser,
} from '../support/browser.js';
import { createCourse, createQuestion, gradientPng, uniqueWord } from '../support/content.js';
import {
  createQuizCourse,
  option,
  optionCard,
  type QuizCourse,
  type QuizFixtureQuestion,
  questionText,
  quizApi,
  THREE_QUESTIONS,
  waitForCurrentSession,
  waitForQuestion,
} from '../support/quiz.js';

const { openPage } = useBrowser();

const QUESTION_TEXTS = THREE_QUESTIONS.map((question) => question.questionText);

function isStart(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/quiz/start';
}

/** A quiz call by its path, for page.route. */
function quizCall(name: 'start' | 'next' | 'submit' | 'sessions/current' | 'review') {
  return (url: URL) => url.pathname === `/api/v2/quiz/${name}`;
}

function startQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url()).searchParams);
}

/** The colour of an option card's border as [red, green, blue]. */
async function borderRgb(page: Page, label: string): Promise<[number, number, number]> {
  const colour = await optionCard(page, label).evaluate(
    (element) => getComputedStyle(element).borderTopColor,
  );
  const [red = 0, green = 0, blue = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [red, green, blue];
}

const isGreen = ([red, green, blue]: [number, number, number]) => green > red + 40 && green > blue + 20;
const isRed = ([red, green, blue]: [number, number, number]) => red > green + 80 && red > blue + 80;

/** Answers the question on screen with the mouse: option, Svara, and back the feedback. */
async function answerWithMouse(page: Page, label: string): Promise<void> {
  await optionCard(page, label).click();
  await page.getByRole('button', { name: 'Svara' }).click();
  await page.getByRole('button', { name: 'Nästa fråga' }).waitFor();
}

/** Answers the first of three questions (B) and moves on; the second question's text. */
async function answerFirstAndMoveOn(page: Page): Promise<string> {
  await waitForQuestion(page, 1, 3);
  await answerWithMouse(page, 'B');
  await page.getByRole('button', { name: 'Nästa fråga' }).click();
  return waitForQuestion(page, 2, 3);
}

/** Answers every question of a 3-question session from the keyboard, by digit, and says in which order they came. */
async function answerAllWithKeyboard(page: Page, quiz: QuizCourse): Promise<string[]> {
  const seen: string[] = [];
  for (let position = 1; position <= 3; position++) {
    const text = await waitForQuestion(page, position, 3);
    seen.push(text);
    const label = quiz.correctLabel(text);
    await page.keyboard.press(String(label.charCodeAt(0) - 'A'.charCodeAt(0) + 1));
    await expect.poll(() => option(page, label).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Rätt svar!').waitFor();
    await page.keyboard.press('Enter');
  }
  await page.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();
  return seen;
}

/** The course's entry in the browser's remembered sessions (`quizSessionDetails`). */
function storedSessionOf(details: string | null, quiz: QuizCourse): Record<string, unknown> | undefined {
  const sessions = JSON.parse(details ?? '[]') as Record<string, unknown>[];
  return sessions.find((session) => session.courseName === quiz.course.name);
}

/**
 * Holds the quiz page's module back until every one of `calls` is asked (5 s at most), and records in order each
 * call's name as it is asked and when the module was let through: a call the route's loader makes comes first, one
 * the page makes only after. (The module is preloaded from index.html, so without the hold it may well be in before
 * the loader runs.)
 */
async function holdPageCodeUntilAsked(
  page: Page,
  calls: Record<string, (url: URL) => boolean>,
): Promise<string[]> {
  const events: string[] = [];
  let allAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    allAsked = resolve;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    for (const [name, call] of Object.entries(calls)) if (call(url)) events.push(name);
    if (Object.keys(calls).every((name) => events.includes(name))) allAsked();
  });
  await page.route(/\/assets\/quiz-page-[^/]*\.js$/, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5000))]);
    events.push('page code let through');
    await route.continue();
  });
  return events;
}

/** Clicks the order button until the order is `label` (each click starts a new session). */
async function chooseOrder(page: Page, label: 'Slumpvis' | 'Omvänd'): Promise<void> {
  const button = page.getByRole('button', { name: /^Ordning: / });
  let shown = (await button.textContent())?.trim();
  while (shown !== label) {
    const before = shown;
    await button.click();
    await expect.poll(async () => (await button.textContent())?.trim()).not.toBe(before);
    await waitForQuestion(page, 1, 3);
    shown = (await button.textContent())?.trim();
  }
}

/** Opens the course from the course list, as a student does. */
async function openFromCourseList(page: Page, quiz: QuizCourse): Promise<void> {
  await waitForPath(page, '/courses');
  const name = quiz.course.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The course's row (its name first), not its progress button.
  const row = await showCourse(page, quiz.course.displayName);
  await row.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await waitForPath(page, `/quiz/${quiz.course.name}`);
}

/** Every quiz start the page sends from now on. */
function recordStarts(page: Page): Request[] {
  const starts: Request[] = [];
  page.on('request', (request) => {
    if (isStart(request)) starts.push(request);
  });
  return starts;
}

async function studentWithCourse(): Promise<{ token: string; quiz: QuizCourse }> {
  const [student, quiz] = await Promise.all([registerUser(), loginAs('educator').then(createQuizCourse)]);
  return { token: student.token, quiz };
}

describe('course list', { timeout: 60_000 }, () => {
  test('when a student opens the course list, then every course shows with its question count and opens its quiz', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Välj kurs' }).click();
    await waitForPath(page, '/courses');
    // One at a time: in a full run the list is long, and each is found by its search.
    expect(await (await showCourse(page, 'Sveriges geografi')).textContent()).toContain('32 frågor');
    expect(await (await showCourse(page, 'Matematik åk 9')).textContent()).toContain('15 frågor');
    const ours = await showCourse(page, quiz.course.displayName);
    expect(await ours.textContent()).toContain('3 frågor');
    await saveScreenshot(page, 'courses');

    await ours.getByRole('link', { name: `Dina framsteg i ${quiz.course.displayName}` }).click();
    await waitForPath(page, `/progress/${quiz.course.name}`);
    await page.goBack();
    await ours.getByRole('link', { name: new RegExp(`^${quiz.course.displayName}`) }).click();
    await waitForPath(page, `/quiz/${quiz.course.name}`);
    await page.getByRole('heading', { level: 1, name: quiz.course.displayName }).waitFor();
  });

  test('when the course list is shown dark and on a phone, then it stays readable', async () => {
    await showDarkAndOnPhone(openPage, {
      token: await loginAs('premium'),
      path: '/courses',
      ready: (page) => showCourse(page, 'Sveriges geografi'),
      name: 'courses',
    });
  });

  test('when the mastery bars arrive after the course list, then no row changes its height, on a phone or a desktop', async () => {
    const { token, quiz } = await studentWithCourse();
    for (const [screen, viewport] of [
      ['mobile', MOBILE_VIEWPORT],
      ['desktop', undefined],
    ] as const) {
      const page = await openPage({ token, viewport });
      // The student's review summaries (the bars) are held until the list has been measured without them.
      let releaseSummaries = () => {};
      const summariesHeld = new Promise<void>((resolve) => {
        releaseSummaries = resolve;
      });
      await page.route(
        (url) => url.pathname === '/api/v2/quiz/review' && !url.searchParams.has('courseName'),
        async (route) => {
          await summariesHeld;
          await route.continue();
        },
      );
      await page.goto('/courses');
      const list = page.getByRole('list', { name: 'Välj kurs' });
      const ours = await showCourse(page, quiz.course.displayName);
      const rowHeights = () =>
        list
          .getByRole('listitem')
          .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
      const before = await rowHeights();
      await saveScreenshot(page, `courses-mastery-loading-${screen}`);

      releaseSummaries();
      await ours.getByText('0 behärskade, 0 på gång, 3 nya').waitFor();
      expect(await rowHeights()).toEqual(before);
      await saveScreenshot(page, `courses-mastery-loaded-${screen}`);
    }
  });

  test('when the course list loads, then its placeholder rows are about as tall as the courses that replace them, on a phone or a desktop', async () => {
    const token = await loginAs('premium');
    for (const viewport of [MOBILE_VIEWPORT, undefined]) {
      const page = await openPage({ token, viewport });
      let releaseCourses = () => {};
      const coursesHeld = new Promise<void>((resolve) => {
        releaseCourses = resolve;
      });
      await page.route('**/api/v2/courses', async (route) => {
        await coursesHeld;
        await route.continue();
      });
      await page.goto('/courses');
      const placeholders = page.getByRole('status', { name: 'Laddar…' });
      await placeholders.waitFor();
      const placeholderHeights = await placeholders
        .locator('> *')
        .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));

      releaseCourses();
      const list = page.getByRole('list', { name: 'Välj kurs' });
      await list.getByRole('listitem').first().waitFor();
      const rowHeights = await list
        .getByRole('listitem')
        .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
      const typicalRow = rowHeights.sort((a, b) => a - b)[Math.floor(rowHeights.length / 2)] ?? 0;
      for (const height of placeholderHeights) {
        expect(Math.abs(height - typicalRow) / typicalRow).toBeLessThan(0.2);
      }
    }
  });

  test('when the courses do not load, then the page says so and offers another try', async () => {
    const page = await openPage({ token: await loginAs('premium'), storage: { language: 'en' } });
    await page.route('**/api/v2/courses', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    await page.goto('/courses');
    await page.getByRole('alert').filter({ hasText: 'Failed to load courses' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await saveScreenshot(page, 'courses-error');
  });
});

describe('quiz', { timeout: 90_000 }, () => {
  test('when a student answers a whole quiz in order with the mouse, then each answer is marked, the statistics run and the quiz ends with a summary', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    const started = page.waitForRequest(isStart);
    await page.goto(`/quiz/${quiz.course.name}`);
    expect(startQuery(await started)).toEqual({
      courseName: quiz.course.name,
      orderType: 'ORDER',
      startQuestion: '0',
    });
    await page.getByRole('heading', { level: 1, name: quiz.course.displayName }).waitFor();
    expect(await page.getByRole('button', { name: 'Ordning: Sekventiell' }).isVisible()).toBe(true);

    // Question 1, answered wrongly: the choice red, the right answer green, and the AI offer for a free user.
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[0]);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await page.getByRole('button', { name: 'Svara' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'question');
    await optionCard(page, 'C').click();
    expect(await option(page, 'C').isChecked()).toBe(true);
    // The chosen card is tinted with the primary colour (blue) before the answer is sent; the tint fades in (a
    // CSS transition), so it is polled rather than read once.
    await expect
      .poll(async () => {
        const [red, green, blue] = await backgroundRgb(optionCard(page, 'C'));
        return blue > red && blue >= green;
      })
      .toBe(true);
    await saveScreenshot(page, 'option-chosen');
    await page.getByRole('button', { name: 'Svara' }).click();
    await page.getByText('Fel svar.').waitFor();
    await page.getByText('Rätt svar är B: Blå').waitFor();
    expect(await optionCard(page, 'C').textContent()).toContain('Ditt svar');
    expect(await optionCard(page, 'B').textContent()).toContain('Rätt svar');
    await expect.poll(async () => isRed(await borderRgb(page, 'C'))).toBe(true);
    await expect.poll(async () => isGreen(await borderRgb(page, 'B'))).toBe(true);
    expect(await page.getByText('Poäng: 0 av 1').isVisible()).toBe(true);
    expect(await page.getByText(/Felprocent: 100,00\s%/).isVisible()).toBe(true);
    const explain = page.getByRole('link', { name: 'Förklara med AI' });
    expect(await explain.getAttribute('href')).toBe('/paywall');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Nästa fråga');
    await saveScreenshot(page, 'answered-wrong');

    // Question 2, answered rightly: only the choice is marked, no AI offer.
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    expect(await waitForQuestion(page, 2, 3)).toBe(QUESTION_TEXTS[1]);
    await answerWithMouse(page, 'C');
    await page.getByText('Rätt svar!').waitFor();
    expect(await optionCard(page, 'C').textContent()).toContain('Ditt svar är rätt');
    await expect.poll(async () => isGreen(await borderRgb(page, 'C'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Förklara med AI' }).count()).toBe(0);
    expect(await page.getByText('Poäng: 1 av 2').isVisible()).toBe(true);
    expect(await page.getByText(/Felprocent: 50,00\s%/).isVisible()).toBe(true);
    await saveScreenshot(page, 'answered-right');

    // Question 3, then the end.
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    expect(await waitForQuestion(page, 3, 3)).toBe(QUESTION_TEXTS[2]);
    await answerWithMouse(page, 'A');
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    await page.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();
    expect(await page.getByText('Du hade 2 av 3 rätt.').isVisible()).toBe(true);
    expect(await page.getByText(/Felprocent: 33,33\s%/).isVisible()).toBe(true);
    expect(storedSessionOf(await readLocalStorage(page, 'quizSessionDetails'), quiz)).toMatchObject({
      orderType: 'ORDER',
      finished: true,
    });
    await saveScreenshot(page, 'finished');

    // Starting again is a new session in the same order.
    const restarted = page.waitForRequest(isStart);
    await page.getByRole('button', { name: 'Starta om' }).click();
    expect(startQuery(await restarted).orderType).toBe('ORDER');
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[0]);
  });

  test('when a quiz opens on a browser that remembers no session, then the unfinished sessions and the course’s drill counts are asked once, while the page’s code still loads', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    const events = await holdPageCodeUntilAsked(page, {
      'sessions asked': quizCall('sessions/current'),
      'counts asked': (url) =>
        quizCall('review')(url) && url.searchParams.get('courseName') === quiz.course.name,
    });
    await page.goto(`/quiz/${quiz.course.name}`);
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[0]);
    await page.getByRole('button', { name: 'Öva på mina fel (0)' }).waitFor();

    expect(events.slice(0, 2).sort()).toEqual(['counts asked', 'sessions asked']);
    expect(events.slice(2)).toEqual(['page code let through']);
  });

  test('when a student reopens a quiz this browser remembers, then its question is asked once, while the page’s code still loads, and a drill’s address asks none', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[0]);

    const events = await holdPageCodeUntilAsked(page, { 'question asked': quizCall('next') });
    await page.reload();
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[0]);
    expect(events).toEqual(['question asked', 'page code let through']);

    // An address that starts a drill does not resume: nothing is asked for the remembered session.
    await page.goto(`/quiz/${quiz.course.name}?drill=MISTAKES`);
    await page.getByText('Inga fel att öva på').waitFor();
    expect(events.filter((event) => event === 'question asked')).toHaveLength(1);
  });

  test('when a browser that remembers no session opens a quiz the server has none of, then the quiz starts as soon as the sessions are in, while the page’s code still loads, and once', async () => {
    const { token, quiz } = await studentWithCourse();
    // Signed in through the address, as SPEC §2's `?token=` does: the router runs the loaders again once the root's
    // redirect has dropped it, and that must not start a second session.
    const page = await openPage();
    const starts = recordStarts(page);
    const events = await holdPageCodeUntilAsked(page, {
      'sessions asked': quizCall('sessions/current'),
      'start asked': quizCall('start'),
    });
    await page.goto(`/quiz/${quiz.course.name}?token=${encodeURIComponent(token)}`);
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[0]);
    await waitForPath(page, `/quiz/${quiz.course.name}`);

    expect(events).toEqual(['sessions asked', 'start asked', 'page code let through']);
    expect(starts.map(startQuery)).toEqual([
      { courseName: quiz.course.name, orderType: 'ORDER', startQuestion: '0' },
    ]);
    // The page shows the session it took from the loader: its answers count there.
    await answerWithMouse(page, quiz.correctLabel(QUESTION_TEXTS[0] ?? ''));
    expect(await page.getByText('Poäng: 1 av 1').isVisible()).toBe(true);
    expect(starts).toHaveLength(1);
  });

  test('when a browser that remembers no session opens a quiz the server knows, then its question is asked as soon as the sessions are in, while the page’s code still loads', async () => {
    const { token, quiz } = await studentWithCourse();
    const sessionId = await quizApi.start(token, quiz.course.name, 'REVERSE');
    await quizApi.submit(token, sessionId, quiz.correctLabel(QUESTION_TEXTS[2] ?? ''));
    await waitForCurrentSession(token, sessionId);

    const page = await openPage({ token });
    const events = await holdPageCodeUntilAsked(page, { 'question asked': quizCall('next') });
    await page.goto(`/quiz/${quiz.course.name}`);
    expect(await waitForQuestion(page, 2, 3)).toBe(QUESTION_TEXTS[1]);
    expect(events).toEqual(['question asked', 'page code let through']);
  });

  test('when the welcome screen’s calls answer before its code has loaded, then each is asked once', async () => {
    const { token } = await studentWithCourse();
    const page = await openPage({ token });
    const cardCalls = ['/api/v2/quiz/review', '/api/v2/quiz/sessions/current'];
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (cardCalls.includes(pathname)) asked.push(pathname);
    });
    // The page's module waits until the route's loader has had both answers: the page then mounts on them.
    const answered = Promise.all(
      cardCalls.map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path)),
    );
    await page.route(/\/assets\/welcome-[^/]*\.js$/, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Starta nytt quiz' }).waitFor();

    expect(asked.sort()).toEqual([...cardCalls].sort());
  });

  test('when a quiz opens on a phone, then the memory drills’ counts arrive without moving the question', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token, viewport: MOBILE_VIEWPORT });
    // Every place the question under the settings bar has been painted at, frame by frame, from the first.
    await page.addInitScript(() => {
      const tops: number[] = [];
      Object.assign(window, { questionTops: tops });
      const record = () => {
        const question = document.querySelector('[role="radiogroup"]')?.closest('section');
        // A change of a pixel or more: the start form's placeholder may differ from the form by a fraction of one.
        const top = question?.getBoundingClientRect().top;
        const last = tops.at(-1);
        if (top && (last === undefined || Math.abs(top - last) >= 1)) tops.push(top);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    let releaseCounts = () => {};
    const countsHeld = new Promise<void>((resolve) => {
      releaseCounts = resolve;
    });
    await page.route(
      (url) =>
        url.pathname === '/api/v2/quiz/review' && url.searchParams.get('courseName') === quiz.course.name,
      async (route) => {
        await countsHeld;
        await route.continue();
      },
    );
    await page.goto(`/quiz/${quiz.course.name}`);
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[0]);
    await saveScreenshot(page, 'quiz while the memory counts load, mobile');

    // On a phone the drills wait folded behind "Fler val" (issue 41): their counts change nothing on screen.
    const counted = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v2/quiz/review',
    );
    releaseCounts();
    await counted;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { questionTops: number[] }).questionTops),
    ).toHaveLength(1);
    await page.getByRole('button', { name: 'Fler val' }).click();
    await page.getByRole('button', { name: 'Öva på mina fel (0)' }).waitFor();
    await saveScreenshot(page, 'quiz with the memory counts, mobile');
  });

  test('when a student opens a quiz and answers, then each question comes with the start or the answer before it: next is asked only after a reload', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    const calls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (quizCall('next')(url) || quizCall('submit')(url)) calls.push(url);
    });
    const nextCalls = () => calls.filter(quizCall('next')).length;
    await page.goto(`/quiz/${quiz.course.name}`);
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[0]);
    expect(nextCalls()).toBe(0);

    await answerWithMouse(page, 'C');
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    expect(await waitForQuestion(page, 2, 3)).toBe(QUESTION_TEXTS[1]);
    await answerWithMouse(page, 'C');
    expect(nextCalls()).toBe(0);
    // Every submit names the question it answers: that is what lets the server move on.
    expect(calls.filter(quizCall('submit')).map((url) => url.searchParams.has('questionId'))).toEqual([
      true,
      true,
    ]);

    // Reloaded on the answer: the answered question shows again, and the answer carried the one after it.
    await page.reload();
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    expect(await waitForQuestion(page, 3, 3)).toBe(QUESTION_TEXTS[2]);
    expect(await page.getByText('Poäng: 1 av 2').isVisible()).toBe(true);
    expect(nextCalls()).toBe(0);
    await answerWithMouse(page, 'A');
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    await page.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();
    expect(await page.getByText('Du hade 2 av 3 rätt.').isVisible()).toBe(true);
  });

  test('when a student cycles the order and answers from the keyboard, then random, reverse and sequential each run a whole new quiz', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(page, 1, 3);

    let started = page.waitForRequest(isStart);
    await page.getByRole('button', { name: 'Ordning: Sekventiell' }).click();
    expect(startQuery(await started).orderType).toBe('RANDOM');
    await page.getByRole('button', { name: 'Ordning: Slumpvis' }).waitFor();
    const random = await answerAllWithKeyboard(page, quiz);
    expect([...random].sort()).toEqual([...QUESTION_TEXTS].sort());
    expect(await page.getByText('Du hade 3 av 3 rätt.').isVisible()).toBe(true);
    expect(await page.getByText(/Felprocent: 0,00\s%/).isVisible()).toBe(true);

    started = page.waitForRequest(isStart);
    await page.getByRole('button', { name: 'Ordning: Slumpvis' }).click();
    expect(startQuery(await started).orderType).toBe('REVERSE');
    await page.getByRole('button', { name: 'Ordning: Omvänd' }).waitFor();
    // Letters choose by label; Enter answers and then moves on.
    const reverse: string[] = [];
    for (let position = 1; position <= 3; position++) {
      const text = await waitForQuestion(page, position, 3);
      reverse.push(text);
      await page.keyboard.press(quiz.wrongLabel(text).toLowerCase());
      await page.keyboard.press('Enter');
      await page.getByText('Fel svar.').waitFor();
      if (position === 1) await saveScreenshot(page, 'reverse-answered-wrong-by-keyboard');
      await page.keyboard.press('Enter');
    }
    expect(reverse).toEqual([...QUESTION_TEXTS].reverse());
    await page.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();
    expect(await page.getByText('Du hade 0 av 3 rätt.').isVisible()).toBe(true);

    started = page.waitForRequest(isStart);
    await page.getByRole('button', { name: 'Ordning: Omvänd' }).click();
    expect(startQuery(await started).orderType).toBe('ORDER');
    await page.getByRole('button', { name: 'Ordning: Sekventiell' }).waitFor();
    expect(await answerAllWithKeyboard(page, quiz)).toEqual(QUESTION_TEXTS);
  });

  test('when the student picks a start question, then the quiz restarts there, and a number outside the course is refused', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(page, 1, 3);
    const field = page.getByRole('spinbutton', { name: 'Börja på fråga' });

    await field.fill('');
    await field.pressSequentially('4');
    await page.getByRole('button', { name: 'Starta', exact: true }).click();
    await page.getByText('Ange ett heltal från 1 till 3.').waitFor();
    await saveScreenshot(page, 'start-at-invalid');

    const started = page.waitForRequest(isStart);
    await field.fill('');
    await field.pressSequentially('2');
    // Typing a digit in the field is not answering.
    expect(await option(page, 'B').isChecked()).toBe(false);
    await field.press('Enter');
    expect(startQuery(await started)).toMatchObject({ orderType: 'ORDER', startQuestion: '1' });
    await expect.poll(() => questionText(page)).toBe(QUESTION_TEXTS[1]);
    expect(await page.getByText('Ange ett heltal från 1 till 3.').count()).toBe(0);
    // The new question takes the focus (an effect, after it is painted): Enter after a digit then answers it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe(QUESTION_TEXTS[1]);
    await page.keyboard.press('3');
    await page.keyboard.press('Enter');
    await page.getByText('Rätt svar!').waitFor();
  });

  test('when the page is reloaded mid-quiz, then the same session resumes on the same question with its statistics', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    const second = await answerFirstAndMoveOn(page);
    const sessionId = await readLocalStorage(page, 'quizSessionId');
    expect(sessionId).toBeTruthy();

    const starts: Request[] = [];
    page.on('request', (request) => {
      if (isStart(request)) starts.push(request);
    });
    await page.reload();
    expect(await waitForQuestion(page, 2, 3)).toBe(second);
    expect(await page.getByText('Poäng: 1 av 1').isVisible()).toBe(true);
    expect(await readLocalStorage(page, 'quizSessionId')).toBe(sessionId);
    expect(starts).toEqual([]);
    await saveScreenshot(page, 'resumed-after-reload');

    // The resumed question is answerable: this is the same session, not a copy.
    await answerWithMouse(page, 'C');
    expect(await page.getByText('Poäng: 2 av 2').isVisible()).toBe(true);
  });

  test('when the stored session no longer exists, then a new one starts without a word', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({
      token,
      storage: {
        quizSessionId: 'no-such-session',
        quizSessionDetails: JSON.stringify({
          sessionId: 'no-such-session',
          userId: claimsOf(token).uid,
          courseName: quiz.course.name,
          orderType: 'REVERSE',
          startAt: 1,
          stats: null,
        }),
      },
    });
    const started = page.waitForRequest(isStart);
    await page.goto(`/quiz/${quiz.course.name}`);
    expect(startQuery(await started).orderType).toBe('REVERSE');
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[2]);
    expect(await page.getByText('Ett fel uppstod').count()).toBe(0);
    await expect.poll(() => readLocalStorage(page, 'quizSessionId')).not.toBe('no-such-session');
  });

  test('when a question has an image, then it shows as a thumbnail that zooms, and keys do not answer behind the zoom', async () => {
    const educatorToken = await loginAs('educator');
    const course = await createCourse(educatorToken, { displayName: `Bildquiz ${uniqueWord()}` });
    await createQuestion(educatorToken, {
      courseName: course.name,
      questionText: 'Vad visar bilden?',
      options: ['En solnedgång', 'En sol över en blå himmel'],
      correctIndex: 1,
      image: { name: 'sol.png', type: 'image/png', bytes: gradientPng(800, 500) },
    });
    const page = await openPage({ token: (await registerUser()).token });
    await page.goto(`/quiz/${course.name}`);
    await waitForQuestion(page, 1, 1);
    const thumbnail = page.getByRole('img', { name: 'Bild till frågan' });
    // The 800 px upload reaches the student as the 320 px thumbnail, and as 640 px only when zoomed.
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(320);
    expect(Math.round((await thumbnail.boundingBox())?.width ?? 0)).toBe(320);
    await saveScreenshot(page, 'question-with-image');

    await page.getByRole('button', { name: 'Förstora bilden' }).click();
    const zoomed = page.getByRole('dialog').getByRole('img', { name: 'Bild till frågan' });
    await zoomed.waitFor();
    await expect
      .poll(() => zoomed.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(640);
    expect(Math.round((await zoomed.boundingBox())?.width ?? 0)).toBe(640);
    await page.keyboard.press('b');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await option(page, 'B').isChecked()).toBe(false);
    await page.keyboard.press('b');
    await expect.poll(() => option(page, 'B').isChecked()).toBe(true);
  });

  test('when the login runs out mid-quiz, then the login page opens instead of an error', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(page, 1, 3);
    await page.evaluate((broken) => window.localStorage.setItem('token', broken), withBrokenSignature(token));
    await optionCard(page, 'B').click();
    await page.getByRole('button', { name: 'Svara' }).click();
    await waitForPath(page, '/login');
    expect(await page.getByText('Ett fel uppstod').count()).toBe(0);
  });

  test('when the quiz is shown dark and on a phone, then it is marked the same way and the options fill the width', async () => {
    const { token, quiz } = await studentWithCourse();
    const dark = await openPage({ token, colorScheme: 'dark', storage: { theme: 'dark' } });
    await dark.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(dark, 1, 3);
    await saveScreenshot(dark, 'question-dark');
    await answerWithMouse(dark, 'A');
    await expect.poll(async () => isRed(await borderRgb(dark, 'A'))).toBe(true);
    await expect.poll(async () => isGreen(await borderRgb(dark, 'B'))).toBe(true);
    await saveScreenshot(dark, 'answered-wrong-dark');

    // Another student on a phone.
    const phone = await openPage({ token: (await registerUser()).token, viewport: MOBILE_VIEWPORT });
    await phone.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(phone, 1, 3);
    await saveScreenshot(phone, 'question-mobile');
    const width = (await optionCard(phone, 'A').boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(MOBILE_VIEWPORT.width - 80);
    await answerWithMouse(phone, 'C');
    const next = await phone.getByRole('button', { name: 'Nästa fråga' }).boundingBox();
    expect(next?.width ?? 0).toBeGreaterThan(MOBILE_VIEWPORT.width - 80);
    await saveScreenshot(phone, 'answered-wrong-mobile');
    for (const position of [2, 3]) {
      await phone.getByRole('button', { name: 'Nästa fråga' }).click();
      await waitForQuestion(phone, position, 3);
      await answerWithMouse(phone, 'A');
    }
    await phone.getByRole('button', { name: 'Nästa fråga' }).click();
    await phone.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();
    await saveScreenshot(phone, 'finished-mobile');
  });
});

describe('resume and start over', { timeout: 90_000 }, () => {
  test('when a student leaves mid-quiz for another course and opens the first again, from the course list or the welcome screen, then its session resumes on the next question with its order and statistics', async () => {
    const { token, quiz } = await studentWithCourse();
    const other = await loginAs('educator').then(createQuizCourse);
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(page, 1, 3);
    await chooseOrder(page, 'Omvänd');
    // Reverse order: question 1 is the course's last; one right, one wrong answer.
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[2]);
    await answerWithMouse(page, quiz.correctLabel(QUESTION_TEXTS[2] ?? ''));
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    expect(await waitForQuestion(page, 2, 3)).toBe(QUESTION_TEXTS[1]);
    await answerWithMouse(page, quiz.wrongLabel(QUESTION_TEXTS[1] ?? ''));
    const sessionId = (await readLocalStorage(page, 'quizSessionId')) ?? '';
    const starts = recordStarts(page);
    const startsOfFirst = () => starts.filter((start) => startQuery(start).courseName === quiz.course.name);

    // Another course in between, through the course list, and back.
    await page.getByRole('link', { name: 'Alla kurser' }).click();
    await openFromCourseList(page, other);
    await answerFirstAndMoveOn(page);
    await page.getByRole('link', { name: 'Alla kurser' }).click();
    await openFromCourseList(page, quiz);
    // The answered question with its feedback first (issue 41): the student had not moved on.
    await page.getByText('Fel svar.').waitFor();
    expect(await page.getByText('Fråga 2 av 3', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    expect(await waitForQuestion(page, 3, 3)).toBe(QUESTION_TEXTS[0]);
    expect(await page.getByText('Poäng: 1 av 2').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ordning: Omvänd' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'resumed-from-course-list');

    // Through the welcome screen, which offers this session (not a new one) to continue.
    await waitForCurrentSession(token, sessionId);
    await (await openMenu(page)).getByRole('link', { name: 'Hem' }).click();
    const card = page.getByRole('listitem').filter({ hasText: quiz.course.displayName });
    expect(await card.textContent()).toContain('Fråga 3 av 3');
    await page.getByRole('link', { name: 'Starta nytt quiz' }).click();
    await openFromCourseList(page, other);
    expect(await waitForQuestion(page, 2, 3)).toBe(QUESTION_TEXTS[1]);
    await (await openMenu(page)).getByRole('link', { name: 'Hem' }).click();
    await page.getByRole('link', { name: 'Starta nytt quiz' }).click();
    await openFromCourseList(page, quiz);
    expect(await waitForQuestion(page, 3, 3)).toBe(QUESTION_TEXTS[0]);
    expect(await page.getByText('Poäng: 1 av 2').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ordning: Omvänd' }).isVisible()).toBe(true);
    expect(startsOfFirst()).toEqual([]);

    // The resumed question is answerable: the same session, not a copy.
    await answerWithMouse(page, quiz.correctLabel(QUESTION_TEXTS[0] ?? ''));
    expect(await page.getByText('Poäng: 2 av 3').isVisible()).toBe(true);
    expect(storedSessionOf(await readLocalStorage(page, 'quizSessionDetails'), quiz)?.sessionId).toBe(
      sessionId,
    );
  });

  test('when another browser opens the course, then the session the server knows resumes there', async () => {
    const { token, quiz } = await studentWithCourse();
    const sessionId = await quizApi.start(token, quiz.course.name, 'REVERSE');
    await quizApi.next(token, sessionId);
    await quizApi.submit(token, sessionId, quiz.correctLabel(QUESTION_TEXTS[2] ?? ''));
    await waitForCurrentSession(token, sessionId);

    const page = await openPage({ token, viewport: MOBILE_VIEWPORT });
    const starts = recordStarts(page);
    await page.goto('/courses');
    await openFromCourseList(page, quiz);
    expect(await waitForQuestion(page, 2, 3)).toBe(QUESTION_TEXTS[1]);
    expect(await page.getByText('Poäng: 1 av 1').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Ordning: Omvänd' }).isVisible()).toBe(true);
    expect(starts).toEqual([]);
    expect(await readLocalStorage(page, 'quizSessionId')).toBe(sessionId);
    await saveScreenshot(page, 'resumed-in-another-browser-mobile');
  });

  test('when the student starts over, then it asks first, begins at question 1 with no score, and the welcome screen no longer offers the old session', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    await chooseOrder(page, 'Slumpvis');
    const first = await waitForQuestion(page, 1, 3);
    await answerWithMouse(page, quiz.correctLabel(first));
    const oldSession = (await readLocalStorage(page, 'quizSessionId')) ?? '';
    await waitForCurrentSession(token, oldSession);

    // Asked first; cancelling keeps everything as it was.
    await page.getByRole('button', { name: 'Börja om' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Börja om quizet?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Du har svarat på 1 fråga i den här omgången.');
    await saveScreenshot(page, 'start-over-asked');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('Poäng: 1 av 1').isVisible()).toBe(true);
    expect(await readLocalStorage(page, 'quizSessionId')).toBe(oldSession);

    const started = page.waitForRequest(isStart);
    await page.getByRole('button', { name: 'Börja om' }).click();
    await dialog.getByRole('button', { name: 'Börja om' }).click();
    expect(startQuery(await started).orderType).toBe('RANDOM');
    await waitForQuestion(page, 1, 3);
    expect(await page.getByText(/^Poäng/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ordning: Slumpvis' }).isVisible()).toBe(true);
    await expect.poll(() => readLocalStorage(page, 'quizSessionId')).not.toBe(oldSession);

    // Nothing answered in the new round: starting over again needs no question. The dialog confirmed above is gone
    // first (it stays in the page, with its own "Börja om", while it fades out).
    await dialog.waitFor({ state: 'detached' });
    const again = page.waitForRequest(isStart);
    await page.getByRole('button', { name: 'Börja om' }).click();
    await again;
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await waitForQuestion(page, 1, 3);

    const listed = page.waitForResponse((response) =>
      response.url().endsWith('/api/v2/quiz/sessions/current'),
    );
    await page.goto('/');
    expect(await (await listed).json()).toEqual([]);
    await page.getByRole('heading', { name: 'Välkommen, Elsa!' }).waitFor();
    // The buttons show once the cards above them are known: from then on, the card would be there.
    await page.getByRole('link', { name: 'Starta nytt quiz' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Fortsätt där du slutade' }).count()).toBe(0);
  });

  test('when the order changes mid-quiz, then a new session starts at question 1 with no score', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    await answerFirstAndMoveOn(page);
    await answerWithMouse(page, 'C');
    expect(await page.getByText('Poäng: 2 av 2').isVisible()).toBe(true);

    const started = page.waitForRequest(isStart);
    await page.getByRole('button', { name: 'Ordning: Sekventiell' }).click();
    expect(startQuery(await started).orderType).toBe('RANDOM');
    await waitForQuestion(page, 1, 3);
    expect(await page.getByText(/^Poäng/).count()).toBe(0);

    // Opening the course again resumes the new session, in the new order.
    await page.goto('/courses');
    await openFromCourseList(page, quiz);
    await waitForQuestion(page, 1, 3);
    expect(await page.getByRole('button', { name: 'Ordning: Slumpvis' }).isVisible()).toBe(true);
  });

  test('when the finished screen is reloaded, then a new quiz starts in the order chosen', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token, colorScheme: 'dark', storage: { theme: 'dark' } });
    await page.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(page, 1, 3);
    await chooseOrder(page, 'Omvänd');
    for (const position of [1, 2, 3]) {
      const text = await waitForQuestion(page, position, 3);
      await answerWithMouse(page, quiz.correctLabel(text));
      await page.getByRole('button', { name: 'Nästa fråga' }).click();
    }
    await page.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();
    // The finished quiz has its own "Starta om"; the bar's "Börja om" is not offered beside it.
    expect(await page.getByRole('button', { name: 'Börja om' }).count()).toBe(0);
    await saveScreenshot(page, 'finished-dark');

    // The new quiz starts while the page's code still loads, in the finished one's order, once.
    const starts = recordStarts(page);
    const events = await holdPageCodeUntilAsked(page, { 'start asked': quizCall('start') });
    await page.reload();
    expect(await waitForQuestion(page, 1, 3)).toBe(QUESTION_TEXTS[2]);
    expect(events).toEqual(['start asked', 'page code let through']);
    expect(starts.map((request) => startQuery(request).orderType)).toEqual(['REVERSE']);
    expect(await page.getByRole('button', { name: 'Ordning: Omvänd' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});

describe('the quiz on a phone', { timeout: 90_000 }, () => {
  const FOUR_OPTIONS: readonly QuizFixtureQuestion[] = [
    {
      questionText: 'Vilken av de här svenska städerna ligger längst norrut, räknat från stadens centrum?',
      options: ['Kiruna', 'Luleå', 'Umeå', 'Östersund'],
      correctIndex: 0,
    },
    {
      questionText: 'Vilket är Sveriges största landskap?',
      options: ['Lappland', 'Skåne', 'Uppland', 'Dalarna'],
      correctIndex: 0,
    },
  ];

  test('when a four-option question with a two-line text opens on a phone, then its options and "Svara" fit without scrolling, and the controls fold into "Fler val"', async () => {
    const [student, quiz] = await Promise.all([
      registerUser(),
      loginAs('educator').then((token) => createQuizCourse(token, FOUR_OPTIONS)),
    ]);
    const page = await openPage({ token: student.token, viewport: MOBILE_VIEWPORT });
    await page.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(page, 1, 2);
    const heading = page.getByRole('heading', { level: 2, name: /längst norrut/ });
    const headingBox = await heading.boundingBox();
    const lineHeight = await heading.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    // The question takes two lines at least: the case the issue measured.
    expect(headingBox?.height ?? 0).toBeGreaterThanOrEqual(2 * lineHeight - 1);
    const submit = page.getByRole('button', { name: 'Svara' });
    const submitBox = await submit.boundingBox();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((submitBox?.y ?? 0) + (submitBox?.height ?? 0)).toBeLessThanOrEqual(MOBILE_VIEWPORT.height);
    expect(await option(page, 'D').isVisible()).toBe(true);
    // Folded: the order button shows, the rest waits behind "Fler val".
    expect(await page.getByRole('button', { name: /^Ordning: / }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Börja om' }).isVisible()).toBe(false);
    await saveScreenshot(page, 'quiz-four-options-mobile');

    const more = page.getByRole('button', { name: 'Fler val' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Öva på mina fel (0)' }).waitFor();
    await page.getByRole('button', { name: /^Repetera \(0\)/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Börja om' }).isVisible()).toBe(true);
    // The start field is a chunk of its own, loaded beside the first question, and React shows a lazy part a moment
    // after it has come (it reveals suspended parts together, at most every 300 ms): it is waited for, not looked
    // at once.
    await page.getByRole('spinbutton', { name: 'Börja på fråga' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      MOBILE_VIEWPORT.width,
    );
    await saveScreenshot(page, 'quiz-more-options-mobile');
    await expectNoAxeViolations(page);

    // A desktop shows every control in the bar, and no "Fler val".
    const desktop = await openPage({ token: student.token });
    await desktop.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(desktop, 1, 2);
    expect(await desktop.getByRole('button', { name: 'Fler val' }).isVisible()).toBe(false);
    for (const name of ['Börja om', 'Öva på mina fel (0)']) {
      expect(await desktop.getByRole('button', { name }).isVisible()).toBe(true);
    }
    await desktop.getByRole('spinbutton', { name: 'Börja på fråga' }).waitFor();
    await saveScreenshot(desktop, 'quiz-settings-desktop');
  });
});

describe('an answered question after a detour', { timeout: 90_000 }, () => {
  test('when a free student answers wrongly, opens the paywall from "Förklara med AI" and goes back, or reloads, then the answered question and its feedback are still there until they move on', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    const first = await waitForQuestion(page, 1, 3);
    await answerWithMouse(page, quiz.wrongLabel(first));
    await page.getByText('Fel svar.').waitFor();

    const expectAnsweredFirst = async () => {
      await page.getByText('Fel svar.').waitFor();
      expect(await page.getByText('Fråga 1 av 3', { exact: true }).isVisible()).toBe(true);
      expect(await questionText(page)).toBe(first);
      expect(isGreen(await borderRgb(page, quiz.correctLabel(first)))).toBe(true);
      expect(isRed(await borderRgb(page, quiz.wrongLabel(first)))).toBe(true);
      expect(await option(page, quiz.wrongLabel(first)).isChecked()).toBe(true);
      expect(await page.getByText('Poäng: 0 av 1').isVisible()).toBe(true);
    };

    await page.getByRole('link', { name: 'Förklara med AI' }).click();
    await waitForPath(page, '/paywall');
    await page.goBack();
    await waitForPath(page, `/quiz/${quiz.course.name}`);
    await expectAnsweredFirst();
    await saveScreenshot(page, 'answered-after-paywall');

    await page.reload();
    await expectAnsweredFirst();

    // Moving on leaves it behind: the next question, and a reload stays there.
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    expect(await waitForQuestion(page, 2, 3)).toBe(QUESTION_TEXTS[1]);
    await page.reload();
    expect(await waitForQuestion(page, 2, 3)).toBe(QUESTION_TEXTS[1]);
    expect(await page.getByText('Fel svar.').count()).toBe(0);
  });
});

describe('continue previous quiz', { timeout: 60_000 }, () => {
  test('when a student has an unfinished quiz, then the welcome screen offers it and resumes it on the next question', async () => {
    const { token, quiz } = await studentWithCourse();
    const sessionId = await quizApi.start(token, quiz.course.name);
    await quizApi.next(token, sessionId);
    await quizApi.submit(token, sessionId, 'B');
    await waitForCurrentSession(token, sessionId);

    const page = await openPage({ token });
    await page.goto('/');
    const card = page.getByRole('listitem').filter({ hasText: quiz.course.displayName });
    await page.getByRole('heading', { name: 'Fortsätt där du slutade' }).waitFor();
    expect(await card.textContent()).toContain('Fråga 2 av 3');
    await saveScreenshot(page, 'welcome-continue');

    await card.getByRole('button', { name: `Fortsätt quizet i ${quiz.course.displayName}` }).click();
    await waitForPath(page, `/quiz/${quiz.course.name}`);
    expect(await waitForQuestion(page, 2, 3)).toBe(QUESTION_TEXTS[1]);
    expect(await readLocalStorage(page, 'quizSessionId')).toBe(sessionId);
    expect(await page.getByText('Poäng: 1 av 1').isVisible()).toBe(true);
  });

  test('when the welcome screen with a quiz to continue is shown dark and on a phone, then the card fits', async () => {
    const { token, quiz } = await studentWithCourse();
    const sessionId = await quizApi.start(token, quiz.course.name, 'REVERSE');
    await quizApi.next(token, sessionId);
    await quizApi.submit(token, sessionId, 'A');
    await waitForCurrentSession(token, sessionId);
    await showDarkAndOnPhone(openPage, {
      token,
      path: '/',
      ready: (page) => page.getByRole('heading', { name: 'Fortsätt där du slutade' }).waitFor(),
      name: 'welcome-continue',
    });
  });

  test('when the unfinished quizzes cannot be read, then the welcome screen shows without the card', async () => {
    const page = await openPage({ token: (await registerUser()).token });
    let asks = 0;
    await page.route(quizCall('sessions/current'), (route) => {
      asks += 1;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' });
    });
    const asked = page.waitForResponse((response) =>
      response.url().endsWith('/api/v2/quiz/sessions/current'),
    );
    await page.goto('/');
    await page.getByRole('heading', { name: 'Välkommen, Elsa!' }).waitFor();
    await asked;
    // The buttons show once every card's call has answered, this one with its failure.
    await page.getByRole('link', { name: 'Starta nytt quiz' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Fortsätt där du slutade' }).count()).toBe(0);
    // Asked once, and not again while the screen shows: the failed call once asked again without end (some twenty
    // times a second), the card's mount asking for a new try that took the screen back to waiting.
    await page.waitForTimeout(1500);
    expect(asks).toBe(1);
  });
});

describe('quiz errors', { timeout: 60_000 }, () => {
  test('when the quiz cannot start, then the page is replaced by the error, with the status, and a reload', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token, storage: { language: 'en' } });
    const failStart = quizCall('start');
    await page.route(failStart, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
    );
    await page.goto(`/quiz/${quiz.course.name}`);
    const alert = page.getByRole('alert').filter({ hasText: 'An error occurred' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Failed to start quiz: 500');
    expect(await page.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await saveScreenshot(page, 'start-failed-english');

    await page.unroute(failStart);
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.getByText('Question 1 of 3').waitFor();
  });

  test('when the error page shows on a phone, then the reload button keeps its label on one line', async () => {
    const { token, quiz } = await studentWithCourse();
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage({
        token,
        viewport: MOBILE_VIEWPORT,
        colorScheme,
        storage: { theme: colorScheme },
      });
      await page.route(quizCall('start'), (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
      );
      await page.goto(`/quiz/${quiz.course.name}`);
      await page.getByRole('alert').filter({ hasText: 'Ett fel uppstod' }).waitFor();
      const reload = page.getByRole('button', { name: 'Ladda om sidan' });
      // One line of text plus the button's padding: a second line would add a whole line height.
      const lineHeight = await reload.evaluate((button) =>
        Number.parseFloat(getComputedStyle(button).lineHeight),
      );
      expect((await reload.boundingBox())?.height ?? 0).toBeLessThan(2 * lineHeight);
      await saveScreenshot(page, `start-failed-mobile-${colorScheme}`);
    }
  });

  test('when the server cannot be reached at the start, then it is the quiz start error', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token, storage: { language: 'en' } });
    await page.route(quizCall('start'), (route) => route.abort('connectionrefused'));
    await page.goto(`/quiz/${quiz.course.name}`);
    await page.getByRole('alert').filter({ hasText: 'Quiz start error' }).waitFor();
  });

  test('when an answer is refused, then the error names the submit and its status', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token, storage: { language: 'en' } });
    await page.goto(`/quiz/${quiz.course.name}`);
    await page.getByText('Question 1 of 3').waitFor();
    await page.route(quizCall('submit'), (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"bad_gateway"}' }),
    );
    await optionCard(page, 'A').click();
    await page.getByRole('button', { name: 'Answer' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to submit answer: 502' }).waitFor();
  });

  test('when the next question cannot be fetched or read, then the error says which', async () => {
    const { token, quiz } = await studentWithCourse();
    // The start brings the first question; reopening the quiz resumes its session, which asks `next`.
    const resumedWithNext = async (answer: (route: Route) => Promise<void>) => {
      const page = await openPage({ token });
      await page.goto(`/quiz/${quiz.course.name}`);
      await waitForQuestion(page, 1, 3);
      await page.route(quizCall('next'), answer);
      await page.reload();
      return page;
    };
    const failing = await resumedWithNext((route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    await failing
      .getByRole('alert')
      .filter({ hasText: 'Det gick inte att hämta nästa fråga: 503' })
      .waitFor();
    await saveScreenshot(failing, 'next-failed');

    const unreadable = await resumedWithNext((route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'Hoppsan' }),
    );
    await unreadable.getByRole('alert').filter({ hasText: 'Kunde inte läsa nästa fråga: Hoppsan' }).waitFor();
  });
});

describe('progress', { timeout: 90_000 }, () => {
  test('when a student left a quiz unfinished, then the progress view shows it paused, to continue, and a quiz a newer one replaced as left', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/quiz/${quiz.course.name}`);
    await answerFirstAndMoveOn(page);
    await waitForCurrentSession(token, (await readLocalStorage(page, 'quizSessionId')) ?? '');

    // A newer quiz in another order takes its place; it is left unfinished too.
    await chooseOrder(page, 'Omvänd');
    await waitForQuestion(page, 1, 3);
    await answerWithMouse(page, 'A');
    await page.getByRole('button', { name: 'Nästa fråga' }).click();
    await waitForQuestion(page, 2, 3);
    await waitForCurrentSession(token, (await readLocalStorage(page, 'quizSessionId')) ?? '');

    await page.goto(`/progress/${quiz.course.name}`);
    const table = page.getByRole('table', { name: /quiz/i });
    await table.getByText('Pausat').waitFor();
    await table.getByText('Avbrutet').waitFor();
    expect(await table.getByText('Pågår').count()).toBe(0);
    await saveScreenshot(page, 'progress-paused');
    await table.getByRole('link', { name: 'Fortsätt' }).click();
    await waitForPath(page, `/quiz/${quiz.course.name}`);
    await waitForQuestion(page, 2, 3);
    expect(await page.getByRole('button', { name: 'Ordning: Omvänd' }).isVisible()).toBe(true);
  });

  test('when a student has finished quizzes, then the progress view shows the totals, the chart per quiz and the most missed question', async () => {
    const { token, quiz } = await studentWithCourse();
    const page = await openPage({ token });
    await page.goto(`/progress/${quiz.course.name}`);
    await page.getByText('Inga svar än').waitFor();
    await saveScreenshot(page, 'progress-empty');

    // A first quiz in reverse order over the API, every answer wrong; then one in the browser, one wrong of three.
    const earlier = await quizApi.start(token, quiz.course.name, 'REVERSE');
    for (let answered = 0; answered < 3; answered++) {
      const question = await quizApi.next(token, earlier);
      if (typeof question === 'string') throw new Error(`the quiz ended early: ${question}`);
      await quizApi.submit(token, earlier, quiz.wrongLabel(question.questionText));
    }
    expect(await quizApi.next(token, earlier)).toBe('Quizet är slut!');

    await page.getByRole('link', { name: 'Öva på kursen' }).click();
    await waitForPath(page, `/quiz/${quiz.course.name}`);
    for (const [position, label] of [
      [1, 'A'],
      [2, 'C'],
      [3, 'A'],
    ] as const) {
      await waitForQuestion(page, position, 3);
      await answerWithMouse(page, label);
      await page.getByRole('button', { name: 'Nästa fråga' }).click();
    }
    await page.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();
    await page.getByRole('link', { name: 'Se dina framsteg' }).click();
    await waitForPath(page, `/progress/${quiz.course.name}`);

    // Answers are recorded off the request path: a moment may pass before they all count.
    const totals = page.getByRole('list', { name: 'Sammanfattning' });
    await expect
      .poll(
        async () => {
          if ((await totals.isVisible()) && /Svar\s*6/.test((await totals.textContent()) ?? '')) return true;
          await page.reload();
          await page.getByRole('heading', { level: 1 }).waitFor();
          return false;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);
    expect(await totals.textContent()).toMatch(/Quiz\s*2\s*2 avslutade/);
    expect(await totals.textContent()).toMatch(/Rätt svar\s*2\s*2 av 6/);
    expect(await totals.textContent()).toMatch(/Felprocent\s*66,67\s%/);
    await page.getByRole('heading', { level: 1, name: `Framsteg: ${quiz.course.displayName}` }).waitFor();
    const rows = page.getByRole('table', { name: 'Dina quiz i kursen' }).getByRole('row');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toMatch(/Omvänd.*0 av 3.*100,00\s%.*Avslutat/);
    expect(await rows.nth(2).textContent()).toMatch(/Sekventiell.*2 av 3.*33,33\s%.*Avslutat/);
    // The score chart's two lines (the mastery chart above it draws its own).
    const scoreChart = page.getByRole('region', { name: 'Poäng och felprocent' });
    expect(await scoreChart.locator('svg path[data-line]').count()).toBe(2);
    // Every question was missed once in the first quiz; the first also in the second.
    const missed = page.getByRole('list').filter({ hasText: '2 fel av 2 försök' }).getByRole('listitem');
    expect(await missed.first().textContent()).toContain(QUESTION_TEXTS[0]);
    // The mastery chart loads on its own: its line under the chart says it is drawn, not a skeleton.
    await page.getByText(/^I dag: /).waitFor();
    await saveScreenshot(page, 'progress');

    await showDarkAndOnPhone(openPage, {
      token,
      path: `/progress/${quiz.course.name}`,
      ready: async (shown) => {
        await shown.getByRole('table', { name: 'Dina quiz i kursen' }).waitFor();
        await shown.getByText(/^I dag: /).waitFor();
      },
      name: 'progress',
    });
  });

  test('when the only quiz scored 0, then the chart shows its point at the bottom and whole, readable axis labels', async () => {
    const { token, quiz } = await studentWithCourse();
    const sessionId = await quizApi.start(token, quiz.course.name);
    for (let answered = 0; answered < 3; answered++) {
      const question = await quizApi.next(token, sessionId);
      if (typeof question === 'string') throw new Error(`the quiz ended early: ${question}`);
      await quizApi.submit(token, sessionId, quiz.wrongLabel(question.questionText));
    }

    for (const [name, options] of [
      ['', {}],
      ['-dark', { colorScheme: 'dark', storage: { theme: 'dark' } }],
      ['-mobile', { viewport: MOBILE_VIEWPORT }],
    ] as const) {
      const page = await openPage({ token, ...options });
      // Answers are recorded off the request path: a moment may pass before they count.
      await expect
        .poll(
          async () => {
            await page.goto(`/progress/${quiz.course.name}`);
            await page.getByRole('heading', { level: 1 }).waitFor();
            const totals = page.getByRole('list', { name: 'Sammanfattning' });
            await totals.or(page.getByText('Inga svar än')).waitFor();
            return /Svar\s*3/.test((await totals.textContent().catch(() => '')) ?? '');
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
      const chart = page
        .getByRole('region', { name: 'Poäng och felprocent' })
        .locator('svg')
        .filter({ has: page.locator('[data-series]') });
      const centreY = async (selector: string) => {
        const box = await chart.locator(selector).first().boundingBox();
        if (!box) throw new Error(`${selector} is not drawn`);
        return box.y + box.height / 2;
      };
      // Score 0 on the score axis, an error rate of 100 % at the top of its axis. Measured until the chart has
      // settled: it lays itself out again once its container has its size (CI once measured a mark mid-way).
      await expect
        .poll(
          async () =>
            Math.abs((await centreY('[data-series="score"]')) - (await centreY('[data-axis="x"] line'))),
          { timeout: 5_000 },
        )
        .toBeLessThan(2);
      const bottom = await centreY('[data-axis="x"] line');
      const topTick = await chart
        .locator('[data-axis="right"] text')
        .evaluateAll((labels) => Math.min(...labels.map((label) => label.getBoundingClientRect().top)));
      expect(await centreY('[data-series="errorRate"]')).toBeLessThan(bottom - 150);
      expect(topTick).toBeLessThan(bottom - 150);

      const tickLabels = (side: 'left' | 'right') =>
        chart
          .locator(`[data-axis="${side}"] text`)
          .evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
      const scoreLabels = await tickLabels('left');
      expect(scoreLabels).toContain('0');
      expect(scoreLabels).toContain('3');
      for (const label of scoreLabels) expect(label).toMatch(/^\d+$/);
      const rateLabels = await tickLabels('right');
      expect(rateLabels).toContain('0 %');
      expect(rateLabels).toContain('100 %');
      for (const label of rateLabels) expect(label).toMatch(/^\d+ %$/);
      await saveScreenshot(page, `progress-scored-zero${name}`);
    }
  });

  test('when the course does not exist, then the page says so in either language and leads back to the courses', async () => {
    const token = (await registerUser()).token;
    const missing = `ingen-sadan-kurs-${uniqueWord()}`;
    for (const [name, options] of [
      ['', {}],
      ['-dark', { colorScheme: 'dark', storage: { theme: 'dark' } }],
      ['-mobile', { viewport: MOBILE_VIEWPORT }],
    ] as const) {
      const page = await openPage({ token, ...options });
      await page.goto(`/progress/${missing}`);
      await page.getByText('Kursen finns inte (längre).').waitFor();
      expect(await page.getByText('Det gick inte att hämta dina framsteg').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Öva på kursen' }).count()).toBe(0);
      await saveScreenshot(page, `progress-unknown-course${name}`);
    }

    const page = await openPage({ token, storage: { language: 'en' } });
    await page.goto(`/progress/${missing}`);
    await page.getByText('This course does not exist (any more).').waitFor();
    await saveScreenshot(page, 'progress-unknown-course-english');
    await page.getByRole('link', { name: 'Back to the courses' }).click();
    await waitForPath(page, '/courses');
  });
});
