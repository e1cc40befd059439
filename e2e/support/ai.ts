// The AI screens for browser tests: a Swedish text to make questions from, texts over the limit, a photo of text
// rendered in the test's own Chromium, and the calls the screens make.
import type { CourseResponse } from '@quizdrill/contracts';
import { WRONG_CAPITAL_ANSWER } from '@quizdrill/test-kit';
import type { Page, Request } from 'playwright-core';
import { api } from './accounts.js';

/** 124 words about photosynthesis: an estimate of 3 questions, and sentences the offline provider can blank out. */
export const SWEDISH_TEXT =
  'Fotosyntesen är den process där gröna växter omvandlar solljus till kemisk energi. Den sker i kloroplasterna, ' +
  'som innehåller det gröna färgämnet klorofyll. Växten tar upp koldioxid från luften genom klyvöppningarna i ' +
  'bladen och vatten från marken genom rötterna. Med hjälp av ljusenergin bildas druvsocker och syrgas. Syrgasen ' +
  'släpps ut i atmosfären medan druvsockret används som energikälla eller lagras som stärkelse. Fotosyntesen är ' +
  'grunden för nästan allt liv på jorden eftersom den producerar både föda och syre. Utan fotosyntes skulle djur ' +
  'och människor inte kunna överleva. Processen påverkas av ljusets intensitet, temperaturen och mängden ' +
  'koldioxid i luften. Den svenske kemisten Jöns Jacob Berzelius gav klorofyllet dess namn år 1838. I dag ' +
  'studerar forskare i Uppsala och Lund hur fotosyntesen kan efterliknas för att tillverka bränsle.';
export const SWEDISH_TEXT_WORDS = 124;

/** A text of exactly `count` words. */
export function wordsOfText(count: number): string {
  const words = SWEDISH_TEXT.split(/\s+/);
  return Array.from({ length: count }, (_, index) => words[index % words.length]).join(' ');
}

/** The lines of the photo's text: short, common words in a large, plain font that OCR reads reliably. */
export const PHOTO_LINES = [
  'Vattnets kretslopp',
  'Solen värmer vattnet i haven.',
  'Vattnet avdunstar och bildar moln.',
  'Molnen ger regn över land.',
];

/**
 * A PNG photo of `lines` (DejaVu Sans, black on white), rendered by Chromium in a page of its own, so the test
 * needs no image library.
 */
export async function textPhoto(page: Page, lines: readonly string[] = PHOTO_LINES): Promise<Buffer> {
  const paragraphs = lines.map((line) => `<p>${line}</p>`).join('');
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:#fff">
      <div id="photo" style="display:inline-block;padding:40px 56px;background:#fff;color:#111;
        font:34px/1.5 'DejaVu Sans',sans-serif">${paragraphs}</div>
    </body></html>`,
  );
  return page.locator('#photo').screenshot({ type: 'png' });
}

/** A request of the page by method and path, for waitForRequest. */
export function call(method: string, pathname: string) {
  return (request: Request) => request.method() === method && new URL(request.url()).pathname === pathname;
}

/** The course `name` as its owner sees it in the course list; undefined when there is none. */
export async function findCourse(token: string, name: string): Promise<CourseResponse | undefined> {
  const answer = await api<CourseResponse[]>('GET', '/api/v2/courses', { token });
  if (answer.status !== 200) throw new Error(`the course list answered ${answer.status}`);
  return answer.body.find((course) => course.name === name);
}

/** An English text about the same subject, to tell the two languages apart. */
export const ENGLISH_TEXT =
  'Photosynthesis is the process by which green plants turn sunlight into chemical energy. It takes place in ' +
  'the chloroplasts, which contain the green pigment chlorophyll. The plant takes in carbon dioxide from the air ' +
  'through small openings in its leaves and water from the soil through its roots. With the energy of the light, ' +
  'sugar and oxygen are formed, and the oxygen is released into the air.';

/** Asks the AI to explain a wrong answer over the API (a use of the AI that is counted and audited). */
export async function askExplanation(token: string): Promise<number> {
  const explained = await api('POST', '/api/v2/explain', {
    token,
    body: WRONG_CAPITAL_ANSWER,
  });
  return explained.status;
}
