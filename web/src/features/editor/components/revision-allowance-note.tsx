import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/api';
import { useBillingAccount } from '@/features/billing/api';
import { revisionAllowance } from '../revision-allowance';

/**
 * The plan's revision allowance above the editor, before anything is typed (D9): from the billing
 * overview, or the session's plan while it loads. When a save would be refused, amber with Upgrade.
 */
export function RevisionAllowanceNote() {
  const user = useCurrentUser();
  const account = useBillingAccount();
  const allowance = revisionAllowance(account.data, user?.subscriptionTier);
  if (!allowance) return null;
  return (
    <Alert variant={allowance.blocked ? 'warning' : 'info'} data-testid="revision-allowance">
      <p>{allowance.text}</p>
      {allowance.blocked ? (
        <Button asChild size="sm" className="mt-3">
          <Link to="/pricing">Upgrade</Link>
        </Button>
      ) : null}
    </Alert>
  );
}
