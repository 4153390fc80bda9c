/**
 * LinkedIn profile optimization calls (issue 13): start an optimization (it runs in the background:
 * pending → processing → completed | failed), the saved optimizations, one of them, and importing
 * LinkedIn's data export ZIP into the form. Starting one refreshes the list and the plan's quotas.
 */
import type { LinkedInProfileDetail, OptimizeLinkedInRequest } from '@jobapp/shared/linkedin/linkedin.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSession } from '@/features/auth/api';
import { api, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { LinkedInImportResult } from './data-export-import';
import { pollInterval } from './profile-status';

// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

/** POST /api/linkedin-profile/optimize → 202 with the new item, status 'pending'. */
export const optimizeLinkedInProfile = (input: OptimizeLinkedInRequest, client: ApiClient = api) =>
  client.post<LinkedInProfileDetail>('/api/linkedin-profile/optimize', input);

/** GET /api/linkedin-profiles: newest first (elite only). */
export const fetchLinkedInProfiles = (signal?: AbortSignal, client: ApiClient = api) =>
  client.get<LinkedInProfileDetail[]>('/api/linkedin-profiles', signal);

/** GET /api/linkedin-profile/{id}. */
export const fetchLinkedInProfile = (id: number, signal?: AbortSignal, client: ApiClient = api) =>
  client.get<LinkedInProfileDetail>(`/api/linkedin-profile/${id}`, signal);

/** POST /api/linkedin-profile/import (multipart, field `file`): the export's profile as text, no AI. */
export function importLinkedInExport(file: File, client: ApiClient = api) {
  const body = new FormData();
  body.append('file', file);
  return client.request<LinkedInImportResult>('/api/linkedin-profile/import', { method: 'POST', body });
}

// ---------------------------------------------------------------------------------------------
// Hooks
// ---------------------------------------------------------------------------------------------

/**
 * The saved optimizations. Spec section 9 sets no refetch interval by default; this list alone is read
 * again while one of its items is pending or processing: from every 0.5 s, backing off to every 4 s
 * (`pollInterval`), and not at all once none is.
 */
export function useLinkedInProfiles(enabled: boolean) {
  const signedIn = Boolean(useSession().data);
  // When this page first saw work in progress (null while none is): the backoff's clock.
  const runningSince = useRef<number | null>(null);
  return useQuery({
    queryKey: queryKeys.linkedInProfiles.list,
    queryFn: ({ signal }) => fetchLinkedInProfiles(signal),
    enabled: signedIn && enabled,
    refetchInterval: (query) => {
      const interval = pollInterval(query.state.data);
      if (interval === false) {
        runningSince.current = null;
        return false;
      }
      runningSince.current ??= Date.now();
      return pollInterval(query.state.data, Date.now() - runningSince.current);
    },
  });
}

/** One optimization; `id` null never queries. */
export function useLinkedInProfile(id: number | null) {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.linkedInProfiles.detail(id ?? -1),
    queryFn: ({ signal }) => fetchLinkedInProfile(id ?? -1, signal),
    enabled: signedIn && id !== null,
  });
}

export function useOptimizeLinkedInProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OptimizeLinkedInRequest) => optimizeLinkedInProfile(input),
    onSuccess: (created) => {
      // The new item shows at once (newest first); the list and the quotas are then read again, not
      // awaited, so the page moves to the list without waiting for them.
      queryClient.setQueryData<LinkedInProfileDetail[]>(queryKeys.linkedInProfiles.list, (list) =>
        list ? [created, ...list.filter((item) => item.id !== created.id)] : list,
      );
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.linkedInProfiles.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billing.account }),
      ]);
    },
  });
}

export function useImportLinkedInExport() {
  return useMutation({ mutationFn: (file: File) => importLinkedInExport(file) });
}
