// The lint rules that keep hand copies of the contracts out of the web app (biome.json's web override and the
// GritQL plugin web/lint/no-contract-copies.grit), run by the installed Biome on sample files. The samples are
// linted in a scratch project with the repository's own configuration and plugin, so the source tree is never
// touched.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');
const pluginPath = 'web/lint/no-contract-copies.grit';

type Diagnostic = { category: string; message: string; location: { start: { line: number } } };

let project = '';

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'quizdrill-lint-'));
  mkdirSync(path.join(project, 'web/src'), { recursive: true });
  mkdirSync(path.join(project, 'web/lint'), { recursive: true });
  copyFileSync(path.join(repoRoot, pluginPath), path.join(project, pluginPath));
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
  // The scratch project is no git checkout, and the schema path points into the repository's node_modules.
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(path.join(project, 'biome.json'), JSON.stringify(config));
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Biome's lint diagnostics for `source` saved as `file` in the scratch project. */
function lint(file: string, source: string): { line: number; category: string; message: string }[] {
  writeFileSync(path.join(project, file), source);
  const run = spawnSync(biome, ['lint', '--reporter=json', file], { cwd: project, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics.map(({ category, message, location }) => ({
    line: location.start.line,
    category,
    message,
  }));
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
