/** The reminders API (api/src/features/reminders): the Today list, done / dismiss, hour and zone, calendar link. */
import type { ReminderSettings, ReminderSettingsInput, RemindersToday } from '@jobapp/shared/reminders/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under `user`, so they are dropped with the session. */
export const reminderKeys = {
  today: ['user', 'reminders', 'today'] as const,
  settings: ['user', 'reminders', 'settings'] as const,
};

export function useRemindersToday() {
  return useQuery({ queryKey: reminderKeys.today, queryFn: ({ signal }) => api.get<RemindersToday>('/api/reminders/today', signal) });
}

export function useSettleReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, action }: { key: string; action: 'done' | 'dismiss' }) => api.post<RemindersToday>(`/api/reminders/${action}`, { key }),
    onSuccess: (today) => queryClient.setQueryData(reminderKeys.today, today),
  });
}

export function useReminderSettings() {
  return useQuery({ queryKey: reminderKeys.settings, queryFn: ({ signal }) => api.get<ReminderSettings>('/api/reminders/settings', signal) });
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderSettingsInput) => api.patch<ReminderSettings>('/api/reminders/settings', input),
    onSuccess: (settings) => {
      queryClient.setQueryData(reminderKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: reminderKeys.today });
    },
  });
}

export function useRotateCalendarLink() {
  return useMutation({ mutationFn: () => api.post<{ url: string }>('/api/reminders/calendar-token') });
}

export interface FollowUpDraft {
  content: string;
  wordCount: number;
  usedResume: boolean;
}

export function useFollowUpDraft() {
  return useMutation({ mutationFn: (applicationId: number) => api.post<FollowUpDraft>(`/api/applications/${applicationId}/follow-up-draft`) });
}
