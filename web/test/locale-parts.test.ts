// The split of each language's texts into the first screens' part and the rest (build/locale-parts.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_SECTIONS, textsPart } from '../build/locale-parts.mjs';

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
      expect(Object.keys(other).filter((section) => section in first)).toEqual([]);
      expect({ ...first, ...other }).toEqual(all);
    },
  );

  it('when a first-screen section is missing from the texts, then the split fails naming it', () => {
    const { login: _login, ...withoutLogin } = texts('sv');

    expect(() => textsPart(withoutLogin, 'first-screens')).toThrow('login');
  });
});
