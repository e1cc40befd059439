import { describe, expect, it } from 'vitest';
import { handedOverText, textHandover } from './text-handover';

describe('text handover', () => {
  it('when photo to quiz hands a text over, then text to quiz reads the same text', () => {
    expect(handedOverText(textHandover('Fotosyntesen sker i bladen.'))).toBe('Fotosyntesen sker i bladen.');
  });

  it('when the page was opened without a text (or with other state), then it starts empty', () => {
    for (const state of [null, undefined, 'text', { from: '/courses' }, { sourceText: 42 }]) {
      expect(handedOverText(state)).toBe('');
    }
  });
});
