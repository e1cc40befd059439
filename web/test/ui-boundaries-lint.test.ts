// The lint rules that keep screens on the app's own UI layer (web/lint/ui-boundaries.grit): features and routes
// import no component library and no other feature; and MUI and emotion, gone from the app, come back nowhere in
// web/src (biome.json's noRestrictedImports). Run by the installed Biome on sample files in a scratch project
// (lint-project.ts); biome.json exempts no file any more, and the last test keeps it so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLintProject, type LintProject, repoRoot } from './lint-project.js';

const PLUGIN = './web/lint/ui-boundaries.grit';

let project: LintProject;

beforeAll(() => {
  project = createLintProject();
});

afterAll(() => project.remove());

/** The files biome.json exempts from the rule (none: every screen is on the UI layer). */
function exemptFiles(): string[] {
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8')) as {
    plugins: { path: string; includes: string[] }[];
  };
  const plugin = config.plugins.find((entry) => entry.path === PLUGIN);
  if (!plugin) throw new Error(`biome.json has no plugin ${PLUGIN}`);
  return plugin.includes
    .filter((glob) => glob.startsWith('!**/web/src/'))
    .map((glob) => glob.slice('!**/'.length));
}

const findingsOf = (rule: string, findings: { category: string; line: number }[] = []) =>
  findings.filter(({ category }) => category === rule).map(({ line }) => line);
const pluginFindings = (findings?: { category: string; line: number }[]) => findingsOf('plugin', findings);
const restrictedImports = (findings?: { category: string; line: number }[]) =>
  findingsOf('lint/style/noRestrictedImports', findings);

describe('screens on the UI layer', () => {
  it('when a feature imports the component library or another feature, then lint fails on each import', () => {
    const file = 'web/src/features/quiz/components/new-screen.tsx';
    const found = project.lint({
      [file]: [
        "import { Dialog } from '@base-ui/react/dialog';",
        "import type { SelectRootProps } from '@base-ui/react/select';",
        "import { CourseField } from '@/features/courses/components/course-field';",
        "const menu = () => import('@base-ui/react/menu');",
        "import { useQuizSession } from '@/features/quiz/api/quiz-session';",
        "import { Button as OurButton } from '@/components/ui/button';",
        'export const used = [Dialog, CourseField, menu, useQuizSession, OurButton];',
        'export type Used = SelectRootProps;',
        '',
      ].join('\n'),
    })[file];

    expect(pluginFindings(found)).toEqual([1, 2, 3, 4]);
    expect(found?.[0]?.message).toContain('@/components/ui');
    expect(found?.find(({ line }) => line === 3)?.message).toContain('another feature');
  });

  it('when a route imports the component library, then lint fails; the UI layer itself may', () => {
    const route = 'web/src/app/routes/app/new-page.tsx';
    const layer = 'web/src/components/ui/new-control.tsx';
    const source = "import { Dialog } from '@base-ui/react/dialog';\nexport const used = Dialog;\n";
    const found = project.lint({ [route]: source, [layer]: source });

    expect(pluginFindings(found[route])).toEqual([1]);
    expect(pluginFindings(found[layer])).toEqual([]);
  });

  it('when any file of the web app imports MUI or emotion, the UI layer and tests too, then lint fails on each import', () => {
    const source = [
      "import Button from '@mui/material/Button';",
      "import { ThemeProvider } from '@mui/material';",
      "import styled from '@emotion/styled';",
      "const charts = () => import('@mui/x-charts/BarChart');",
      "import { Dialog } from '@base-ui/react/dialog';",
      'export const used = [Button, ThemeProvider, styled, charts, Dialog];',
      '',
    ].join('\n');
    const files = [
      'web/src/components/ui/new-control.tsx',
      'web/src/app/provider-next.tsx',
      'web/src/lib/theme-next.test.ts',
      'web/src/features/quiz/components/new-screen.tsx',
    ];
    const found = project.lint(Object.fromEntries(files.map((file) => [file, source])));

    for (const file of files) expect(restrictedImports(found[file]), file).toEqual([1, 2, 3, 4]);
    expect(found[files[0]!]?.find(({ line }) => line === 1)?.message).toContain('MUI and emotion are gone');
  });

  it('when every screen keeps to the rule, then biome.json exempts no file from it', () => {
    expect(exemptFiles(), 'a screen that imports a component library moves to the UI layer instead').toEqual(
      [],
    );
  });
});
