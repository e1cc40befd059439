import { AppProvider } from './provider';
import type { AppRouterInstance } from './router';
import { AppRouter } from './router';

export function App({ router }: { router: AppRouterInstance }) {
  return (
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  );
}
