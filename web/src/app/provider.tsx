import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { queryClient } from '@/lib/query-client';
import type { ThemeMode } from '@/lib/storage';
import { themeStorage, tokenStorage } from '@/lib/storage';
import { createAppTheme, initialThemeMode, shownThemeMode, ThemeModeContext } from '@/lib/theme';

/**
 * Everything the pages rely on: server-state cache, theme (light/dark), baseline styles and toasts. Cached
 * answers belong to the session: when the token goes (logout, a rejected session, another tab), so do they.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      tokenStorage.subscribe(() => {
        if (tokenStorage.get() === null) queryClient.clear();
      }),
    [],
  );
  const [mode, setModeState] = useState<ThemeMode>(() => shownThemeMode(initialThemeMode()));
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const themeModeControl = useMemo(
    () => ({
      mode,
      setMode: (next: ThemeMode) => {
        themeStorage.set(next);
        setModeState(shownThemeMode(next));
      },
    }),
    [mode],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeContext value={themeModeControl}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <ToastProvider>{children}</ToastProvider>
        </ThemeProvider>
      </ThemeModeContext>
    </QueryClientProvider>
  );
}
