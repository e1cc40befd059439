// `@/…` is web/src/…: imports say what they take, not how many folders up it is. The app's build, the UI layer's
// browser test and the repository's vitest projects resolve it from here; web/tsconfig.json's `paths` says the same
// to TypeScript.
import { fileURLToPath } from 'node:url';

export const sourceAlias = { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) };
