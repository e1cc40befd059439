// The split of each language's texts into the first screens' part and the rest (build/locale-parts.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_SECTIONS, LATER_SUBSECTIONS, textsPart } from '../build/locale-parts.mjs';

const texts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../src/locales/${language}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('locale parts', () => {
  it.each(['sv', 'en'])(
    'when %s is split, then the two parts hold every section once, and no more',
    (language) => {
      const all = texts(language);
      const first = textsPart(all, 'first-screens');
      const other = textsPart(all, 'other-screens');

      expect(Object.keys(first).sort()).toEqual([...FIRST_SCREEN_SECTIONS].sort());
      // Merged section by section, as i18next's addResourceBundle(…, deep) does when the rest arrives.
      const merged: Record<string, unknown> = { ...other };
      for (const [section, value] of Object.entries(first)) {
        merged[section] = section in other ? { ...(value as object), ...(other[section] as object) } : value;
      }
      expect(merged).toEqual(all);
      for (const dotted of LATER_SUBSECTIONS) {
        const [section = '', key = ''] = dotted.split('.');
        expect(first[section]).not.toHaveProperty(key);
        expect(other[section]).toHaveProperty(key);
      }
    },
  );

  it('when a first-screen section is missing from the texts, then the split fails naming it', () => {
    const { login: _login, ...withoutLogin } = texts('sv');

    expect(() => textsPart(withoutLogin, 'first-screens')).toThrow('login');
  });

  it('when a later subsection is missing from the texts, then the split fails naming it', () => {
    const all = texts('sv');
    const { ai: _ai, ...quizWithoutAi } = all.quiz as Record<string, unknown>;

    expect(() => textsPart({ ...all, quiz: quizWithoutAi }, 'first-screens')).toThrow('quiz.ai');
  });
});
