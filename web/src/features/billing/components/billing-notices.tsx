import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BuyStorageButton } from './buy-storage-button';

/**
 * A file that does not fit in the remaining storage (spec section 5; the server's 413 storage_full):
 * the message, the 50 MB add-on and a way to free space by deleting old resumes.
 */
export function StorageFullNotice({ message }: { message: string }) {
  return (
    <Alert variant="warning" title="Your storage is full" data-testid="storage-full-notice">
      <p>{message}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <BuyStorageButton size="sm" />
        <Button asChild size="sm" variant="secondary">
          <Link to="/my-resumes">Delete old resumes</Link>
        </Button>
      </div>
    </Alert>
  );
}

/** New work refused (402 payment_required / quota_exhausted, D9): the server's message and a way to choose a plan. */
export function PlanRequiredNotice({ message }: { message: string }) {
  return (
    <Alert variant="warning" data-testid="plan-required-notice">
      <p>{message}</p>
      <div className="mt-3">
        <Button asChild size="sm">
          <Link to="/pricing">See plans</Link>
        </Button>
      </div>
    </Alert>
  );
}
