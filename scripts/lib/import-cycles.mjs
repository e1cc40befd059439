// Finds import cycles (issue 45): between the files of each workspace (relative imports, type-only ones too, since a
// type cycle ties two modules together as tightly for a reader) and between the workspaces themselves
// (`@quizdrill/*` imports). TypeScript's own scanner reads the imports, so what counts is what the compiler sees.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(folder) {
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** The file a relative specifier names: `./x.js` is `./x.ts` in source, `./x` may be `./x/index.ts`. */
function resolveRelative(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => {
    try {
      return statSync(candidate).isFile() && SOURCE.test(candidate);
    } catch {
      return false;
    }
  });
}

function importsOf(file) {
  return ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((entry) => entry.fileName);
}

/**
 * The strongly connected components of more than one node (or a node importing itself): each is a cycle.
 * `graph` maps a node to the nodes it imports. Tarjan's algorithm, iterative so deep graphs cannot overflow.
 */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [{ node: root, next: 0 }];
    index.set(root, counter);
    lowLink.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const target = edges[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        lowLink.set(parent, Math.min(lowLink.get(parent), lowLink.get(frame.node)));
      }
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || edges.includes(frame.node)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/** The cycles among the files below each of `workspaces` and among the workspaces, as paths relative to `root`. */
export function importCycles(root, workspaces) {
  const files = new Map();
  const packages = new Map();
  const nameOf = new Map();
  for (const workspace of workspaces) {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    nameOf.set(manifest.name, workspace);
  }
  for (const workspace of workspaces) {
    const uses = new Set();
    for (const file of sourceFiles(path.join(root, workspace))) {
      const targets = [];
      for (const specifier of importsOf(file)) {
        if (specifier.startsWith('.')) {
          const target = resolveRelative(file, specifier);
          if (target) targets.push(path.relative(root, target));
        } else {
          const name = specifier.split('/').slice(0, 2).join('/');
          const used = nameOf.get(name);
          if (used && used !== workspace) uses.add(used);
        }
      }
      files.set(path.relative(root, file), targets);
    }
    packages.set(workspace, [...uses]);
  }
  return [...findCycles(files), ...findCycles(packages)];
}
