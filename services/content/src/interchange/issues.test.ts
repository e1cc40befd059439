import { IMPORT_ISSUE_CODES, IMPORT_SKIPPED_TYPES } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { issue } from './issues.js';

describe('import issues', () => {
  it('when any code is raised with its params, then it carries them and an English message naming them', () => {
    const params = {
      max: 2000,
      min: 4,
      found: 3,
      type: 'essay',
      brace: '{',
      answer: 'E',
      reason: 'a quote',
      character: 'U+001B',
      count: 7,
      value: 'tre',
    };
    for (const code of IMPORT_ISSUE_CODES) {
      const raised = issue(7, code, params);
      expect(raised).toMatchObject({ line: 7, code, params });
      expect(raised.message, code).toMatch(/^\S/);
      expect(raised.message, code).not.toMatch(/undefined/);
    }
  });

  it('when a GIFT type is skipped, then every type has its own English name', () => {
    const names = IMPORT_SKIPPED_TYPES.map((type) => issue(1, 'unsupported_type', { type }).message);
    expect(new Set(names).size).toBe(IMPORT_SKIPPED_TYPES.length);
    expect(names).toContain('Skipped: embedded answers (cloze) questions are not supported');
  });
});
