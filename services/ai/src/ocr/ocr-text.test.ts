import { describe, expect, it } from 'vitest';
import { ocrText } from './ocr-text.js';

describe('ocrText', () => {
  it('when OCR reads control characters, then they are dropped and lines and tabs kept', () => {
    expect(ocrText('\fFotosyntes\u0007 är\tnär\r\nväxter\u001b bildar socker\u000b\n')).toBe(
      'Fotosyntes är\tnär\r\nväxter bildar socker',
    );
  });

  it('when OCR reads nothing but control characters, then the text is empty', () => {
    expect(ocrText('\u0000\u0001 \u001f')).toBe('');
  });
});
