import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * Shown when a page fails to load or throws while rendering (for instance a new deployment replaced
 * the page's file). Offers a reload rather than a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col justify-center px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <Alert variant="destructive" className="mt-4" title="This page could not be displayed">
        <p className="break-words">{detail}</p>
      </Alert>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button variant="secondary" asChild>
          <a href="/">Go to the home page</a>
        </Button>
      </div>
    </main>
  );
}
