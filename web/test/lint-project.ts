// A scratch project with the repository's Biome configuration and the web's GritQL plugins (web/lint), where the
// lint tests save sample files and run the installed Biome on them, so the source tree is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');

type Diagnostic = { category: string; message: string; location: { start: { line: number } } };
export type Finding = { line: number; category: string; message: string };

export type LintProject = {
  /** Biome's lint diagnostics for each file saved here (path inside the project → source). */
  lint: (files: Record<string, string>) => Record<string, Finding[]>;
  remove: () => void;
};

export function createLintProject(): LintProject {
  const project = mkdtempSync(path.join(tmpdir(), 'quizdrill-lint-'));
  cpSync(path.join(repoRoot, 'web/lint'), path.join(project, 'web/lint'), { recursive: true });
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
  // The scratch project is no git checkout, and the schema path points into the repository's node_modules.
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(path.join(project, 'biome.json'), JSON.stringify(config));

  return {
    lint(files) {
      for (const [file, source] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
        writeFileSync(path.join(project, file), source);
      }
      const run = spawnSync(
        biome,
        ['lint', '--reporter=json', '--max-diagnostics=none', ...Object.keys(files)],
        {
          cwd: project,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const report = JSON.parse(run.stdout) as {
        diagnostics: (Diagnostic & { location: { path: string } })[];
      };
      const found: Record<string, Finding[]> = Object.fromEntries(
        Object.keys(files).map((file) => [file, []]),
      );
      for (const { category, message, location } of report.diagnostics) {
        found[location.path]?.push({ line: location.start.line, category, message });
      }
      return found;
    },
    remove: () => rmSync(project, { recursive: true, force: true }),
  };
}
