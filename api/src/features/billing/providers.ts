/** Which billing provider this server runs (decision D5). */
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AppEnv } from '../../types';
import type { BillingProvider } from './provider';
import { createStripeBillingProvider } from './stripe-provider';
import { createTestBillingProvider } from './test-provider';

/** Stripe with keys; without them test mode, except in production, where there is none (503). */
export function createBillingProvider(env: AppEnv, db: Db, clock: Clock): BillingProvider | null {
  if (env.STRIPE) return createStripeBillingProvider(env.STRIPE);
  if (env.NODE_ENV === 'production') return null;
  return createTestBillingProvider(db, env.SESSION_SECRET, clock);
}
