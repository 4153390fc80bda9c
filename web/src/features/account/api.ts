/**
 * The signed-in account's data: subscription status, storage, profile and notification settings,
 * password and deletion. Queries run only while signed in (spec section 6); updates write the
 * returned user into the session.
 */
import {
  type ChangePasswordInput,
  type DeleteAccountInput,
  type ProfileUpdateResult,
  type PublicUser,
  type StorageInfo,
  type SubscriptionStatus,
  type UpdateNotificationsInput,
  type UpdateProfileInput,
} from '@jobapp/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const fetchSubscriptionStatus = (signal?: AbortSignal) =>
  api.get<SubscriptionStatus>('/api/subscription-status', signal);
export const fetchStorageInfo = (signal?: AbortSignal) => api.get<StorageInfo>('/api/user/storage-info', signal);
/** The user with the name saved; a new address is `pendingEmail` until the link sent to it is opened. */
export const updateProfile = (input: UpdateProfileInput, { client = api }: { client?: ApiClient } = {}) =>
  client.patch<ProfileUpdateResult>('/api/user/profile', input);
/** POST /api/user/email/confirm: the token of the link sent to a new address → the address now in use. */
export const confirmEmailChange = (token: string) => api.post<{ email: string }>('/api/user/email/confirm', { token });
export const updateNotifications = (input: UpdateNotificationsInput) =>
  api.patch<PublicUser>('/api/user/notifications', input);

/** POST /api/user/password → 204. A wrong current password answers 400 with details.currentPassword. */
export async function changePassword(input: ChangePasswordInput, { client = api }: { client?: ApiClient } = {}) {
  await client.post<undefined>('/api/user/password', input);
}

/**
 * DELETE /api/user with the password as JSON → 204, the account and all it owns removed and the session
 * cookie cleared. A wrong password answers 400 with details.password.
 */
export async function deleteAccount(input: DeleteAccountInput, { client = api }: { client?: ApiClient } = {}) {
  await client.request<undefined>('/api/user', { method: 'DELETE', body: input });
}

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
    mutationFn: (input: UpdateProfileInput) => updateProfile(input),
    onSuccess: ({ pendingEmail: _pending, ...user }) => queryClient.setQueryData(queryKeys.session, user),
  });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session, user),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(input) });
}

/** The caller leaves the signed-in pages and clears the session (see `leaveSignedIn` in auth/sign-out). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (input: DeleteAccountInput) => deleteAccount(input) });
}
