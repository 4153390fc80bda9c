/**
 * Billing calls (issue 10 §4, decisions D2, D5, D9): the fetchers, their TanStack Query hooks and what
 * each success refreshes. The shapes are the shared contract (`@jobapp/shared` billing/api.ts).
 *
 * Every change to the account (a subscription, a cancellation, a storage purchase) ends in
 * `refreshBilling`, because the client's queries never go stale on their own (spec section 9).
 */
import {
  type BillingConfig,
  type BillingOverview,
  type CompleteStoragePurchaseResult,
  type CreateSubscriptionResult,
  type PlanId,
  type PortalSession,
  type PurchaseStorageResult,
} from '@jobapp/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface CallOptions {
  client?: ApiClient;
  signal?: AbortSignal;
}

/** GET /api/billing/config (public): 'stripe', 'test' or 'unconfigured', the publishable key and the add-on's price. */
export const fetchBillingConfig = ({ client = api, signal }: CallOptions = {}) =>
  client.get<BillingConfig>('/api/billing/config', signal);

/** GET /api/billing/account (signed in): the Account Overview, Settings → Subscription and the banners. */
export const fetchBillingAccount = ({ client = api, signal }: CallOptions = {}) =>
  client.get<BillingOverview>('/api/billing/account', signal);

/** POST /api/create-subscription: `active`, `scheduled`, or `requires_payment` with the Payment Element's secret. */
export const createSubscription = (plan: PlanId, { client = api }: CallOptions = {}) =>
  client.post<CreateSubscriptionResult>('/api/create-subscription', { plan });

/** POST /api/billing/sync: the server re-reads the subscription from Stripe after the browser confirmed a payment. */
export const syncBilling = ({ client = api }: CallOptions = {}) => client.post<BillingOverview>('/api/billing/sync');

/** POST /api/billing/portal → a short-lived Stripe customer-portal URL (409 with a message in test mode). */
export const createPortalSession = ({ client = api }: CallOptions = {}) =>
  client.post<PortalSession>('/api/billing/portal');

/** POST /api/billing/cancel: cancel at the end of the paid period (access stays until then). */
export const cancelSubscription = ({ client = api }: CallOptions = {}) =>
  client.post<BillingOverview>('/api/billing/cancel');

/** POST /api/billing/resume: undo a cancellation before the period ends. */
export const resumeSubscription = ({ client = api }: CallOptions = {}) =>
  client.post<BillingOverview>('/api/billing/resume');

/** POST /api/purchase-storage: a payment for the 50 MB add-on (the only amount there is). */
export const purchaseStorage = ({ client = api }: CallOptions = {}) =>
  client.post<PurchaseStorageResult>('/api/purchase-storage', { amount: 'extra50mb' });

/** POST /api/complete-storage-purchase: the server checks the payment succeeded and grants the add-on once. */
export const completeStoragePurchase = (paymentIntentId: string, { client = api }: CallOptions = {}) =>
  client.post<CompleteStoragePurchaseResult>('/api/complete-storage-purchase', { paymentIntentId });

/**
 * After anything that changes the account: the session user (its subscriptionTier), the overview, the
 * subscription status and the storage figures are read again.
 */
export async function refreshBilling(queryClient: QueryClient, overview?: BillingOverview): Promise<void> {
  if (overview) queryClient.setQueryData(queryKeys.billing.account, overview);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    queryClient.invalidateQueries({ queryKey: queryKeys.billing.account }),
    queryClient.invalidateQueries({ queryKey: queryKeys.user.subscriptionStatus }),
    queryClient.invalidateQueries({ queryKey: queryKeys.user.storageInfo }),
  ]);
}

export function useBillingConfig() {
  return useQuery({
    queryKey: queryKeys.billing.config,
    queryFn: ({ signal }) => fetchBillingConfig({ signal }),
  });
}

export function useBillingAccount() {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.billing.account,
    queryFn: ({ signal }) => fetchBillingAccount({ signal }),
    enabled: signedIn,
  });
}

/** The caller decides what each answer means (see `use-subscribe.ts`); only `active` refreshes here. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => createSubscription(plan),
    onSuccess: async (result) => {
      if (result.status !== 'requires_payment') await refreshBilling(queryClient);
    },
  });
}

/** A call that answers the new overview: it is stored at once and everything billing shows is read again. */
function useAccountChange(call: () => Promise<BillingOverview>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (overview) => refreshBilling(queryClient, overview) });
}

export const useSyncBilling = () => useAccountChange(() => syncBilling());
export const useCancelSubscription = () => useAccountChange(() => cancelSubscription());
export const useResumeSubscription = () => useAccountChange(() => resumeSubscription());

export function usePortalSession() {
  return useMutation({ mutationFn: () => createPortalSession() });
}

export function usePurchaseStorage() {
  return useMutation({ mutationFn: () => purchaseStorage() });
}

export function useCompleteStoragePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentIntentId: string) => completeStoragePurchase(paymentIntentId),
    onSuccess: () => refreshBilling(queryClient),
  });
}
