// The two parts of a language's texts (build/locale-parts.mjs): sections of the file's top level.
declare module '*.json?first-screens' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?other-screens' {
  const texts: Record<string, unknown>;
  export default texts;
}
