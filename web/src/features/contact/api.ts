import { type ContactInput } from '@jobapp/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendContactMessage = (input: ContactInput) => api.post<{ message: string }>('/api/contact', input);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
