/**
 * Session and account calls: fetchers, TanStack Query hooks and their cache effects.
 * The session query holds `PublicUser | null`: a 401 from GET /api/user means "signed out", not an error.
 */
import {
  type ForgotPasswordInput,
  type LoginInput,
  type PublicUser,
  type RegisteredUser,
  type RegisterInput,
  type ResetPasswordInput,
} from '@jobapp/shared';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from './session';

export interface MessageResponse {
  message: string;
}

export { fetchSession, useSession } from './session';

export const loginUser = (input: LoginInput) => api.post<PublicUser>('/api/login', input);
export const registerUser = (input: RegisterInput) => api.post<RegisteredUser>('/api/register', input);
export const logoutUser = () => api.post<{ ok: true }>('/api/logout');
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.post<MessageResponse>('/api/forgot-password', input);
export const resetPassword = (input: ResetPasswordInput) => api.post<MessageResponse>('/api/reset-password', input);


/**
 * The signed-in user on guarded pages (the route guard guarantees one). Returns null only during the
 * moment a sign-out is being applied.
 */
export function useCurrentUser(): PublicUser | null {
  return useSession().data ?? null;
}

/** Stores the user as the session and drops anything cached for a previous account. */
export function setSignedInUser(queryClient: QueryClient, user: PublicUser) {
  queryClient.removeQueries({ queryKey: queryKeys.user.all });
  queryClient.setQueryData(queryKeys.session, user);
}

export function setSignedOut(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.session, null);
  queryClient.removeQueries({ queryKey: queryKeys.user.all });
}

/** The caller stores the user and leaves /auth in one step (see `enterSignedIn` in sign-in.ts). */
export function useLogin() {
  return useMutation({ mutationFn: loginUser });
}

/** The caller stores the user and leaves /auth in one step (see `enterSignedIn` in sign-in.ts). */
export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}

/** The cache is cleared by the caller once it has left the guarded page (see `useSignOut`). */
export function useLogout() {
  return useMutation({ mutationFn: logoutUser });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
