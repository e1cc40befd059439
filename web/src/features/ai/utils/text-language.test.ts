import { describe, expect, it } from 'vitest';
import { detectTextLanguage } from './text-language';

describe('detectTextLanguage', () => {
  it('when the text is Swedish, then it is Swedish', () => {
    expect(
      detectTextLanguage(
        'Fotosyntesen är den process där gröna växter omvandlar solljus till kemisk energi. Den sker i ' +
          'kloroplasterna, som innehåller det gröna färgämnet klorofyll.',
      ),
    ).toBe('sv');
  });

  it('when a Swedish text has no å, ä or ö, then its common words still make it Swedish', () => {
    expect(detectTextLanguage('Det var en gång en katt som inte kunde sova, och den hade ingen mat.')).toBe(
      'sv',
    );
  });

  it('when the text is English, then it is English, even with Swedish place names in it', () => {
    expect(
      detectTextLanguage(
        'Photosynthesis is the process by which green plants turn sunlight into chemical energy. Researchers ' +
          'in Malmö and Göteborg study how it could be copied to make fuel.',
      ),
    ).toBe('en');
  });

  it('when the case differs, then the words count the same', () => {
    expect(detectTextLanguage('THE CAT AND THE DOG ARE FRIENDS')).toBe('en');
    expect(detectTextLanguage('KATTEN OCH HUNDEN ÄR VÄNNER')).toBe('sv');
  });

  it('when the text is empty, too short or only words both languages share, then it cannot tell', () => {
    expect(detectTextLanguage('')).toBeUndefined();
    expect(detectTextLanguage('Malmö')).toBeUndefined();
    expect(detectTextLanguage('I in under man 1838 2024')).toBeUndefined();
  });

  it('when both languages weigh the same, then it cannot tell', () => {
    expect(detectTextLanguage('och att det the and of')).toBeUndefined();
  });
});
