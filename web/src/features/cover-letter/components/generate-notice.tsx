import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { GenerateFailure } from '../generate-errors';

export type GenerateNoticeFailure = Extract<GenerateFailure, { kind: 'subscription' | 'limit' | 'payment' }>;

/**
 * A refused generation that a toast would not do justice to: the destructive 'Subscription Required'
 * alert (403, spec section 8), or 'Limit reached' / 'Upgrade required' (402) with an Upgrade link.
 */
export function GenerateNotice({ failure }: { failure: GenerateNoticeFailure }) {
  if (failure.kind === 'subscription') {
    return (
      <Alert variant="destructive" title={failure.title} data-testid="subscription-required">
        <p>{failure.message}</p>
      </Alert>
    );
  }
  return (
    <Alert variant="warning" role="alert" title={failure.title} data-testid="generate-limit">
      <p>{failure.message}</p>
      <div className="mt-3">
        <Button asChild size="sm">
          <Link to={failure.href}>Upgrade</Link>
        </Button>
      </div>
    </Alert>
  );
}
