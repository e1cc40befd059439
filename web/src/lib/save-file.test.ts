import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './save-file';

describe('fileNameFromDisposition', () => {
  it('when the header carries an encoded name, then it is decoded, å/ä/ö included', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="sverige.csv"; filename*=UTF-8''sveriges-geografi-%C3%A5%C3%A4%C3%B6.csv`,
      ),
    ).toBe('sveriges-geografi-åäö.csv');
  });

  it('when the header carries only a plain name, then that name is used', () => {
    expect(fileNameFromDisposition('attachment; filename="results.csv"')).toBe('results.csv');
  });

  it('when there is no header or no name, then there is no name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
  });
});
