import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n';

describe('detectLanguage', () => {
  it('when a language is stored, then it wins over the browser language', () => {
    expect(detectLanguage('en', ['sv-SE'])).toBe('en');
  });

  it('when nothing is stored, then the first supported browser language is used', () => {
    expect(detectLanguage(null, ['de-DE', 'en-GB', 'sv'])).toBe('en');
  });

  it('when neither is supported, then Swedish is the default', () => {
    expect(detectLanguage('fr', ['de-DE'])).toBe('sv');
    expect(detectLanguage(null, [])).toBe('sv');
  });
});
