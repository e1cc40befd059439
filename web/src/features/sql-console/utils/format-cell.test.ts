import { describe, expect, it } from 'vitest';
import { formatCell } from './format-cell';

describe('formatCell', () => {
  it('when a value is null, then the cell is told so instead of showing text', () => {
    expect(formatCell(null)).toBeNull();
    expect(formatCell(undefined)).toBeNull();
  });

  it('when a value is text, a number or a boolean, then it shows as written', () => {
    expect(formatCell('sveriges-geografi')).toBe('sveriges-geografi');
    expect(formatCell('')).toBe('');
    expect(formatCell(42)).toBe('42');
    expect(formatCell(false)).toBe('false');
  });

  it('when a value is JSON (an array or object), then it shows as JSON', () => {
    expect(formatCell({ label: 'A', correct: true })).toBe('{"label":"A","correct":true}');
    expect(formatCell(['a', 'b'])).toBe('["a","b"]');
  });
});
