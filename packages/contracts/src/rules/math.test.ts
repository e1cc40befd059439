import { describe, expect, it } from 'vitest';
import { hasMath, type MathSegment, splitMath } from './math.js';

const text = (value: string): MathSegment => ({ kind: 'text', text: value });
const inline = (tex: string, source = `\\(${tex}\\)`): MathSegment => ({
  kind: 'math',
  tex,
  display: false,
  source,
});
const display = (tex: string, source: string): MathSegment => ({ kind: 'math', tex, display: true, source });

describe('splitMath', () => {
  it('when a text has no delimiter, then it is one plain segment, and an empty text none', () => {
    expect(splitMath('Vad är 2 + 2?\nSvara snabbt.')).toEqual([text('Vad är 2 + 2?\nSvara snabbt.')]);
    expect(splitMath('')).toEqual([]);
    expect(hasMath('Vad är 2 + 2?')).toBe(false);
  });

  it('when math sits between \\( and \\), then it is inline and the text around it stays as typed', () => {
    expect(splitMath('Förenkla \\(\\frac{a}{b}\\) nu.')).toEqual([
      text('Förenkla '),
      inline('\\frac{a}{b}'),
      text(' nu.'),
    ]);
  });

  it('when math sits between \\[ and \\] or between $$ and $$, then it is display math', () => {
    expect(splitMath('\\[x^2\\]')).toEqual([display('x^2', '\\[x^2\\]')]);
    expect(splitMath('Lös $$x^2 = 4$$\nför x')).toEqual([
      text('Lös '),
      display('x^2 = 4', '$$x^2 = 4$$'),
      text('\nför x'),
    ]);
  });

  it('when a text has several pieces of math, then each is its own segment in order', () => {
    expect(splitMath('\\(a\\)\\(b\\) och $$c$$')).toEqual([
      inline('a'),
      inline('b'),
      text(' och '),
      display('c', '$$c$$'),
    ]);
  });

  it('when dollars are single, then they are prices, not math', () => {
    expect(splitMath('It costs $5 and $6.')).toEqual([text('It costs $5 and $6.')]);
    expect(hasMath('$x$')).toBe(false);
  });

  it('when a delimiter is never closed or encloses nothing, then it is text and later math still counts', () => {
    expect(splitMath('Öppen \\( utan slut')).toEqual([text('Öppen \\( utan slut')]);
    expect(splitMath('$$ $$ och \\(\\)')).toEqual([text('$$ $$ och \\(\\)')]);
    expect(splitMath('$$ först, sedan \\(y\\)')).toEqual([text('$$ först, sedan '), inline('y')]);
    expect(hasMath('\\[ a')).toBe(false);
  });

  it('when a delimiter is escaped by a backslash, then it opens nothing', () => {
    expect(splitMath('Pris: \\$$5 och $$6')).toEqual([text('Pris: \\$$5 och $$6')]);
    expect(splitMath('C:\\\\(x\\)')).toEqual([text('C:\\\\(x\\)')]);
  });

  it('when the math itself holds an escaped or braced closing delimiter, then it ends at the real one', () => {
    expect(splitMath('$$\\text{$$} + 1$$')).toEqual([display('\\text{$$} + 1', '$$\\text{$$} + 1$$')]);
    expect(splitMath('\\(a \\$ b\\)')).toEqual([inline('a \\$ b')]);
  });

  it('when the segments are joined back with their delimiters, then they are the text', () => {
    const source = 'A \\(x\\) B $$y$$ C \\[z\\] $5 \\( open';
    const joined = splitMath(source)
      .map((segment) => (segment.kind === 'text' ? segment.text : segment.source))
      .join('');
    expect(joined).toBe(source);
  });
});
