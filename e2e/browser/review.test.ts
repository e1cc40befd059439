// Spaced repetition in a real browser (issue 15): the course page's "Öva på mina fel (n)" drills exactly the
// questions answered wrong, then offers nothing; the order button is hidden meanwhile; /courses' mastery bar moves;
// the progress view charts mastery over time.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, claimsOf, loginAs, registerUser } from '../support/accounts.js';
import { showCourse, waitForPath } from '../support/app.js';
import { MOBILE_VIEWPORT, saveScreenshot, useBrowser, zoneAwayFromMidnight } from '../support/browser.js';
import {
  createQuizCourse,
  letLearningStepsRunOut,
  optionCard,
  type QuizCourse,
  type QuizFixtureQuestion,
  THREE_QUESTIONS,
  waitForQuestion,
} from '../support/quiz.js';

const { openPage } = useBrowser();

const FIVE_QUESTIONS: readonly QuizFixtureQuestion[] = [
  ...THREE_QUESTIONS,
  {
    questionText: 'Vad heter Sveriges huvudstad?',
    options: ['Oslo', 'Stockholm', 'Köpenhamn'],
    correctIndex: 1,
  },
  { questionText: 'Hur många dagar har en vecka?', options: ['Fem', 'Sex', 'Sju'], correctIndex: 2 },
];

async function answer(page: Page, label: string): Promise<void> {
  await optionCard(page, label).click();
  await page.getByRole('button', { name: 'Svara' }).click();
  await page.getByRole('button', { name: 'Nästa fråga' }).waitFor();
}

/** The course's line on /courses: its mastery in words. */
async function masteryLine(page: Page, quiz: QuizCourse): Promise<string> {
  await page.goto('/courses');
  const row = await showCourse(page, quiz.course.displayName);
  const caption = row.getByText(/behärskade/);
  await caption.waitFor();
  return (await caption.textContent())?.trim() ?? '';
}

/** The progress view's line under the mastery chart (or its empty state, before any review is stored). */
async function masteryToday(page: Page, quiz: QuizCourse): Promise<string> {
  await page.goto(`/progress/${quiz.course.name}`);
  await page.getByRole('heading', { name: 'Behärskning över tid' }).waitFor();
  const line = page.getByText(/^I dag: |^Inga repetitioner än/);
  await line.waitFor();
  return (await line.textContent())?.trim() ?? '';
}

describe('drill my mistakes', { timeout: 90_000 }, () => {
  test('when a student answers three questions wrong, then "Öva på mina fel" drills exactly those, then offers nothing, and the mastery bar moves', async () => {
    const [student, quiz] = await Promise.all([
      registerUser(),
      loginAs('educator').then((token) => createQuizCourse(token, FIVE_QUESTIONS)),
    ]);
    // What is due today and today's mastery are counted in the browser's time zone: one where today lasts the test.
    const timezoneId = zoneAwayFromMidnight();
    const page = await openPage({ token: student.token, timezoneId });

    expect(await masteryLine(page, quiz)).toBe('0 behärskade, 0 på gång, 5 nya');

    await page.goto(`/quiz/${quiz.course.name}`);
    const missed: string[] = [];
    for (let position = 1; position <= 5; position++) {
      const text = await waitForQuestion(page, position, 5);
      const wrong = [1, 3, 4].includes(position);
      if (wrong) missed.push(text);
      await answer(page, wrong ? quiz.wrongLabel(text) : quiz.correctLabel(text));
      await page.getByRole('button', { name: 'Nästa fråga' }).click();
    }
    await page.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();
    expect(missed).toHaveLength(3);

    const drill = page.getByRole('button', { name: 'Öva på mina fel (3)' });
    await drill.waitFor();
    // Every card is in its first learning step (minutes): nothing to review yet, and nothing new left.
    await page.getByRole('button', { name: 'Repetera (0)', exact: true }).waitFor();
    await saveScreenshot(page, 'review-course-actions');
    await drill.click();

    const drilled: string[] = [];
    for (let position = 1; position <= 3; position++) {
      const text = await waitForQuestion(page, position, 3);
      if (position === 1) {
        // A MISTAKES session has no order button and no start field.
        expect(await page.getByRole('button', { name: /^Ordning: / }).count()).toBe(0);
        await page.getByText('Mina fel', { exact: true }).waitFor();
        await saveScreenshot(page, 'review-mistakes-session');
      }
      drilled.push(text);
      await answer(page, quiz.correctLabel(text));
      await page.getByRole('button', { name: 'Nästa fråga' }).click();
    }
    expect(drilled.sort()).toEqual([...missed].sort());
    await page.getByRole('heading', { name: 'Quizet är slut!' }).waitFor();

    await page.getByRole('button', { name: 'Öva på mina fel (0)' }).click();
    await page.getByText('Inga fel att öva på').waitFor();
    await saveScreenshot(page, 'review-no-mistakes');
    await page.getByRole('status').getByRole('button', { name: 'Tillbaka till vanligt quiz' }).click();
    await waitForQuestion(page, 1, 5);
    await page.getByRole('button', { name: /^Ordning: / }).waitFor();

    await expect
      .poll(() => masteryLine(page, quiz), { timeout: 10_000 })
      .toBe('0 behärskade, 5 på gång, 0 nya');
    await waitForPath(page, '/courses');
    await saveScreenshot(page, 'review-courses-mastery');

    // The progress view's mastery over time: today's stack holds the five answered questions, all learning.
    const today = 'I dag: 0 behärskade, 5 på gång, 0 nya.';
    // It reads the review log quiz-worker writes, so it may take a moment longer than the summary's counts.
    await expect.poll(() => masteryToday(page, quiz), { timeout: 10_000 }).toBe(today);
    await saveScreenshot(page, 'review-progress-mastery');
    const darkPhone = await openPage({
      token: student.token,
      timezoneId,
      viewport: MOBILE_VIEWPORT,
      colorScheme: 'dark',
      storage: { theme: 'dark' },
    });
    await darkPhone.goto(`/progress/${quiz.course.name}`);
    await darkPhone.getByText(today).waitFor();
    await saveScreenshot(darkPhone, 'review-progress-mastery-dark-mobile');

    // Their learning steps have not run out: the welcome screen promises no review (issue 41: it said "5 frågor att
    // repetera i dag" and its button opened "Inget att repetera just nu").
    await page.goto('/');
    await page.getByRole('link', { name: 'Starta nytt quiz' }).waitFor();
    expect(await page.getByRole('button', { name: 'Repetera nu' }).count()).toBe(0);

    // Once they run out, the welcome card, the course's button and the review all count the same five.
    expect(await letLearningStepsRunOut(String(claimsOf(student.token).uid), quiz.course.id)).toBe(5);
    await page.reload();
    await page.getByRole('heading', { name: '5 frågor att repetera i dag' }).waitFor();
    await saveScreenshot(page, 'review-welcome-due-today');
    await page.getByRole('button', { name: 'Repetera nu' }).click();
    await waitForPath(page, `/quiz/${quiz.course.name}`);
    await waitForQuestion(page, 1, 5);
    await page.getByRole('button', { name: 'Repetera (5)', exact: true }).waitFor();
  });

  test('when a new student opens a course, then its never-answered questions are counted as new, not as reviews, and the welcome screen promises no review', async () => {
    const [student, quiz] = await Promise.all([
      registerUser(),
      loginAs('educator').then((token) => createQuizCourse(token)),
    ]);
    const page = await openPage({ token: student.token });
    await page.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(page, 1, 3);
    await page.getByRole('button', { name: 'Repetera (0) · 3 nya', exact: true }).waitFor();
    await page.goto('/');
    await page.getByRole('link', { name: 'Starta nytt quiz' }).waitFor();
    expect(await page.getByText(/att repetera i dag/).count()).toBe(0);

    const english = await openPage({ token: student.token, storage: { language: 'en' } });
    await english.goto(`/quiz/${quiz.course.name}`);
    await english.getByRole('button', { name: 'Review (0) · 3 new', exact: true }).waitFor();
  });

  test('when the course page is shown dark and on a phone, then the memory drills stay readable', async () => {
    const [student, quiz] = await Promise.all([
      registerUser(),
      loginAs('educator').then((token) => createQuizCourse(token)),
    ]);
    const dark = await openPage({ token: student.token, colorScheme: 'dark', storage: { theme: 'dark' } });
    await dark.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(dark, 1, 3);
    await dark.getByRole('button', { name: 'Öva på mina fel (0)' }).click();
    await dark.getByText('Inga fel att öva på').waitFor();
    await saveScreenshot(dark, 'review-no-mistakes-dark');

    const phone = await openPage({ token: student.token, viewport: MOBILE_VIEWPORT });
    await phone.goto(`/quiz/${quiz.course.name}`);
    await waitForQuestion(phone, 1, 3);
    await phone.getByRole('button', { name: 'Fler val' }).click();
    await phone.getByRole('button', { name: 'Repetera (0) · 3 nya', exact: true }).waitFor();
    await saveScreenshot(phone, 'review-course-actions-mobile');
    await phone.goto('/courses');
    await (await showCourse(phone, quiz.course.displayName))
      .getByText('0 behärskade, 0 på gång, 3 nya')
      .waitFor();
    await saveScreenshot(phone, 'review-courses-mastery-mobile');
  });

  test('when a student moves the desired retention on the profile, then it is saved for their next reviews', async () => {
    const student = await registerUser();
    const page = await openPage({ token: student.token });
    await page.goto('/profile');
    const slider = page.getByRole('slider', { name: 'Önskad minnesgrad' });
    await expect.poll(() => slider.isEnabled()).toBe(true);
    expect(await slider.getAttribute('aria-valuetext')).toBe('90 %');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText('Minnesgraden är sparad.').waitFor();
    const saved = await api<{ desiredRetention: number }>('GET', '/api/v2/quiz/preferences', {
      token: student.token,
    });
    expect(saved.body).toEqual({ desiredRetention: 0.91 });
    await saveScreenshot(page, 'review-profile-retention');
  });
});
