// The app's one server-state cache: the provider gives it to the pages, and route loaders start the calls a page
// will make while its modules load (app/routes/prefetch.ts), so the two meet in the same queries.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

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

export const queryClient = createQueryClient();

/**
 * A query still waiting for its first answer: no data yet and no failure yet. A page that holds its layout until a
 * call has answered waits on this, so a failing call (its retries, and a later try after it failed) holds nothing:
 * a new try of a failed query is pending again with no failure counted, and the page held back again unmounted the
 * card whose mount had asked for that try, which asked again when it came back, without end.
 */
export function awaitsFirstAnswer(query: {
  isPending: boolean;
  failureCount: number;
  errorUpdatedAt: number;
}): boolean {
  return query.isPending && query.failureCount === 0 && query.errorUpdatedAt === 0;
}
