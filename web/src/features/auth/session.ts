/**
 * The session as every page reads it: the query holding `PublicUser | null` (a 401 from GET /api/user
 * means "signed out", not an error), and the two moments the session changes under a page's feet
 * (entering the signed-in pages, leaving them), which the route guards must not react to.
 * Kept apart from api.ts (sign-in, registration and the other mutations) so the layout and the guards
 * load only this.
 */
import { type PublicUser } from '@jobapp/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Who is signed in (the session check); a signed-in route's shell preloads it (entry-server.tsx). */
export const sessionPath = '/api/user';

export async function fetchSession(signal?: AbortSignal): Promise<PublicUser | null> {
  try {
    return await api.get<PublicUser>(sessionPath, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

const neverChanges = () => () => undefined;

/**
 * True while React hydrates a prerendered page (and on the server): the session is then "still being
 * checked", as it was when the page was rendered at build time, whatever the query knows by now.
 * React renders again with the real answer right after hydration.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

export function useSession(): UseQueryResult<PublicUser | null> {
  const query = useQuery({ queryKey: queryKeys.session, queryFn: ({ signal }) => fetchSession(signal) });
  const hydrating = useHydrating();
  if (!hydrating || query.isPending) return query;
  // The prerendered HTML shows the session as pending: hydrate with that, so nothing mismatches.
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isLoading: query.isFetching,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
  } as UseQueryResult<PublicUser | null>;
}

let enteringSignedIn = false;
let signingOut = false;

/** True while sign-in or registration stores the user and goes to /dashboard (sign-in.ts). */
export function isEnteringSignedIn(): boolean {
  return enteringSignedIn;
}

/** True while sign-out clears the session and leaves for / (sign-out.ts). */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Raises a flag for the duration of `change`, and drops it one task later, once React has rendered. */
export async function whileChanging(flag: 'enteringSignedIn' | 'signingOut', change: () => Promise<void>): Promise<void> {
  setFlag(flag, true);
  try {
    await change();
  } finally {
    setTimeout(() => setFlag(flag, false), 0);
  }
}

function setFlag(flag: 'enteringSignedIn' | 'signingOut', value: boolean): void {
  if (flag === 'enteringSignedIn') enteringSignedIn = value;
  else signingOut = value;
}
