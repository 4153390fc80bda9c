import { type PlanId } from '@jobapp/shared';

/** The Account Overview's payment method line (spec section 2). */
export function paymentMethodLabel(plan: PlanId, hasPaymentMethod: boolean): string {
  if (plan === 'free_trial') return 'None (Free Trial)';
  return hasPaymentMethod ? 'Credit Card ending in ****' : 'No payment method on file';
}
