/** The job-alerts API (api/src/features/job-alerts): list with limits, create, pause / resume, delete. */
import type { CreateJobAlertInput, JobAlert, JobAlertList, UpdateJobAlertInput } from '@jobapp/shared/job-alerts/job-alerts.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under `user`, so it is dropped with the session. */
export const jobAlertKeys = { list: ['user', 'job-alerts'] as const };

export function useJobAlerts() {
  return useQuery({ queryKey: jobAlertKeys.list, queryFn: ({ signal }) => api.get<JobAlertList>('/api/job-alerts', signal) });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: jobAlertKeys.list });
}

export function useCreateJobAlert() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (input: CreateJobAlertInput) => api.post<JobAlert>('/api/job-alerts', input), onSuccess: invalidate });
}

export function useUpdateJobAlert() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: UpdateJobAlertInput }) => api.patch<JobAlert>(`/api/job-alerts/${id}`, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteJobAlert() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api.delete<undefined>(`/api/job-alerts/${id}`), onSuccess: invalidate });
}
