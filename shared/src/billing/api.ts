/**
 * The billing calls' requests and answers (spec sections 3, 7; decisions D2, D5, D9), shared by the API
 * and the web app. Dates travel as ISO strings.
 */
import { z } from 'zod';
import { messages } from '../messages';
import { planIds, type PlanId } from '../plans';
import type { BillingStatus, QuotaFeature } from './entitlements';

/** POST /api/create-subscription */
export const createSubscriptionSchema = z.object({
  plan: z.enum(planIds, { error: messages.invalidPlan }),
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

/**
 * - `active`: the plan applies now (the free trial; in test mode, any plan);
 * - `scheduled`: a change between paid plans, from the next billing cycle (spec section 4);
 * - `requires_payment`: a new paid subscription whose first payment the browser confirms in Stripe's
 *   Payment Element with `clientSecret`, then calls POST /api/billing/sync.
 */
export type CreateSubscriptionResult =
  | { status: 'active'; plan: PlanId; testMode: boolean }
  | { status: 'scheduled'; plan: PlanId; effectiveAt: string; testMode: boolean }
  | { status: 'requires_payment'; plan: PlanId; clientSecret: string; testMode: false };

/** POST /api/purchase-storage */
export const purchaseStorageSchema = z.object({
  amount: z.literal('extra50mb', { error: messages.invalidStorageAmount }).default('extra50mb'),
});

export interface PurchaseStorageResult {
  clientSecret: string;
  paymentIntentId: string;
  amountCents: number;
  testMode: boolean;
}

/** POST /api/complete-storage-purchase */
export const completeStoragePurchaseSchema = z.object({
  paymentIntentId: z
    .string({ error: messages.paymentNotFound })
    .trim()
    .min(1, { error: messages.paymentNotFound })
    .max(255, { error: messages.paymentNotFound })
    .regex(/^[A-Za-z0-9_]+$/, { error: messages.paymentNotFound }),
});

export interface CompleteStoragePurchaseResult {
  /** False when this payment had already been granted (the answer is then the same limit). */
  granted: boolean;
  storageLimit: number;
  storageUsed: number;
}

export interface QuotaView {
  /** null: unlimited; 0: not in the plan. */
  limit: number | null;
  used: number;
  /** null: unlimited. */
  remaining: number | null;
  resetsAt: string;
}

/** GET /api/billing/account: the dashboard's Account Overview, Settings → Subscription and the banners. */
export interface BillingOverview {
  plan: PlanId;
  status: BillingStatus;
  banner: 'past_due' | 'trial_ending' | null;
  /** The free trial's end while on the trial. */
  trialEndsAt: string | null;
  /** The next renewal of a paid plan that renews. */
  nextBillingAt: string | null;
  /** When access ends (a cancelled plan, the trial) or ended. */
  accessEndsAt: string | null;
  cancelAtPeriodEnd: boolean;
  /** A change between paid plans waiting for the next cycle. */
  scheduledChange: { plan: PlanId; effectiveAt: string } | null;
  /** From the payment provider; null when there is none on file. */
  paymentMethod: { brand: string; last4: string } | null;
  hasBillingAccount: boolean;
  storage: { limit: number; used: number; addons: number };
  quotas: Record<QuotaFeature, QuotaView>;
  trialAvailable: boolean;
  newWork: { allowed: true } | { allowed: false; message: string; href: string };
}

/** GET /api/billing/config (public): how purchases are made on this server. */
export interface BillingConfig {
  /** 'stripe': real payments; 'test': activates without charging; 'unconfigured': production without keys. */
  mode: 'stripe' | 'test' | 'unconfigured';
  publishableKey: string | null;
  storageAddon: { amount: 'extra50mb'; bytes: number; priceCents: number };
}

/** POST /api/billing/portal */
export interface PortalSession {
  url: string;
}
