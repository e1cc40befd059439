// Which runtime runs the app's React code, for the app's build and for the UI layer's browser test alike, so the
// components are tested on what ships.
//
// Preact runs the React code (issue 12): React 19's react-dom alone is ~60 kB gzipped, preact/compat ~9 kB, and
// without that the first screens cannot fit in 150 kB next to MUI. The app's code and its libraries keep importing
// `react`.
export const reactRuntimeAlias = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // react-i18next's and Base UI's fallback for React < 18; preact/compat has useSyncExternalStore itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
