/**
 * The query client, configured as spec section 9 asks: no refetch interval, no refetch on window
 * focus, data never goes stale, no retries for queries or mutations.
 * A 401 `unauthenticated` from any call means the session ended: the session becomes null, so the
 * route guard sends the visitor to /auth.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { queryKeys } from './query-keys';

export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401 && error.code === 'unauthenticated') {
      client.setQueryData(queryKeys.session, null);
      client.removeQueries({ queryKey: queryKeys.user.all });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return client;
}
