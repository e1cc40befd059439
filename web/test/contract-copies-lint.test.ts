// The lint rules that keep hand copies of the contracts out of the web app (biome.json's web override and the
// GritQL plugin web/lint/no-contract-copies.grit), run by the installed Biome on sample files in a scratch project
// (lint-project.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLintProject, type LintProject } from './lint-project.js';

let project: LintProject;

beforeAll(() => {
  project = createLintProject();
});

afterAll(() => project.remove());

/** Biome's lint diagnostics for `source` saved as `file` in the scratch project. */
function lint(file: string, source: string) {
  return project.lint({ [file]: source })[file] ?? [];
}

describe('contract copies in the web app', () => {
  it('when a web file imports the contracts root or TypeBox, or copies a limit or a fixed text, then lint fails on each', () => {
    const found = lint(
      'web/src/copies.tsx',
      [
        "import { isValid } from '@quizdrill/contracts';",
        "import { Type } from '@sinclair/typebox';",
        'export const TEAM_NAME_MAX_LENGTH = 100;',
        'export const CONTACT_LIMITS = { nameMaxLength: 200 } as const;',
        'export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;',
        'export const field = <input maxLength={80} />;',
        'export const props = { maxLength: 500 };',
        "export const finished = 'Quizet är slut!';",
        "export const orders = ['ORDER', 'RANDOM', 'REVERSE'];",
        'export const used = [isValid, Type];',
        '',
      ].join('\n'),
    );

    expect(found.map(({ line, category }) => [line, category])).toEqual([
      [1, 'lint/style/noRestrictedImports'],
      [2, 'lint/style/noRestrictedImports'],
      [3, 'plugin'],
      [4, 'plugin'],
      [5, 'plugin'],
      [6, 'plugin'],
      [7, 'plugin'],
      [8, 'plugin'],
      [9, 'plugin'],
    ]);
    expect(found[0]?.message).toContain('@quizdrill/contracts/rules');
    expect(found[2]?.message).toContain('@quizdrill/contracts/rules');
  });

  it('when a web file takes values from /rules and types from /types, then lint passes', () => {
    const found = lint(
      'web/src/from-contracts.tsx',
      [
        "import { QUIZ_FINISHED_TEXT, TEAM_NAME_MAX_LENGTH } from '@quizdrill/contracts/rules';",
        "import type { QuizQuestion } from '@quizdrill/contracts/types';",
        'export const field = <input maxLength={TEAM_NAME_MAX_LENGTH} />;',
        'export const isFinished = (text: string) => text === QUIZ_FINISHED_TEXT;',
        'export const shown = (question: QuizQuestion) => question.questionText;',
        // A number that is no limit of the contracts keeps its name.
        'export const CHART_HEIGHT = 240;',
        '',
      ].join('\n'),
    );

    expect(found).toEqual([]);
  });

  it('when a test pins a limit by its number, then that is no copy', () => {
    const found = lint(
      'web/src/limits.test.ts',
      'export const TEAM_NAME_MAX_LENGTH = 100;\nexport const props = { maxLength: 500 };\n',
    );

    expect(found).toEqual([]);
  });
});
