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
 * The part of a language's texts: the first screens' sections, or every other one. Throws for a listed section
 * the file does not have, so a renamed section cannot silently move out of the first load.
 * @param {Record<string, unknown>} texts
 * @param {'first-screens' | 'other-screens'} part
 */
export function textsPart(texts, part) {
  const missing = FIRST_SCREEN_SECTIONS.filter((section) => !(section in texts));
  if (missing.length > 0) throw new Error(`the texts have no section ${missing.join(', ')}`);
  const first = part === 'first-screens';
  return Object.fromEntries(
    Object.entries(texts).filter(([section]) => FIRST_SCREEN_SECTIONS.includes(section) === first),
  );
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
