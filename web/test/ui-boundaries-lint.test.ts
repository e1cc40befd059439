// The lint rule that keeps screens on the app's own UI layer (web/lint/ui-boundaries.grit): features and routes
// import no component library and no other feature. Run by the installed Biome on sample files in a scratch project
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

const pluginFindings = (findings: { category: string; line: number }[] = []) =>
  findings.filter(({ category }) => category === 'plugin').map(({ line }) => line);

describe('screens on the UI layer', () => {
  it('when a feature imports a component library or another feature, then lint fails on each import', () => {
    const file = 'web/src/features/quiz/components/new-screen.tsx';
    const found = project.lint({
      [file]: [
        "import Button from '@mui/material/Button';",
        "import type { Theme } from '@mui/material/styles';",
        "import { Dialog } from '@base-ui/react/dialog';",
        "import { CourseField } from '@/features/courses/components/course-field';",
        "const charts = () => import('@mui/x-charts/BarChart');",
        "import { useQuizSession } from '@/features/quiz/api/quiz-session';",
        "import { Button as OurButton } from '@/components/ui/button';",
        'export const used = [Button, Dialog, CourseField, charts, useQuizSession, OurButton];',
        'export type Used = Theme;',
        '',
      ].join('\n'),
    })[file];

    expect(pluginFindings(found)).toEqual([1, 2, 3, 4, 5]);
    expect(found?.[0]?.message).toContain('@/components/ui');
    expect(found?.find(({ line }) => line === 4)?.message).toContain('another feature');
  });

  it('when a route imports a component library, then lint fails; the UI layer itself may', () => {
    const route = 'web/src/app/routes/app/new-page.tsx';
    const layer = 'web/src/components/ui/new-control.tsx';
    const source = "import Button from '@mui/material/Button';\nexport const used = Button;\n";
    const found = project.lint({ [route]: source, [layer]: source });

    expect(pluginFindings(found[route])).toEqual([1]);
    expect(pluginFindings(found[layer])).toEqual([]);
  });

  it('when every screen keeps to the rule, then biome.json exempts no file from it', () => {
    expect(exemptFiles(), 'a screen that imports a component library moves to the UI layer instead').toEqual(
      [],
    );
  });
});
