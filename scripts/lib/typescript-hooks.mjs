// Node module hooks that load the workspaces' TypeScript source as it is, for the test processes only (registered by
// register-typescript.mjs, vitest.config.ts's integration project): vitest runs a test's own imports itself, but a
// worker thread the code under test starts (content's question bank reader) is loaded by Node, which reads no
// TypeScript. Built code never needs this: there the worker is JavaScript.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

let typescript;

/** `./gift.js` in a TypeScript file means `./gift.ts` (TypeScript's ES module convention). */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const fromSource = context.parentURL?.endsWith('.ts') && specifier.endsWith('.js');
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !fromSource) throw error;
    return nextResolve(`${specifier.slice(0, -'.js'.length)}.ts`, context);
  }
}

/** A TypeScript file as JavaScript: types removed, nothing checked (tsc does that). */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  typescript ??= (await import('typescript')).default;
  const { outputText } = typescript.transpileModule(await readFile(new URL(url), 'utf8'), {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: typescript.ModuleKind.ESNext,
      target: typescript.ScriptTarget.ES2023,
      verbatimModuleSyntax: true,
      sourceMap: false,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
