// The page's one TanStack Query client: @finance/shared/data is a federation singleton, so the shell and every remote
// read this instance (as they read one React and one bus). What it holds belongs to one person (query-keys.ts).
import { QueryClient } from '@tanstack/react-query';

/**
 * A client for the person's data. Nothing goes stale by time: the event stream says when something changed (and
 * invalidates it), and a page asks again when it opens. A failed request is not retried here (the API client retries
 * once after a 401); its error stays on the query for the page to say. Data is kept until sign-out clears it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one query client of the page. */
export const queryClient = createQueryClient();
