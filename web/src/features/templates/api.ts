/**
 * GET /api/resume-templates: the 27 templates split by what the signed-in user's plan unlocks (D7).
 * The plan is part of the query key, so a plan change (the session refetched after a subscription)
 * asks again; the query runs only while signed in.
 */
import { type TemplatesResponse } from '@jobapp/shared';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const fetchResumeTemplates = (signal?: AbortSignal) => api.get<TemplatesResponse>('/api/resume-templates', signal);

export function useResumeTemplates() {
  const session = useSession().data;
  return useQuery({
    queryKey: queryKeys.templates.list(session?.subscriptionTier ?? 'signed-out'),
    queryFn: ({ signal }) => fetchResumeTemplates(signal),
    enabled: Boolean(session),
  });
}
