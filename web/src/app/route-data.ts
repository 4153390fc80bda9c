/**
 * What a signed-in page shows first, asked for as soon as the app starts (main.tsx) or a navigation
 * begins, at the same time as the page's code and the session check instead of after both (issue 26:
 * /resume/:id's request used to wait behind the session and a chain of four script files).
 * Each entry is the same query key and the same call as the page's own hook, so the page finds the
 * answer in the cache (route-data.test.ts holds them to the hooks' keys). Signed out, the calls answer
 * 401, which ends the session the query client already treats as over (query-client.ts).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface RouteQuery {
  queryKey: QueryKey;
  path: string;
}

/** GET /api/reminders/today, as features/reminders/api.ts keys it. */
export const remindersTodayKey = ['user', 'reminders', 'today'] as const;

/** The queries a signed-in path shows first; none for other paths. */
export function routeQueries(pathname: string): RouteQuery[] {
  const resume = /^\/resume\/(\d{1,15})\/?$/.exec(pathname);
  if (resume) {
    const id = Number(resume[1]);
    return [{ queryKey: queryKeys.resumes.detail(id), path: `/api/resume/${id}` }];
  }
  switch (pathname.replace(/\/$/, '')) {
    case '/dashboard':
      return [
        { queryKey: queryKeys.billing.account, path: '/api/billing/account' },
        { queryKey: remindersTodayKey, path: '/api/reminders/today' },
        { queryKey: queryKeys.resumes.list, path: '/api/my-resumes' },
        { queryKey: queryKeys.user.storageInfo, path: '/api/user/storage-info' },
        { queryKey: queryKeys.billing.config, path: '/api/billing/config' },
      ];
    case '/my-resumes':
      return [{ queryKey: queryKeys.resumes.list, path: '/api/my-resumes' }];
    case '/optimize-resume':
      return [{ queryKey: queryKeys.user.storageInfo, path: '/api/user/storage-info' }];
    default:
      return [];
  }
}

/** Starts the path's queries (each once: a query already cached or under way is left alone). */
export function prefetchRouteData(client: QueryClient, pathname: string): void {
  for (const { queryKey, path } of routeQueries(pathname)) {
    void client.prefetchQuery({ queryKey, queryFn: ({ signal }) => api.get<unknown>(path, signal) });
  }
}
