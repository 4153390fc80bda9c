/**
 * Entering the signed-in pages after sign-in or registration: store the user as the session, then go
 * to /dashboard (the register form adds history state the dashboard reads to say "Welcome"), or to
 * `to` (registration with a paid plan chosen goes on to its payment step).
 * Storing the user re-renders /auth, and its guard would send a signed-in user to /dashboard itself —
 * a second navigation that replaces this one and drops its state, because the router's own pending
 * state reaches React later than the session does. While the flag is up the guard leaves it alone; it
 * drops one task after the navigation, once React has rendered the new location.
 */
import { type PublicUser } from '@jobapp/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { setSignedInUser } from './api';
import { whileChanging } from './session';

export { isEnteringSignedIn } from './session';

export async function enterSignedIn(
  queryClient: QueryClient,
  navigate: NavigateFunction,
  user: PublicUser,
  state?: unknown,
  to = '/dashboard',
): Promise<void> {
  await whileChanging('enteringSignedIn', async () => {
    setSignedInUser(queryClient, user);
    await navigate(to, { replace: true, state });
  });
}

/** `enterSignedIn` bound to this component's query client and router. */
export function useEnterSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (user: PublicUser, state?: unknown, to?: string) => enterSignedIn(queryClient, navigate, user, state, to),
    [queryClient, navigate],
  );
}
