// The browser's entry must stay free of dependencies: the web app bundles it, and TypeBox (with its format
// registry) has no place there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const rulesDir = import.meta.dirname;

describe('@quizdrill/contracts/rules', () => {
  it('when its modules are read, then each imports only its siblings', () => {
    const modules = readdirSync(rulesDir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    for (const file of modules) {
      const source = readFileSync(path.join(rulesDir, file), 'utf8');
      const imported = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
      expect(
        imported.filter((specifier) => !specifier?.startsWith('./')),
        file,
      ).toEqual([]);
    }
  });
});
