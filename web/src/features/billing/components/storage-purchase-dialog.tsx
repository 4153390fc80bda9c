import { formatBytes, limits, messages } from '@jobapp/shared';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { useBillingAccount, useBillingConfig, useCompleteStoragePurchase, usePurchaseStorage } from '../api';
import { priceLabel } from '../billing-labels';
import { storageConfirmation } from '../confirmation';
import { ConfirmActions, ConfirmationSummary } from './confirmation-summary';
import { LazyStripePayment } from './lazy-stripe-payment';
import { TestModeNotice } from './test-mode-notice';

/**
 * The storage purchase dialog (spec section 4): opening it requests a payment secret, with a spinner
 * until it arrives; closing it clears the secret; the payment is confirmed without a redirect unless the
 * payment method needs one, then the completion is sent to the server. Errors as spec section 8 Storage.
 * Requesting the secret charges nothing: the dialog says the price and the storage before and after
 * (D15), and only 'Pay $9' (Stripe) or 'Confirm' (test mode) pays.
 */
export function StoragePurchaseDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="storage-purchase-dialog">
        {open ? <StoragePurchase onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StoragePurchase({ onDone }: { onDone: () => void }) {
  const config = useBillingConfig();
  const account = useBillingAccount();
  const purchase = usePurchaseStorage();
  const complete = useCompleteStoragePurchase();
  const requested = useRef(false);
  const bytes = config.data?.storageAddon.bytes ?? limits.storageAddonBytes;
  const cents = purchase.data?.amountCents ?? config.data?.storageAddon.priceCents ?? limits.storageAddonPriceCents;
  const price = priceLabel(cents);
  const confirmation = storageConfirmation({ bytes, priceCents: cents }, account.data?.storage.limit ?? null);

  function request() {
    purchase.mutate(undefined, {
      onError: () => toast({ title: 'Error', description: messages.paymentInitFailed, variant: 'destructive' }),
    });
  }

  // One request per opening (StrictMode runs effects twice); the secret goes with the dialog's content.
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    request();
    // The mutation's state (and so the secret) is dropped when the dialog closes and this unmounts.
  }, []);

  async function finish(paymentIntentId: string) {
    try {
      const result = await complete.mutateAsync(paymentIntentId);
      toast({
        title: 'Storage added',
        description: `You now have ${formatBytes(result.storageLimit)} of storage.`,
        variant: 'success',
      });
      onDone();
    } catch (error) {
      const description = isApiError(error) && error.message ? errorMessage(error) : messages.purchaseFailed;
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  let body;
  if (purchase.isError) {
    body = (
      <div className="grid gap-4">
        <Alert variant="destructive" title={messages.paymentInitFailed}>
          {errorMessage(purchase.error)}
        </Alert>
        <Button variant="secondary" onClick={request}>
          Try again
        </Button>
      </div>
    );
  } else if (!purchase.data) {
    body = <Spinner label="Preparing your payment" className="justify-center py-8" />;
  } else if (purchase.data.testMode) {
    const { paymentIntentId } = purchase.data;
    body = (
      <div className="grid gap-4">
        <TestModeNotice />
        <ConfirmActions busy={complete.isPending} onConfirm={() => void finish(paymentIntentId)} />
      </div>
    );
  } else if (config.isPending) {
    body = <Spinner label="Loading" className="justify-center py-8" />;
  } else {
    body = (
      <LazyStripePayment
        publishableKey={config.data?.publishableKey ?? null}
        clientSecret={purchase.data.clientSecret}
        submitLabel={`Pay ${price}`}
        returnPath="/dashboard?purchase=storage"
        finishing={complete.isPending}
        onPaid={finish}
        onFailed={(message) => toast({ title: messages.paymentFailed, description: message, variant: 'destructive' })}
      />
    );
  }

  return (
    <div className="grid gap-5">
      <ConfirmationSummary confirmation={confirmation} />
      {body}
    </div>
  );
}
