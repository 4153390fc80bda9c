import { formatBytes, limits, messages } from '@jobapp/shared';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { useBillingConfig, useCompleteStoragePurchase, usePurchaseStorage } from '../api';
import { priceLabel } from '../billing-labels';
import { LazyStripePayment } from './lazy-stripe-payment';
import { TestModeNotice } from './test-mode-notice';

/**
 * The storage purchase dialog (spec section 4): opening it requests a payment secret, with a spinner
 * until it arrives; closing it clears the secret; the payment is confirmed without a redirect unless the
 * payment method needs one, then the completion is sent to the server. Errors as spec section 8 Storage.
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
  const purchase = usePurchaseStorage();
  const complete = useCompleteStoragePurchase();
  const requested = useRef(false);
  const bytes = config.data?.storageAddon.bytes ?? limits.storageAddonBytes;
  const cents = purchase.data?.amountCents ?? config.data?.storageAddon.priceCents ?? limits.storageAddonPriceCents;
  const price = priceLabel(cents);

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
        <Button onClick={() => void finish(paymentIntentId)} disabled={complete.isPending}>
          {complete.isPending ? <ButtonSpinner /> : null}
          Complete purchase
        </Button>
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
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>Buy {formatBytes(bytes)} of storage</DialogTitle>
        <DialogDescription>
          A one-time payment of {price} adds {formatBytes(bytes)} to your storage for as long as you keep your account.
        </DialogDescription>
      </div>
      {body}
    </div>
  );
}
