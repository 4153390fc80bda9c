/**
 * The dashboard finishes a payment that Stripe confirmed after a redirect (see `readStripeReturn`): a
 * subscription is synced, a storage purchase completed, then the query is taken off the address.
 */
import { messages } from '@jobapp/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-messages';
import { useCompleteStoragePurchase } from './api';
import { readStripeReturn } from './checkout';
import { useSubscribe } from './use-subscribe';

export function useReturnFromStripe() {
  const location = useLocation();
  const navigate = useNavigate();
  const { finishPayment } = useSubscribe();
  const complete = useCompleteStoragePurchase();
  const handled = useRef(false);

  useEffect(() => {
    const back = readStripeReturn(location.search);
    if (!back || handled.current) return;
    handled.current = true;
    void navigate(location.pathname, { replace: true, state: location.state });
    if (!back.succeeded) {
      const title = back.kind === 'storage' ? messages.paymentFailed : messages.subscriptionFailed;
      toast({ title, description: messages.unexpectedError, variant: 'destructive' });
      return;
    }
    if (back.kind === 'subscription') {
      void finishPayment();
      return;
    }
    if (!back.paymentIntentId) return;
    complete.mutate(back.paymentIntentId, {
      onSuccess: () => toast({ title: 'Storage added', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, messages.purchaseFailed), variant: 'destructive' }),
    });
  }, [location, navigate, finishPayment, complete]);
}
