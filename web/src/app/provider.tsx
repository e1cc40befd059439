import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { isApiError } from '../lib/api-client';
import type { ThemeMode } from '../lib/storage';
import { themeStorage, tokenStorage } from '../lib/storage';
import { createAppTheme, initialThemeMode, ThemeModeContext } from '../lib/theme';

// A 4xx will not change by asking again; network trouble and 5xx get two more tries.
function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnlessClientError, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Everything the pages rely on: server-state cache, theme (light/dark), baseline styles and toasts. Cached
 * answers belong to the session: when the token goes (logout, a rejected session, another tab), so do they.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(
    () =>
      tokenStorage.subscribe(() => {
        if (tokenStorage.get() === null) queryClient.clear();
      }),
    [queryClient],
  );
  const [mode, setModeState] = useState<ThemeMode>(initialThemeMode);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  const themeModeControl = useMemo(
    () => ({
      mode,
      setMode: (next: ThemeMode) => {
        themeStorage.set(next);
        setModeState(next);
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
