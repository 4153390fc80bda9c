import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-messages';

/** The guarded pages' answer when the session could not be checked: why, and a retry. */
export function SessionError({ error, retry }: { error: unknown; retry: () => void }) {
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
