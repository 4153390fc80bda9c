/**
 * Quota counting (issue 10, decision D9) over `quota_usage`, one row per (user, feature, period start).
 * The limit and the period come from `entitlementsOf`; these functions only count. Every query is scoped
 * to its user.
 *
 * To give a unit back when the work it paid for fails, call `consumeQuota` inside the same transaction
 * as that work: a rollback returns the unit.
 */
import { and, eq, sql } from 'drizzle-orm';
import { quotaFeatures, type QuotaFeature } from '@jobapp/shared/billing/entitlements';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { quotaUsage } from '../../db/schema';

export interface ConsumeQuotaParams {
  userId: number;
  feature: QuotaFeature;
  periodStart: Date;
  /** Units allowed in the period: 0 = not in the plan, null = unlimited (always granted, still counted). */
  limit: number | null;
}

export interface QuotaDecision {
  granted: boolean;
  /** Units left in the period after this one; null when unlimited. */
  remaining: number | null;
}

/**
 * Takes one unit with one statement: the first unit inserts the row, later ones add 1 only while
 * `used < limit`, and a refused update returns no row. PostgreSQL re-checks the condition on the latest
 * row version under the row lock, so parallel calls at the limit's edge let exactly the remaining
 * number through.
 */
export async function consumeQuota(db: Db, params: ConsumeQuotaParams): Promise<QuotaDecision> {
  const { userId, feature, periodStart, limit } = params;
  if (limit !== null && limit <= 0) return { granted: false, remaining: 0 };
  const [row] = await db
    .insert(quotaUsage)
    .values({ userId, feature, periodStart, used: 1 })
    .onConflictDoUpdate({
      target: [quotaUsage.userId, quotaUsage.feature, quotaUsage.periodStart],
      set: { used: sql`${quotaUsage.used} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${quotaUsage.used} < ${limit}` }),
    })
    .returning({ used: quotaUsage.used });
  if (!row) return { granted: false, remaining: 0 };
  return { granted: true, remaining: limit === null ? null : limit - row.used };
}

/**
 * Gives back one unit taken in the period starting at `periodStart` (work that was paid for and then
 * failed for good outside the transaction that took it, e.g. a background job). Never below 0.
 */
export async function returnQuotaUnit(db: Db, params: Omit<ConsumeQuotaParams, 'limit'>): Promise<void> {
  const { userId, feature, periodStart } = params;
  await db
    .update(quotaUsage)
    .set({ used: sql`greatest(${quotaUsage.used} - 1, 0)` })
    .where(and(eq(quotaUsage.userId, userId), eq(quotaUsage.feature, feature), eq(quotaUsage.periodStart, periodStart)));
}

/** Units each feature has used in the period starting at `periodStart` (0 for features not used). */
/** Built once per database (db/prepared.ts): the Account Overview reads it on every dashboard visit. */
const usageQuery = preparedPerDatabase((db) =>
  db
    .select({ feature: quotaUsage.feature, used: quotaUsage.used })
    .from(quotaUsage)
    .where(and(eq(quotaUsage.userId, sql.placeholder('userId')), eq(quotaUsage.periodStart, sql.placeholder('periodStart'))))
    .prepare('find_quota_usage'),
);

export async function usageOf(db: Db, userId: number, periodStart: Date): Promise<Record<QuotaFeature, number>> {
  const rows = await usageQuery(db).execute({ userId, periodStart });
  const usage = Object.fromEntries(quotaFeatures.map((feature) => [feature, 0])) as Record<QuotaFeature, number>;
  for (const row of rows) usage[row.feature] = row.used;
  return usage;
}
