import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { queryClient } from '@/lib/query-client';
import type { ThemeMode } from '@/lib/storage';
import { themeStorage, tokenStorage } from '@/lib/storage';
import { initialThemeMode, shownThemeMode, ThemeModeContext } from '@/lib/theme-mode';

/**
 * Everything the pages rely on: server-state cache, the theme mode (light/dark) and toasts; the styles are the UI
 * layer's own (components/ui/tokens.css and baseline.css). Cached answers belong to the session: when the token goes
 * (logout, a rejected session, another tab), so do they.
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
        <ToastProvider>{children}</ToastProvider>
      </ThemeModeContext>
    </QueryClientProvider>
  );
}
