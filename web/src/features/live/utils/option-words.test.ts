import { describe, expect, it } from 'vitest';
import { hasLongWord } from './option-words';

describe('options with long words', () => {
  it('when every word is short, then the options keep to half tiles', () => {
    expect(hasLongWord(['Grön', 'Blå', 'Röd', 'Skolverket'])).toBe(false);
  });

  it('when one option has a word longer than a half tile holds, then it counts, however short the others', () => {
    expect(hasLongWord(['Grön', 'Livsmedelsverket'])).toBe(true);
    expect(hasLongWord(['Myndigheten för civilt försvar'])).toBe(true);
  });

  it('when a long text breaks at hyphens, slashes or soft hyphens, then only its parts count', () => {
    expect(hasLongWord(['kris-beredskaps-myndighet'])).toBe(false);
    expect(hasLongWord(['till/från-väg'])).toBe(false);
    expect(hasLongWord(['regerings\u00adbeslutet'])).toBe(false);
  });

  it('when letters take more than one code unit, then each counts once', () => {
    expect(hasLongWord(['😀😀😀😀😀😀😀😀😀😀'])).toBe(false);
  });
});
