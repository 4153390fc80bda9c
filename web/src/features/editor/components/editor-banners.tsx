import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The free trial's amber banner (spec section 2) with Upgrade to /pricing. */
export function FreeTrialBanner() {
  return (
    <Alert variant="warning" title="Limited Features in Free Trial" data-testid="free-trial-banner">
      <p>
        You get basic formatting suggestions on the free trial. Upgrade to Pro or Elite for the full analysis of every
        section, all suggestions and Apply All Changes.
      </p>
      <Button asChild size="sm" className="mt-3">
        <Link to="/pricing">Upgrade</Link>
      </Button>
    </Alert>
  );
}

/** 'Saving your resume...' while the save runs, then 'Resume saved successfully!'. */
export function SaveStatusBanner({ status }: { status: 'pending' | 'success' }) {
  return status === 'pending' ? (
    <Alert variant="info" data-testid="save-status">
      Saving your resume...
    </Alert>
  ) : (
    <Alert variant="success" data-testid="save-status">
      Resume saved successfully!
    </Alert>
  );
}

/** A save refused by the plan (402): 'Limit reached' or the ended trial, the server's message and Upgrade. */
export function SaveRefusedNotice({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="warning" title={title} data-testid="save-refused">
      <p>{message}</p>
      <Button asChild size="sm" className="mt-3">
        <Link to="/pricing">Upgrade</Link>
      </Button>
    </Alert>
  );
}
