/**
 * Plans (spec sections 4 and 5; decisions D2, D5, D9): choosing a plan, changes at the next billing
 * cycle, cancelling at the period's end, the customer portal, and the storage add-on. The provider
 * (Stripe or test mode) answers subscription snapshots and payments; this module applies them with
 * billing.queries.ts, the same code the webhooks use, so a purchase has the same database effects
 * whichever provider took it.
 */
import {
  AppError,
  isPaidPlan,
  limits,
  messages,
  type BillingConfig,
  type CompleteStoragePurchaseResult,
  type CreateSubscriptionResult,
  type PlanId,
  type PurchaseStorageResult,
} from '@jobapp/shared';
import type { UserRecord } from '../users/users.queries';
import { findUserById } from '../users/users.queries';
import type { Deps } from '../../types';
import { entitlementsFor } from './billing-account';
import { applySubscription, grantStorageAddon, saveCustomerId, storageOf } from './billing.queries';
import type { BillingProvider, StoragePayment, SubscriptionSnapshot } from './provider';

export function billingConfig(deps: Deps): BillingConfig {
  const provider = deps.billing;
  return {
    mode: provider?.mode ?? 'unconfigured',
    publishableKey: provider?.publishableKey ?? null,
    storageAddon: { amount: 'extra50mb', bytes: limits.storageAddonBytes, priceCents: limits.storageAddonPriceCents },
  };
}

function providerOf(deps: Deps): BillingProvider {
  if (!deps.billing) throw new AppError('service_unavailable', messages.billingNotConfigured);
  return deps.billing;
}

/** The provider's customer for this user; only a Stripe customer is stored (test mode's is derived from the id). */
async function customerOf(deps: Deps, provider: BillingProvider, user: UserRecord): Promise<string> {
  const known = provider.mode === 'stripe' ? user.stripeCustomerId : null;
  const customerId = await provider.ensureCustomer({ userId: user.id, email: user.email, name: user.fullName, customerId: known });
  if (provider.mode === 'stripe' && customerId !== user.stripeCustomerId) await saveCustomerId(deps.db, user.id, customerId);
  return customerId;
}

async function apply(deps: Deps, userId: number, snapshot: SubscriptionSnapshot): Promise<void> {
  await applySubscription(deps.db, userId, snapshot);
}

/** POST /api/create-subscription */
export async function createSubscription(deps: Deps, user: UserRecord, plan: PlanId): Promise<CreateSubscriptionResult> {
  const now = deps.clock();
  const current = entitlementsFor(user, now);
  if (plan === 'free_trial') {
    if (current.plan === 'free_trial' && current.status === 'trialing') return { status: 'active', plan, testMode: deps.billing?.mode === 'test' };
    throw new AppError('conflict', messages.trialAlreadyUsed);
  }
  const provider = providerOf(deps);
  const testMode = provider.mode === 'test';
  const hasLivePlan = isPaidPlan(current.plan) && current.status !== 'expired' && user.stripeSubscriptionId !== null;
  if (hasLivePlan && user.stripeSubscriptionId) {
    if (plan === current.plan) {
      if (!user.cancelAtPeriodEnd && !user.scheduledPlan) throw new AppError('conflict', messages.alreadyOnPlan);
      // Choosing the current plan again keeps it: undo a cancellation or a pending change.
      const kept = user.cancelAtPeriodEnd
        ? await provider.setCancelAtPeriodEnd(user.stripeSubscriptionId, false)
        : await provider.schedulePlanChange(user.stripeSubscriptionId, plan);
      await apply(deps, user.id, kept);
      return { status: 'active', plan, testMode };
    }
    // Between paid plans: from the next billing cycle, no proration (spec section 4).
    if (user.cancelAtPeriodEnd) await provider.setCancelAtPeriodEnd(user.stripeSubscriptionId, false);
    const changed = await provider.schedulePlanChange(user.stripeSubscriptionId, plan);
    await apply(deps, user.id, changed);
    const effectiveAt = changed.scheduled?.at ?? changed.periodEnd;
    return { status: 'scheduled', plan, effectiveAt: effectiveAt.toISOString(), testMode };
  }
  const customerId = await customerOf(deps, provider, user);
  const started = await provider.startSubscription(customerId, user.id, plan);
  if (started.clientSecret === null || provider.mode === 'test') {
    await apply(deps, user.id, started.snapshot);
    return { status: 'active', plan, testMode };
  }
  return { status: 'requires_payment', plan, clientSecret: started.clientSecret, testMode: false };
}

/**
 * Re-reads the user's subscription from the provider and stores it (after the browser confirmed a
 * payment, before or after the webhook: both converge on the provider's state).
 */
export async function syncSubscription(deps: Deps, user: UserRecord): Promise<UserRecord> {
  const provider = providerOf(deps);
  let snapshot: SubscriptionSnapshot | null = null;
  if (user.stripeSubscriptionId) snapshot = await provider.readSubscription(user.stripeSubscriptionId);
  if ((!snapshot || statusIsOver(snapshot)) && user.stripeCustomerId) {
    snapshot = (await provider.currentSubscription(user.stripeCustomerId)) ?? snapshot;
  }
  if (snapshot) await apply(deps, user.id, snapshot);
  return (await findUserById(deps.db, user.id)) ?? user;
}

const statusIsOver = (snapshot: SubscriptionSnapshot) => snapshot.status === 'canceled' || snapshot.status === 'incomplete_expired';

function requireSubscription(user: UserRecord): string {
  if (!isPaidPlan(user.subscriptionTier) || !user.stripeSubscriptionId) throw new AppError('conflict', messages.noSubscription);
  return user.stripeSubscriptionId;
}

/** POST /api/billing/cancel and /resume: cancel at the end of the paid period, or keep the plan after all. */
export async function setCancellation(deps: Deps, user: UserRecord, cancel: boolean): Promise<void> {
  const provider = providerOf(deps);
  const subscriptionId = requireSubscription(user);
  await apply(deps, user.id, await provider.setCancelAtPeriodEnd(subscriptionId, cancel));
}

/** POST /api/billing/portal: Stripe's customer portal, a new session per click. */
export async function portalSession(deps: Deps, user: UserRecord): Promise<{ url: string }> {
  const provider = providerOf(deps);
  if (provider.mode === 'test') throw new AppError('conflict', messages.noBillingPortal);
  if (!user.stripeCustomerId) throw new AppError('conflict', messages.noSubscription);
  const url = await provider.portalUrl(user.stripeCustomerId, `${deps.env.PUBLIC_URL}/dashboard`);
  if (!url) throw new AppError('conflict', messages.noBillingPortal);
  return { url };
}

/**
 * Before an account's rows go (decision D15): its paid subscription is cancelled at the provider at
 * once, without a partial refund, and the customer with its stored card is deleted. A provider that
 * cannot be reached stops the deletion with a 503 saying so: an account must not go while it can
 * still be charged. Test mode stores neither (the users row is the subscription).
 */
export async function closeBillingAccount(deps: Deps, user: UserRecord): Promise<void> {
  const customerId = user.stripeCustomerId;
  const subscriptionId = user.stripeSubscriptionId;
  if (!customerId && !subscriptionId) return;
  const provider = deps.billing;
  if (!provider) {
    // Without keys nothing can be cancelled; only a Stripe customer (never test mode's) needs it.
    if (customerId) throw new AppError('service_unavailable', messages.accountDeletionBillingFailed);
    return;
  }
  try {
    await provider.closeCustomer({ customerId, subscriptionId });
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'Cancelling the subscription of an account being deleted failed');
    throw new AppError('service_unavailable', messages.accountDeletionBillingFailed);
  }
}

/** POST /api/purchase-storage: the $9.00 payment for 50 MB, confirmed in the browser. */
export async function purchaseStorage(deps: Deps, user: UserRecord): Promise<PurchaseStorageResult> {
  const provider = providerOf(deps);
  const customerId = await customerOf(deps, provider, user);
  const payment = await provider.createStoragePayment(customerId, user.id);
  return { clientSecret: payment.clientSecret, paymentIntentId: payment.id, amountCents: payment.amountCents, testMode: provider.mode === 'test' };
}

/** Whether a payment pays for this user's add-on: succeeded, $9.00, made for it (not for something else). */
export function checkStoragePayment(payment: StoragePayment | null, userId: number): void {
  if (!payment || payment.userId !== userId || payment.purpose !== 'storage_addon') throw new AppError('not_found', messages.paymentNotFound);
  if (payment.status !== 'succeeded') throw new AppError('conflict', messages.paymentNotSucceeded);
  if (payment.amountCents !== limits.storageAddonPriceCents || payment.currency !== 'usd') {
    throw new AppError('conflict', messages.paymentNotSucceeded);
  }
}

/**
 * POST /api/complete-storage-purchase: reads the payment back from the provider and grants 50 MB once
 * per payment (unique on its id), however many completions and webhooks arrive.
 */
export async function completeStoragePurchase(deps: Deps, user: UserRecord, paymentIntentId: string): Promise<CompleteStoragePurchaseResult> {
  const provider = providerOf(deps);
  const payment = await provider.readStoragePayment(paymentIntentId);
  checkStoragePayment(payment, user.id);
  const granted = await grantStorageAddon(deps.db, { userId: user.id, paymentIntentId, amountCents: limits.storageAddonPriceCents });
  const storage = granted ?? (await storageOf(deps.db, user.id));
  return { granted: granted !== undefined, storageLimit: storage.storageLimit, storageUsed: storage.storageUsed };
}
