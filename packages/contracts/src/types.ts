// The browser's entry for shapes, `@quizdrill/contracts/types`: every type of the package and no value, so an
// `import type` from here is erased by the compiler and brings nothing (no TypeBox) into the web app's bundle.
export type * from './index.js';
