import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { StripePaymentProps } from './stripe-payment-form';

// Stripe's React bindings and loader are fetched only when a payment form opens, so /pricing and the
// dashboard do not carry them on their first load.
const StripePayment = lazy(async () => ({ default: (await import('./stripe-payment-form')).StripePayment }));

export function LazyStripePayment(props: StripePaymentProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the payment form" className="justify-center py-8" />}>
      <StripePayment {...props} />
    </Suspense>
  );
}
