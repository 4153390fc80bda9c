/**
 * The signed-in account's data: subscription status, storage, profile and notification settings.
 * Queries run only while signed in (spec section 6); updates write the returned user into the session.
 */
import {
  type PublicUser,
  type StorageInfo,
  type SubscriptionStatus,
  type UpdateNotificationsInput,
  type UpdateProfileInput,
} from '@jobapp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const fetchSubscriptionStatus = (signal?: AbortSignal) =>
  api.get<SubscriptionStatus>('/api/subscription-status', signal);
export const fetchStorageInfo = (signal?: AbortSignal) => api.get<StorageInfo>('/api/user/storage-info', signal);
export const updateProfile = (input: UpdateProfileInput) => api.patch<PublicUser>('/api/user/profile', input);
export const updateNotifications = (input: UpdateNotificationsInput) =>
  api.patch<PublicUser>('/api/user/notifications', input);

export function useSubscriptionStatus() {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.user.subscriptionStatus,
    queryFn: ({ signal }) => fetchSubscriptionStatus(signal),
    enabled: signedIn,
  });
}

export function useStorageInfo() {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.user.storageInfo,
    queryFn: ({ signal }) => fetchStorageInfo(signal),
    enabled: signedIn,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}
