/**
 * The test-mode provider (decision D5): plans and the storage add-on are granted without charging.
 * It keeps no state of its own: a "subscription" is the users row (id `test_sub_<userId>`), read back
 * and rolled forward by calendar months, and a storage "payment" is an id signed with the session
 * secret for one user, which completes as succeeded. The billing service applies what it answers with
 * the same code as Stripe's answers, so test mode goes through every database effect of a real
 * purchase. The web app says "Test mode: no card is charged" on every purchase screen.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { addMonths, limits, type PlanId } from '@jobapp/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { BillingProvider, StoragePayment, SubscriptionSnapshot } from './provider';

const SUBSCRIPTION_PREFIX = 'test_sub_';
const PAYMENT_PREFIX = 'pi_test_';

export function createTestBillingProvider(db: Db, secret: string, clock: Clock): BillingProvider {
  const sign = (text: string) => createHmac('sha256', secret).update(`storage-payment:${text}`).digest('base64url').slice(0, 22);

  async function snapshotOf(userId: number, change: Partial<SubscriptionSnapshot> = {}): Promise<SubscriptionSnapshot | null> {
    const [row] = await db
      .select({
        plan: users.subscriptionTier,
        status: users.subscriptionStatus,
        start: users.currentPeriodStart,
        end: users.subscriptionEndDate,
        cancel: users.cancelAtPeriodEnd,
        scheduledPlan: users.scheduledPlan,
        scheduledAt: users.scheduledPlanAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row || row.plan === 'free_trial' || !row.start) return null;
    const now = clock();
    let start = row.start;
    let end = row.end ?? addMonths(start, 1);
    let plan: PlanId = row.plan;
    let scheduled = row.scheduledPlan && row.scheduledAt ? { plan: row.scheduledPlan, at: row.scheduledAt } : null;
    const ended = row.cancel || row.status === 'canceled' || row.status === 'expired';
    // Renewals happen as time passes: each one starts the next month, and a change waiting for the next
    // cycle applies at its start. A cancelled subscription does not renew.
    while (!ended && end <= now) {
      start = end;
      end = addMonths(start, 1);
      if (scheduled && scheduled.at <= start) {
        plan = scheduled.plan;
        scheduled = null;
      }
    }
    return {
      id: `${SUBSCRIPTION_PREFIX}${userId}`,
      customerId: `test_cus_${userId}`,
      userId,
      plan,
      status: ended ? (end <= now ? 'canceled' : 'active') : 'active',
      periodStart: start,
      periodEnd: end,
      cancelAtPeriodEnd: row.cancel,
      scheduled,
      card: null,
      ...change,
    };
  }

  const userIdOf = (subscriptionId: string) => {
    const id = Number(subscriptionId.slice(SUBSCRIPTION_PREFIX.length));
    if (!subscriptionId.startsWith(SUBSCRIPTION_PREFIX) || !Number.isSafeInteger(id)) throw new Error(`not a test-mode subscription: ${subscriptionId}`);
    return id;
  };

  return {
    mode: 'test',
    publishableKey: null,
    async ensureCustomer({ userId }) {
      return `test_cus_${userId}`;
    },
    async startSubscription(customerId, userId, plan) {
      const now = clock();
      return {
        clientSecret: null,
        snapshot: {
          id: `${SUBSCRIPTION_PREFIX}${userId}`,
          customerId,
          userId,
          plan,
          status: 'active',
          periodStart: now,
          periodEnd: addMonths(now, 1),
          cancelAtPeriodEnd: false,
          scheduled: null,
          card: null,
        },
      };
    },
    async schedulePlanChange(subscriptionId, plan) {
      const current = await snapshotOf(userIdOf(subscriptionId));
      if (!current) throw new Error('no test-mode subscription to change');
      return { ...current, cancelAtPeriodEnd: false, scheduled: plan === current.plan ? null : { plan, at: current.periodEnd } };
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const current = await snapshotOf(userIdOf(subscriptionId));
      if (!current) throw new Error('no test-mode subscription to change');
      return { ...current, cancelAtPeriodEnd: cancel, status: 'active', scheduled: cancel ? null : current.scheduled };
    },
    async readSubscription(subscriptionId) {
      return snapshotOf(userIdOf(subscriptionId));
    },
    async currentSubscription(customerId) {
      const userId = Number(customerId.replace('test_cus_', ''));
      return Number.isSafeInteger(userId) ? snapshotOf(userId) : null;
    },
    async createStoragePayment(_customerId, userId) {
      const body = `${userId}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
      const id = `${PAYMENT_PREFIX}${body}_${sign(body).replace(/[-_]/g, 'x')}`;
      return { id, clientSecret: `${id}_secret_test`, amountCents: limits.storageAddonPriceCents };
    },
    async readStoragePayment(paymentIntentId): Promise<StoragePayment | null> {
      const match = /^pi_test_(\d+)_([A-Za-z0-9]+)_([A-Za-z0-9]+)$/.exec(paymentIntentId);
      if (!match) return null;
      const [, userId, nonce, mac] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(`${userId}_${nonce}`).replace(/[-_]/g, 'x'));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return {
        id: paymentIntentId,
        status: 'succeeded',
        amountCents: limits.storageAddonPriceCents,
        currency: 'usd',
        userId: Number(userId),
        purpose: 'storage_addon',
      };
    },
    async portalUrl() {
      return null;
    },
    // A test-mode subscription is the users row itself, and no card is stored: deleting the row ends both.
    async closeCustomer() {},
  };
}

