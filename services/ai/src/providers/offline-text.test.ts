import { describe, expect, it } from 'vitest';
import { analyseText, findTerms, splitSentences } from './offline-text.js';

const termsOf = (sentence: string) => findTerms(sentence).map(({ text, kind }) => ({ text, kind }));

describe('offline text analysis', () => {
  it('splits sentences at full stops, question and exclamation marks before a capital or a digit', () => {
    expect(splitSentences('Solen är en stjärna. Är månen det? Nej! 1969 landade Apollo 11 där.')).toEqual([
      'Solen är en stjärna.',
      'Är månen det?',
      'Nej!',
      '1969 landade Apollo 11 där.',
    ]);
  });

  it('does not split after abbreviations, initials or inside decimals', () => {
    expect(
      splitSentences(
        'Större städer, t.ex. Göteborg och Malmö, växer. J. R. R. Tolkien skrev böcker. Pi är ungefär 3.14 i dag.',
      ),
    ).toEqual([
      'Större städer, t.ex. Göteborg och Malmö, växer.',
      'J. R. R. Tolkien skrev böcker.',
      'Pi är ungefär 3.14 i dag.',
    ]);
  });

  it('when a photo broke lines mid-sentence, then single line breaks join and blank lines separate', () => {
    expect(splitSentences('Gustav Vasa blev\nkung år 1523\n\nEn rubrik utan punkt\nfortsätter här.')).toEqual(
      ['Gustav Vasa blev kung år 1523', 'En rubrik utan punkt fortsätter här.'],
    );
  });

  it('finds numbers, names (several words, with particles) and content words, and skips stop words', () => {
    expect(termsOf('Gustav Vasa blev kung av Sverige år 1523.')).toEqual([
      { text: 'Gustav Vasa', kind: 'name' },
      { text: 'kung', kind: 'word' },
      { text: 'Sverige', kind: 'name' },
      { text: '1523', kind: 'number' },
    ]);
    expect(termsOf('Francisco de Orellana reached the Atlantic in 1542.')).toEqual([
      { text: 'Francisco de Orellana', kind: 'name' },
      { text: 'reached', kind: 'word' },
      { text: 'Atlantic', kind: 'name' },
      { text: '1542', kind: 'number' },
    ]);
  });

  it('reads grouped thousands, decimals and percentages as one number, and å ä ö as letters', () => {
    expect(termsOf('Vänern har 5 650 kvadratkilometer, år 1654 och 12 34.').map((term) => term.text)).toEqual(
      ['Vänern', '5 650', 'kvadratkilometer', '1654', '12', '34'],
    );
    expect(termsOf('Skogen ger 20% av syret och 3,14 är pi på Åland.')).toEqual([
      { text: 'Skogen', kind: 'capitalised' },
      { text: '20%', kind: 'number' },
      { text: 'syret', kind: 'word' },
      { text: '3,14', kind: 'number' },
      { text: 'Åland', kind: 'name' },
    ]);
  });

  it('takes a capitalised first word for a name when the text writes it capitalised elsewhere, else keeps it apart', () => {
    const [first, second] = analyseText(
      'Stockholm ligger vid Mälaren. Många bor i Stockholm. Katten sover gott.',
    );
    expect(first?.terms[0]).toMatchObject({ text: 'Stockholm', kind: 'name' });
    expect(second?.terms.at(-1)).toMatchObject({ text: 'Stockholm', kind: 'name' });
    expect(analyseText('Katten sover på mattan.')[0]?.terms[0]).toMatchObject({
      text: 'Katten',
      kind: 'capitalised',
    });
  });

  it('scores a sentence full of facts above one of small words', () => {
    const [facts, filler] = analyseText('Gustav Vasa blev kung av Sverige år 1523. Det var inte så bra då.');
    expect(facts!.score).toBeGreaterThan(filler!.score);
  });
});
