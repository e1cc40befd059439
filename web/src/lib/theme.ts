// Light and dark: the mode (the user's choice, else the system's), MUI's themes for it, the `data-theme` attribute the
// UI layer's tokens read (components/ui/tokens.css), and the context that lets the header and profile switch.
import { createTheme, type Theme } from '@mui/material/styles';
import { createContext, useContext } from 'react';
import { type ThemeMode, themeStorage } from './storage';

/** Stored choice first (`theme`, then `app_theme`), else the operating system's preference. */
export function initialThemeMode(): ThemeMode {
  const stored = themeStorage.get();
  if (stored) return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Puts the mode MUI's theme takes on `<html data-theme>` too, where the UI layer's tokens read it, so old and new parts
 * switch together. Until then the tokens follow the system by themselves (`color-scheme: light dark`).
 */
export function shownThemeMode(mode: ThemeMode): ThemeMode {
  document.documentElement.dataset.theme = mode;
  return mode;
}

export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? '#7fb3ff' : '#1e5bb8' },
      secondary: { main: dark ? '#5fd3b8' : '#0f7b68' },
      // A filled alert (every toast) writes white on the main colour in light mode: MUI's own warning and info
      // are too pale for 4.5:1, so light mode takes darker ones. Dark mode's defaults already pass.
      ...(dark ? {} : { warning: { main: '#b45309' }, info: { main: '#0277bd' } }),
      background: dark ? { default: '#0f141b', paper: '#171e28' } : { default: '#f4f6fa', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.2rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  });
}

export type ThemeModeControl = { mode: ThemeMode; setMode: (mode: ThemeMode) => void };

export const ThemeModeContext = createContext<ThemeModeControl | null>(null);

export function useThemeMode(): ThemeModeControl {
  const control = useContext(ThemeModeContext);
  if (!control) throw new Error('useThemeMode must be used inside AppProvider');
  return control;
}
