/** Newsletter sign-up (double opt-in), confirmation and unsubscribe (decision D2). */
import { type NewsletterInput } from '@jobapp/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface MessageResponse {
  message: string;
}

export const subscribeToNewsletter = (input: NewsletterInput) => api.post<MessageResponse>('/api/newsletter', input);
export const confirmNewsletter = (token: string) => api.post<MessageResponse>('/api/newsletter/confirm', { token });
export const unsubscribeNewsletter = (token: string) =>
  api.post<MessageResponse>('/api/newsletter/unsubscribe', { token });

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}

export type NewsletterTokenAction = 'confirm' | 'unsubscribe';

export function useNewsletterTokenAction() {
  return useMutation({
    mutationFn: ({ action, token }: { action: NewsletterTokenAction; token: string }) =>
      action === 'confirm' ? confirmNewsletter(token) : unsubscribeNewsletter(token),
  });
}
