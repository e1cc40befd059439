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

  it('when names hold numbers, then they sort as numbers, in either language', () => {
    const courses = ['Kapitel 10', 'Klass 9B', 'Kapitel 2', 'Klass 10A', 'Klass 9A'];
    const counted = ['Kapitel 2', 'Kapitel 10', 'Klass 9A', 'Klass 9B', 'Klass 10A'];
    expect([...courses].sort(textOrder('sv'))).toEqual(counted);
    expect([...courses].sort(textOrder('en'))).toEqual(counted);
  });
});
