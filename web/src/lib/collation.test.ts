import { describe, expect, it } from 'vitest';
import { textOrder } from './collation';

const names = ['Ödla', 'Zebra', 'Apa', 'Ärta', 'Orm'];

describe('textOrder', () => {
  it('when the app is in Swedish, then å, ä and ö come after z', () => {
    expect([...names].sort(textOrder('sv'))).toEqual(['Apa', 'Orm', 'Zebra', 'Ärta', 'Ödla']);
  });

  it('when the app is in English, then ä and ö sort with a and o', () => {
    expect([...names].sort(textOrder('en'))).toEqual(['Apa', 'Ärta', 'Ödla', 'Orm', 'Zebra']);
  });
});
