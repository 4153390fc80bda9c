/**
 * Sign-out as one action: call the API, clear the session, go to '/', then toast. Deleting the account
 * leaves the same way (`leaveSignedIn`).
 * Clearing the session re-renders the guarded page before the router has left it; while the flag is
 * up the route guard shows its spinner instead of sending the visitor to /auth. The flag drops one
 * task after the navigation, once React has rendered the new location.
 */
import { messages } from '@jobapp/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { setSignedOut, useLogout } from './api';
import { whileChanging } from './session';

export { isSigningOut } from './session';

/**
 * Clears the signed-in user and goes to '/', with the guard's spinner up meanwhile. Used once the
 * server has ended the session: after sign-out, and after the account was deleted.
 */
export async function leaveSignedIn(queryClient: QueryClient, navigate: NavigateFunction): Promise<void> {
  await whileChanging('signingOut', async () => {
    setSignedOut(queryClient);
    await navigate('/');
  });
}

export function useSignOut() {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOut = useCallback(() => {
    logout.mutate(undefined, {
      onSuccess: async () => {
        await leaveSignedIn(queryClient, navigate);
        toast({ title: messages.logoutSuccess, description: messages.logoutSuccessBody, variant: 'success' });
      },
      onError: (error) => {
        toast({ title: messages.logoutFailed, description: errorMessage(error), variant: 'destructive' });
      },
    });
  }, [logout, navigate, queryClient]);

  return { signOut, isPending: logout.isPending };
}
