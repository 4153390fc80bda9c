import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';

const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport (Radix Toast) is its own chunk, fetched when the first toast is shown and kept
 * mounted from then on: most page views never show one, and the landing page stays light.
 */
function LazyToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** `client`: the one main.tsx made (and started the page's queries in); a new one otherwise. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient | undefined }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
