import { IMPORT_ISSUE_CODES, IMPORT_SKIPPED_TYPES } from '@quizdrill/contracts/rules';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import sv from '@/locales/sv.json';
import { importIssueText } from './import-issue-text';

const i18n = i18next.createInstance();
await i18n.init({
  resources: { sv: { translation: sv }, en: { translation: en } },
  lng: 'sv',
  interpolation: { escapeValue: false },
});

describe('import issue texts', () => {
  it('when the server names any issue code or skipped GIFT type, then both languages have a text for it', () => {
    for (const locale of [sv, en]) {
      const texts = locale.questionImport as Record<string, Record<string, string> | string>;
      const issues = texts.issue as Record<string, string>;
      const types = texts.skippedType as Record<string, string>;
      expect(IMPORT_ISSUE_CODES.filter((code) => !issues[code]?.trim())).toEqual([]);
      expect(Object.keys(issues).sort()).toEqual([...IMPORT_ISSUE_CODES].sort());
      expect(IMPORT_SKIPPED_TYPES.filter((type) => !types[type]?.trim())).toEqual([]);
    }
  });

  it('when an issue has params, then they are worded in Swedish (the type too) and in English', () => {
    const skipped = {
      line: 9,
      code: 'unsupported_type' as const,
      params: { type: 'essay' },
      message: 'Skipped: essay questions are not supported',
    };
    expect(importIssueText(i18n.t, skipped)).toBe('Hoppades över: uppsatsfrågor stöds inte');
    expect(importIssueText(i18n.getFixedT('en'), skipped)).toBe('Skipped: essay questions are not supported');
    expect(
      importIssueText(i18n.t, {
        line: 1,
        code: 'too_few_cards',
        params: { min: 4, found: 3 },
        message: '…',
      }),
    ).toBe('Minst 4 kort med olika definitioner behövs (hittade 3)');
  });

  it('when the code is unknown to this build, then the English message is shown', () => {
    const future = { line: 2, code: 'new_code', params: {}, message: 'Something new' } as never;
    expect(importIssueText(i18n.t, future)).toBe('Something new');
  });
});
