// Quizzes for browser tests: a small course of known questions made over the API, the quiz calls as a student
// makes them, and where the quiz page keeps its parts.
import type {
  CourseResponse,
  OrderType,
  QuestionResponse,
  QuizQuestion,
  SubmitResponse,
} from '@quizdrill/contracts';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { api } from './accounts.js';
import { createCourse, createQuestion, uniqueWord } from './content.js';

export type QuizFixtureQuestion = {
  questionText: string;
  options: string[];
  /** Index into options; its label is A, B, C… in that order. */
  correctIndex: number;
};

/** Three short questions whose right answers sit on different letters (B, C, A), so marking is told apart. */
export const THREE_QUESTIONS: readonly QuizFixtureQuestion[] = [
  { questionText: 'Vilken färg har himlen en klar dag?', options: ['Grön', 'Blå', 'Röd'], correctIndex: 1 },
  { questionText: 'Hur många ben har en spindel?', options: ['Sex', 'Tio', 'Åtta'], correctIndex: 2 },
  { questionText: 'Vilket djur säger mjau?', options: ['Katt', 'Hund', 'Ko'], correctIndex: 0 },
];

export type QuizCourse = {
  course: CourseResponse;
  questions: QuestionResponse[];
  /** The right label of each question text. */
  correctLabel: (questionText: string) => string;
  /** A wrong label of each question text. */
  wrongLabel: (questionText: string) => string;
};

/** A fresh course with these questions, made by the educator, so each test quizzes on content of its own. */
export async function createQuizCourse(
  educatorToken: string,
  questions: readonly QuizFixtureQuestion[] = THREE_QUESTIONS,
): Promise<QuizCourse> {
  const course = await createCourse(educatorToken, { displayName: `Quizkurs ${uniqueWord()}` });
  const created: QuestionResponse[] = [];
  for (const question of questions) {
    created.push(await createQuestion(educatorToken, { courseName: course.name, ...question }));
  }
  const find = (questionText: string) => {
    const question = created.find((candidate) => candidate.questionText === questionText);
    if (!question) throw new Error(`no question "${questionText}" in ${course.name}`);
    return question;
  };
  return {
    course: { ...course, questionCount: created.length },
    questions: created,
    correctLabel: (questionText) =>
      find(questionText).options.find((option) => option.isCorrect)?.optionLabel ?? '?',
    wrongLabel: (questionText) =>
      find(questionText).options.find((option) => !option.isCorrect)?.optionLabel ?? '?',
  };
}

/** The quiz calls over HTTP, as the user of `token`: to set up a half-done quiz without the browser. */
export const quizApi = {
  async start(token: string, courseName: string, orderType: OrderType = 'ORDER', startQuestion = 0) {
    const query = new URLSearchParams({ courseName, orderType, startQuestion: String(startQuestion) });
    const answer = await api<{ sessionId: string }>('POST', `/api/v2/quiz/start?${query}`, { token });
    if (answer.status !== 200)
      throw new Error(`quiz start answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.sessionId;
  },
  async next(token: string, sessionId: string): Promise<QuizQuestion | string> {
    const answer = await api<QuizQuestion | string>('GET', `/api/v2/quiz/next?sessionId=${sessionId}`, {
      token,
    });
    if (answer.status !== 200)
      throw new Error(`quiz next answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  },
  async submit(token: string, sessionId: string, label: string): Promise<SubmitResponse> {
    const query = new URLSearchParams({ sessionId, answer: label });
    const answer = await api<SubmitResponse>('POST', `/api/v2/quiz/submit?${query}`, { token });
    if (answer.status !== 200)
      throw new Error(`quiz submit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  },
};

/**
 * Waits until the quiz service lists the session among the user's unfinished ones: answers are recorded off the
 * request path, so the list lags the answer by a moment.
 */
export async function waitForCurrentSession(token: string, sessionId: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answer = await api<{ sessionId: string }[]>('GET', '/api/v2/quiz/sessions/current', { token });
    if (answer.status === 200 && answer.body.some((session) => session.sessionId === sessionId)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`session ${sessionId} did not appear among the current sessions within 10 s`);
}

/** The card of the question on screen (a section named by its text). */
export function questionCard(page: Page): Locator {
  return page.locator('section').filter({ has: page.getByRole('radiogroup') });
}

/** The question text on screen. */
export async function questionText(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
}

/** The radio of option `label` ("B: Blå"). */
export function option(page: Page, label: string): Locator {
  return page.getByRole('radio', { name: new RegExp(`^${label}: `) });
}

/** The visible card around an option's radio: where right and wrong are marked. */
export function optionCard(page: Page, label: string): Locator {
  return page.locator('label').filter({ has: option(page, label) });
}

/** Waits until question `position` of `total` shows and is ready to answer; answers its text. */
export async function waitForQuestion(page: Page, position: number, total: number): Promise<string> {
  await page.getByText(`Fråga ${position} av ${total}`, { exact: true }).waitFor();
  await page
    .locator('section[aria-busy="false"]')
    .filter({ has: page.getByRole('radiogroup') })
    .waitFor();
  await page.getByRole('radio').first().and(page.locator(':enabled')).waitFor();
  return questionText(page);
}

/**
 * Lets the student's learning steps in a course run out, as minutes passing would: their cards fall due now. The
 * steps are minutes long, and a test does not wait for them; the quiz schema is written here and nowhere else.
 */
export async function letLearningStepsRunOut(userId: string, courseId: number): Promise<number> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set; scripts/test.mjs --only e2e sets it');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const updated = await client.query(
      `UPDATE quiz.cards SET due = now() - interval '1 minute'
        WHERE user_id = $1 AND course_id = $2 AND state <> 2`,
      [userId, courseId],
    );
    return updated.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
