/**
 * Who takes the money (decision D5): the provider's terms are declared in lib/billing-provider.ts, below
 * the features, because the app's dependencies (types.ts) carry a provider; the billing feature names
 * them from here.
 */
export type {
  BillingCustomer,
  BillingProvider,
  NewSubscription,
  StoragePayment,
  SubscriptionSnapshot,
} from '../../lib/billing-provider';
