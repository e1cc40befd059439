// No import cycle in the services, the packages or the gateway (issue 45). web/ is left out while it is rebuilt:
// its two type cycles in components/ui go with that rebuild.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './commands.mjs';
import { findCycles, importCycles } from './import-cycles.mjs';

const within = (folder) =>
  readdirSync(path.join(repoRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);

describe('import cycles', () => {
  it('when two modules import each other, directly or around a loop, then the loop is found', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('when the services, packages and gateway are read, then no file and no workspace imports itself back', () => {
    const workspaces = [...within('services'), ...within('packages'), 'gateway'];
    expect(importCycles(repoRoot, workspaces)).toEqual([]);
  });
});
