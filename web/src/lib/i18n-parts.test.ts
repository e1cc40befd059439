// The text parts that load with their screens (loadTextPart): there for the language in use at once, and for a
// language chosen later too.
import { LANGUAGES } from '@quizdrill/contracts/rules';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { languageChunks, loadTextPart } from './i18n';

describe('text parts', () => {
  it('when a part is loaded, then its texts are there in the language in use, and in a language switched to later', async () => {
    await i18n.use(languageChunks).init({ lng: 'sv', fallbackLng: false, supportedLngs: LANGUAGES });
    expect(i18n.t('menu.home')).toBe('Hem');
    expect(i18n.t('assignments.new')).toBe('assignments.new');

    await loadTextPart('assignments');
    expect(i18n.t('assignments.new')).toBe('Ny uppgift');

    await i18n.changeLanguage('en');
    expect(i18n.t('assignments.new')).toBe('New assignment');
    expect(i18n.t('menu.home')).toBe('Home');
    // A section split between the two parts (build/locale-parts.mjs) arrives whole: its first-screen texts and
    // those left to the rest.
    expect(i18n.t('quiz.continue.action')).toBe('Continue');
    expect(i18n.t('quiz.ai.title')).not.toBe('quiz.ai.title');
  });
});
