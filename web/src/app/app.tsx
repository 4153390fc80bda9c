import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app inside a router: `AppBrowserRouter` in the browser (main.tsx), `StaticRouter` when the
 * build prerenders a page (entry-server.tsx). Both render this same tree, so hydration matches.
 */
export function App({ queryClient }: { queryClient?: QueryClient | undefined }) {
  return (
    <AppProviders client={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}
