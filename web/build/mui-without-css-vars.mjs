// MUI's `createTheme` and `ThemeProvider` each carry the CSS-variables theme as well (createThemeWithVars,
// CssVarsProvider, the colour-scheme script: ~6 kB gzipped in every page's first load, issue 19), which only a theme
// created with `cssVariables` or `colorSchemes` uses. The app's themes have neither (src/lib/theme.ts), so the build
// gives MUI's styles their plain halves: what createTheme returns for such a theme, and the provider it renders.
import { createRequire } from 'node:module';
import path from 'node:path';

const muiStyles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'esm',
  'styles',
);
const CREATE_THEME = '\0quizdrill-mui-create-theme-without-css-vars';

/**
 * Vite plugin: inside @mui/material's styles, `./createTheme.js` is createThemeNoVars behind a check that the theme
 * wants no CSS variables (it throws otherwise: such a theme needs MUI's own), and `./ThemeProvider.js` is
 * ThemeProviderNoVars, which ThemeProvider renders for any theme without colour schemes.
 * @returns {import('vite').Plugin}
 */
export function muiWithoutCssVars() {
  return {
    name: 'quizdrill-mui-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || path.dirname(importer) !== muiStyles) return null;
      if (source === './createTheme.js') return CREATE_THEME;
      if (source === './ThemeProvider.js') return path.join(muiStyles, 'ThemeProviderNoVars.js');
      return null;
    },
    load(id) {
      if (id !== CREATE_THEME) return null;
      const createThemeNoVars = JSON.stringify(path.join(muiStyles, 'createThemeNoVars.js'));
      return [
        `import createThemeNoVars from ${createThemeNoVars};`,
        'export default function createTheme(options = {}, ...args) {',
        "  if (options.cssVariables || 'colorSchemes' in options) {",
        "    throw new Error('build/mui-without-css-vars.mjs: this build has no CSS-variables theme');",
        '  }',
        '  return createThemeNoVars(options, ...args);',
        '}',
      ].join('\n');
    },
  };
}
