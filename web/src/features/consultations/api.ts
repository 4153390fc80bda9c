/** The consultation API (api/src/features/consultations): the user's bookings, book, move, cancel. */
import type { ConsultationList, ConsultationView, CreateConsultationInput, RescheduleConsultationInput } from '@jobapp/shared/consultations/consultations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Under `user`, so it is dropped with the session. */
export const consultationKeys = {
  list: ['user', 'consultations', 'list'] as const,
};

export function useConsultations(enabled: boolean) {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: consultationKeys.list,
    queryFn: ({ signal }) => api.get<ConsultationList>('/api/consultations', signal),
    enabled: signedIn && enabled,
  });
}

/** After any change: the list and the plan's quotas (the Account Overview counts the booking). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: consultationKeys.list });
    void queryClient.invalidateQueries({ queryKey: queryKeys.billing.account });
  };
}

export function useBookConsultation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: CreateConsultationInput) => api.post<ConsultationView>('/api/consultations', input), onSettled: refresh });
}

export function useRescheduleConsultation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RescheduleConsultationInput }) => api.patch<ConsultationView>(`/api/consultations/${id}`, input),
    onSettled: refresh,
  });
}

export function useCancelConsultation() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api.delete<ConsultationView>(`/api/consultations/${id}`), onSettled: refresh });
}
