/** Route elements that check the session before rendering their child routes. */
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { returnPathFrom, signInPathReturningTo } from '@/features/auth/return-path';
import { isEnteringSignedIn, isSigningOut, useSession } from '@/features/auth/session';
import { homePathSignedIn, signInPath } from './routes';

export function RouteSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" data-testid="route-guard-spinner">
      <Spinner label="Checking your session" className="[&_svg]:size-8" />
    </div>
  );
}

/**
 * The spinner while a page's code loads (the first page of a visit that was not prerendered). A
 * screen tall, so the footer stays below the fold until the page arrives instead of jumping.
 */
export function PageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center" data-testid="page-loading">
      <Spinner label="Loading ResumeBoost" className="[&_svg]:size-8" />
    </div>
  );
}

/** Only shown when the session check fails, so its texts and the Alert load then. */
const SessionError = lazy(() => import('./session-error').then((m) => ({ default: m.SessionError })));

/** Signed-in users only: spinner while the session loads, then signed-out visitors go to /auth. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <RouteSpinner />;
  if (session.isError) {
    return (
      <Suspense fallback={<RouteSpinner />}>
        <SessionError error={session.error} retry={() => void session.refetch()} />
      </Suspense>
    );
  }
  if (!session.data) {
    if (isSigningOut()) return <RouteSpinner />;
    return <Navigate to={signInPathReturningTo(signInPath, location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}

/**
 * Signed-out visitors only (the landing page and /auth): a signed-in user is sent to /dashboard.
 * If the session cannot be checked the public page is still shown.
 * While the session is being checked: `whileChecking="page"` shows the page (the prerendered landing
 * page, visible before any script runs, stays as it is and a signed-in visitor moves on once the
 * answer comes), `"spinner"` a spinner.
 * Signing in or registering navigates to /dashboard itself (the register form with history state the
 * dashboard reads); meanwhile this guard leaves the page alone instead of starting a second navigation.
 */
export function GuestOnly({ whileChecking = 'spinner' }: { whileChecking?: 'page' | 'spinner' }) {
  const session = useSession();
  const returnPath = returnPathFrom(useLocation().search);
  if (session.isPending) return whileChecking === 'page' ? <Outlet /> : <RouteSpinner />;
  if (session.data && !isEnteringSignedIn()) return <Navigate to={returnPath ?? homePathSignedIn} replace />;
  return <Outlet />;
}
