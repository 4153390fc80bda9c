/**
 * Billing (spec section 7; decisions D2, D5, D9):
 *   GET  /api/billing/config              public: stripe | test | unconfigured, the publishable key
 *   GET  /api/billing/account             the dashboard's Account Overview (plan, dates, card, quotas)
 *   POST /api/create-subscription         {plan}
 *   POST /api/billing/sync                re-read the subscription after the browser confirmed a payment
 *   POST /api/billing/cancel | /resume    cancel at the period's end, or keep the plan
 *   POST /api/billing/portal              a Stripe customer-portal session, per click
 *   POST /api/purchase-storage            {amount: 'extra50mb'} → the $9.00 payment's client secret
 *   POST /api/complete-storage-purchase   {paymentIntentId} → 50 MB, once per payment
 *   POST /api/stripe/webhook              Stripe's events (raw body, signature checked)
 * Everything but config and the webhook answers 401 when signed out; the calls that reach the provider
 * share a per-user limit (userLimits.billing in middleware/rate-limit.ts, 429 past it).
 */
import Router from '@koa/router';
import { AppError, completeStoragePurchaseSchema, createSubscriptionSchema, messages, purchaseStorageSchema } from '@jobapp/shared';
import { requireAuth } from '../../middleware/auth';
import { createUserLimiter, limitPerUser } from '../../middleware/rate-limit';
import { parseBody } from '../../middleware/validate';
import type { AppState, Deps } from '../../types';
import { findUserById, type UserRecord } from '../users/users.queries';
import { billingOverviewOf } from './billing-account';
import {
  billingConfig,
  completeStoragePurchase,
  createSubscription,
  portalSession,
  purchaseStorage,
  setCancellation,
  syncSubscription,
} from './billing.service';
import { readRawBody } from '../../lib/raw-body';
import { handleStripeEvent, verifyEvent } from './webhook.service';

/** Stripe events are a few kilobytes; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export function createBillingRouter(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();
  const limitBilling = limitPerUser(createUserLimiter(deps.db, 'billing'));
  const overview = async (user: UserRecord) => billingOverviewOf(deps.db, (await findUserById(deps.db, user.id)) ?? user, deps.clock());

  router.get('/billing/config', (ctx) => {
    ctx.body = billingConfig(deps);
  });

  router.get('/billing/account', async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await billingOverviewOf(deps.db, user, deps.clock());
  });

  router.post('/create-subscription', limitBilling, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const { plan } = parseBody(ctx, createSubscriptionSchema);
    ctx.body = await createSubscription(deps, user, plan);
  });

  router.post('/billing/sync', limitBilling, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await overview(await syncSubscription(deps, user));
  });

  router.post('/billing/cancel', limitBilling, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    await setCancellation(deps, user, true);
    ctx.body = await overview(user);
  });

  router.post('/billing/resume', limitBilling, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    await setCancellation(deps, user, false);
    ctx.body = await overview(user);
  });

  router.post('/billing/portal', limitBilling, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    ctx.body = await portalSession(deps, user);
  });

  router.post('/purchase-storage', limitBilling, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    parseBody(ctx, purchaseStorageSchema);
    ctx.body = await purchaseStorage(deps, user);
  });

  router.post('/complete-storage-purchase', limitBilling, async (ctx) => {
    const { user } = requireAuth(ctx.state);
    const { paymentIntentId } = parseBody(ctx, completeStoragePurchaseSchema);
    ctx.body = await completeStoragePurchase(deps, user, paymentIntentId);
  });

  router.post('/stripe/webhook', async (ctx) => {
    const secret = deps.env.STRIPE?.webhookSecret;
    // Without Stripe there is no webhook to receive.
    if (!secret) throw new AppError('not_found', messages.notFound);
    const raw = await readRawBody(ctx.req, WEBHOOK_BODY_LIMIT);
    const event = verifyEvent(raw, ctx.get('Stripe-Signature') || undefined, secret);
    const outcome = await handleStripeEvent(deps, event);
    ctx.state.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook');
    ctx.body = { received: true, outcome };
  });

  return router;
}
