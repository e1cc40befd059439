// Each language's texts (src/locales/<language>.json, one file for translators) reach the browser in two chunks:
// the sections the first screens need, which load before the first render, and the rest, which loads right after
// it (src/lib/i18n.ts). Importing `<language>.json?first-screens` or `?other-screens` gives one part.
import { readFileSync } from 'node:fs';

/**
 * The top-level sections of the texts that /login, the app's frame (header, menu toggle, team gate, errors), the
 * welcome screen, /courses and a quiz's questions use. A section missing here still shows: pages outside the first screens wait for
 * the rest (router.tsx), and a first screen re-renders when it arrives.
 */
export const FIRST_SCREEN_SECTIONS = [
  'app',
  'common',
  'language',
  'theme',
  'header',
  'menu',
  'role',
  'login',
  'invalidCredentials',
  'loginFailed',
  'auth',
  'selectTeamFirst',
  'permission',
  'welcome',
  'pages',
  'errorPage',
  'duration',
  'error',
  'courseCatalog',
  'courseList',
  'memory',
  'quiz',
  // The quiz page's question image (issue 19: a quiz question is a first screen too).
  'questionImage',
];

const PART = /\/locales\/[a-z]+\.json\?(first-screens|other-screens)$/;

/**
 * Texts inside the first screens' sections that only later screens show, so they wait for the rest: the AI
 * explanation (its view loads with the other texts, quiz-question-card.tsx), the profile's memory setting, the
 * refusals of authoring, import and AI pages, and the titles of pages router.tsx loads withOtherTexts.
 */
export const LATER_SUBSECTIONS = [
  'quiz.ai',
  'quiz.kinds',
  'memory.retention',
  'error.importTooLarge',
  'error.imageTooLarge',
  'error.imageNotSupported',
  'error.imageTooManyPixels',
  'error.invalidOptions',
  'error.questionCreateFailed',
  'error.imageUploadFailed',
  'error.textTooLong',
  'error.answerNotInSource',
  'pages.sql',
  'pages.paywall',
  'pages.educatorContact',
  'pages.questionEdit',
];

/**
 * The part of a language's texts: the first screens' sections (without LATER_SUBSECTIONS), or every other section
 * with those subsections, which i18next merges into their sections when they arrive (addResourceBundle deep).
 * Throws for a listed section or subsection the file does not have, so a renamed one cannot silently move.
 * @param {Record<string, unknown>} texts
 * @param {'first-screens' | 'other-screens'} part
 */
export function textsPart(texts, part) {
  const missing = [
    ...FIRST_SCREEN_SECTIONS.filter((section) => !(section in texts)),
    ...LATER_SUBSECTIONS.filter((dotted) => {
      const [section = '', key = ''] = dotted.split('.');
      const sectionTexts = /** @type {Record<string, unknown> | undefined} */ (texts[section]);
      return sectionTexts === undefined || !(key in sectionTexts);
    }),
  ];
  if (missing.length > 0) throw new Error(`the texts have no section ${missing.join(', ')}`);
  const first = part === 'first-screens';
  /** @param {string} section */
  const laterKeys = (section) =>
    LATER_SUBSECTIONS.filter((dotted) => dotted.startsWith(`${section}.`)).map(
      (dotted) => dotted.split('.')[1],
    );
  /** @type {Record<string, unknown>} */
  const result = {};
  for (const [section, value] of Object.entries(texts)) {
    const later = laterKeys(section);
    if (!FIRST_SCREEN_SECTIONS.includes(section)) {
      if (!first) result[section] = value;
    } else if (later.length === 0) {
      if (first) result[section] = value;
    } else {
      const entries = Object.entries(/** @type {Record<string, unknown>} */ (value));
      result[section] = Object.fromEntries(entries.filter(([key]) => later.includes(key) !== first));
    }
  }
  return result;
}

/**
 * Vite plugin: serves `?first-screens` and `?other-screens` imports of a locale file as a module of that part.
 * @returns {import('vite').Plugin}
 */
export function localeParts() {
  return {
    name: 'quizdrill-locale-parts',
    enforce: 'pre',
    /** @param {string} id */
    load(id) {
      const match = PART.exec(id);
      if (!match) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const part = /** @type {'first-screens' | 'other-screens'} */ (match[1]);
      const texts = JSON.stringify(textsPart(JSON.parse(readFileSync(file, 'utf8')), part));
      // JSON.parse of a string literal: faster for engines to read than the same object as JavaScript.
      return { code: `export default JSON.parse(${JSON.stringify(texts)});`, moduleType: 'js' };
    },
  };
}
