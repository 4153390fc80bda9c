/** Route elements that check the session before rendering their child routes. */
import { Navigate, Outlet } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api';
import { isEnteringSignedIn } from '@/features/auth/sign-in';
import { isSigningOut } from '@/features/auth/sign-out';
import { errorMessage } from '@/lib/error-messages';
import { homePathSignedIn, signInPath } from './routes';

export function RouteSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-testid="route-guard-spinner">
      <Spinner label="Checking your session" className="[&_svg]:size-8" />
    </div>
  );
}

/** The whole-screen spinner while the first page's code loads. */
export function AppLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading ResumeBoost" className="[&_svg]:size-8" />
    </div>
  );
}

function SessionError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Alert variant="destructive" title="We couldn't check your session">
        <p>{errorMessage(error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
          Try again
        </Button>
      </Alert>
    </div>
  );
}

/** Signed-in users only: spinner while the session loads, then signed-out visitors go to /auth. */
export function RequireAuth() {
  const session = useSession();
  if (session.isPending) return <RouteSpinner />;
  if (session.isError) return <SessionError error={session.error} retry={() => void session.refetch()} />;
  if (!session.data) {
    if (isSigningOut()) return <RouteSpinner />;
    return <Navigate to={signInPath} replace />;
  }
  return <Outlet />;
}

/**
 * Signed-out visitors only (the landing page and /auth): a signed-in user is sent to /dashboard.
 * If the session cannot be checked the public page is still shown.
 * Signing in or registering navigates to /dashboard itself (the register form with history state the
 * dashboard reads); meanwhile this guard leaves the page alone instead of starting a second navigation.
 */
export function GuestOnly() {
  const session = useSession();
  if (session.isPending) return <RouteSpinner />;
  if (session.data && !isEnteringSignedIn()) return <Navigate to={homePathSignedIn} replace />;
  return <Outlet />;
}
