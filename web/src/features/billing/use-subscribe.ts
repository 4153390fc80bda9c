/**
 * What follows a plan choice (spec section 8 Subscription; D5): `active` and `scheduled` answers toast
 * and go to /dashboard; `requires_payment` is handed back to the caller, which shows Stripe's Payment
 * Element; after Stripe confirms, the server re-reads the subscription (sync) before the success toast.
 */
import { type CreateSubscriptionResult, messages, type PlanId } from '@jobapp/shared';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useCreateSubscription, useSyncBilling } from './api';
import { pendingChangeText } from './billing-labels';

export type PaymentStep = Extract<CreateSubscriptionResult, { status: 'requires_payment' }>;

export function useSubscribe() {
  const navigate = useNavigate();
  const create = useCreateSubscription();
  const sync = useSyncBilling();

  function succeeded() {
    toast({ title: messages.subscriptionSuccessful, description: messages.subscriptionSuccessfulBody, variant: 'success' });
    void navigate('/dashboard');
  }

  function failed(error: unknown) {
    toast({ title: messages.subscriptionFailed, description: errorMessage(error), variant: 'destructive' });
  }

  /**
   * Chooses `plan`; resolves the payment step when Stripe must take a card, else null (handled here).
   * `current` is the plan held now, named in a scheduled change's toast.
   */
  async function subscribe(plan: PlanId, current: PlanId | null): Promise<PaymentStep | null> {
    let result: CreateSubscriptionResult;
    try {
      result = await create.mutateAsync(plan);
    } catch (error) {
      failed(error);
      return null;
    }
    if (result.status === 'requires_payment') return result;
    if (result.status === 'scheduled') {
      toast({
        title: 'Plan change scheduled',
        // The same sentence as the confirmation, the dashboard and settings.
        description: pendingChangeText(current ?? result.plan, result.plan, result.effectiveAt),
        variant: 'success',
      });
      void navigate('/dashboard');
      return null;
    }
    succeeded();
    return null;
  }

  /** After Stripe confirmed the first payment: the server reads the subscription back, then success. */
  async function finishPayment(): Promise<void> {
    try {
      await sync.mutateAsync();
    } catch (error) {
      failed(error);
      return;
    }
    succeeded();
  }

  return {
    subscribe,
    finishPayment,
    failed,
    /** The plan being chosen right now, if any. */
    pendingPlan: create.isPending ? create.variables : undefined,
    finishing: sync.isPending,
  };
}
