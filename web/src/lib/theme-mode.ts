// Light and dark: the mode (the user's choice, else the system's), put on `<html data-theme>` where the UI layer's
// tokens read it (components/ui/tokens.css), and the context that lets the header and profile switch it.
import { createContext, useContext } from 'react';
import { type ThemeMode, themeStorage } from './storage';

/** Stored choice first (`theme`, then `app_theme`), else the operating system's preference. */
export function initialThemeMode(): ThemeMode {
  const stored = themeStorage.get();
  if (stored) return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Puts the mode on `<html data-theme>`, where the tokens take it. Until the app's first render the tokens follow the
 * system by themselves (`color-scheme: light dark`).
 */
export function shownThemeMode(mode: ThemeMode): ThemeMode {
  document.documentElement.dataset.theme = mode;
  return mode;
}

export type ThemeModeControl = { mode: ThemeMode; setMode: (mode: ThemeMode) => void };

export const ThemeModeContext = createContext<ThemeModeControl | null>(null);

export function useThemeMode(): ThemeModeControl {
  const control = useContext(ThemeModeContext);
  if (!control) throw new Error('useThemeMode must be used inside AppProvider');
  return control;
}
