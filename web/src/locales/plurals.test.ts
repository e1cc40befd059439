import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import sv from './sv.json';

async function translator(language: 'sv' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    showSupportNotice: false,
    resources: { sv: { translation: sv }, en: { translation: en } },
  });
  return instance.t;
}

describe('counts in words', () => {
  it('when one question is new or mastered, then the word is singular ("1 ny", not "1 nya")', async () => {
    const t = await translator('sv');
    expect(t('memory.mastery.summary', { mastered: 1, learning: 0, new: 1 })).toBe(
      '1 behärskad, 0 på gång, 1 ny',
    );
    expect(t('progress.mastery.today', { mastered: 2, learning: 1, new: 5 })).toBe(
      'I dag: 2 behärskade, 1 på gång, 5 nya.',
    );
    const english = await translator('en');
    expect(english('memory.mastery.summary', { mastered: 1, learning: 2, new: 1 })).toBe(
      '1 mastered, 2 learning, 1 new',
    );
  });
});
