/** Quota counting: one atomic statement per unit, per user, feature and period (runs on PGlite and PostgreSQL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { insertTestUser } from '../jobs/test-deps';
import { consumeQuota, usageOf, type ConsumeQuotaParams } from './usage.queries';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const march = new Date('2026-03-04T12:00:00Z');
const april = new Date('2026-04-04T12:00:00Z');

function consume(params: Partial<ConsumeQuotaParams> & { userId: number }) {
  return consumeQuota(database.db, { feature: 'cover_letter', periodStart: march, limit: 5, ...params });
}

describe('consumeQuota', () => {
  it('with 3 units left, 10 parallel calls grant exactly 3', async () => {
    const userId = await insertTestUser(database);
    expect(await consume({ userId })).toEqual({ granted: true, remaining: 4 });
    expect(await consume({ userId })).toEqual({ granted: true, remaining: 3 });

    const decisions = await Promise.all(Array.from({ length: 10 }, () => consume({ userId })));

    const granted = decisions.filter((d) => d.granted);
    expect(granted.map((d) => d.remaining).sort()).toEqual([0, 1, 2]);
    expect(decisions.filter((d) => !d.granted)).toEqual(Array(7).fill({ granted: false, remaining: 0 }));
    expect((await usageOf(database.db, userId, march)).cover_letter).toBe(5);
  });

  it('counts separately per user, per period and per feature', async () => {
    const first = await insertTestUser(database);
    const second = await insertTestUser(database);
    expect(await consume({ userId: first, limit: 1 })).toEqual({ granted: true, remaining: 0 });
    expect(await consume({ userId: first, limit: 1 })).toEqual({ granted: false, remaining: 0 });

    expect(await consume({ userId: second, limit: 1 })).toEqual({ granted: true, remaining: 0 });
    expect(await consume({ userId: first, limit: 1, periodStart: april })).toEqual({ granted: true, remaining: 0 });
    expect(await consume({ userId: first, limit: 1, feature: 'revision' })).toEqual({ granted: true, remaining: 0 });

    expect(await usageOf(database.db, first, march)).toEqual({ revision: 1, cover_letter: 1, linkedin_optimization: 0, consultation: 0 });
    expect(await usageOf(database.db, first, april)).toEqual({ revision: 0, cover_letter: 1, linkedin_optimization: 0, consultation: 0 });
    expect(await usageOf(database.db, second, march)).toEqual({ revision: 0, cover_letter: 1, linkedin_optimization: 0, consultation: 0 });
  });

  it('unlimited always grants and still counts', async () => {
    const userId = await insertTestUser(database);
    const decisions = await Promise.all(Array.from({ length: 12 }, () => consume({ userId, limit: null })));
    expect(decisions).toEqual(Array(12).fill({ granted: true, remaining: null }));
    expect((await usageOf(database.db, userId, march)).cover_letter).toBe(12);
  });

  it('a feature not in the plan (limit 0) is refused and not counted', async () => {
    const userId = await insertTestUser(database);
    expect(await consume({ userId, limit: 0, feature: 'linkedin_optimization' })).toEqual({ granted: false, remaining: 0 });
    expect((await usageOf(database.db, userId, march)).linkedin_optimization).toBe(0);
  });

  it('a limit lowered below what was used refuses without going negative', async () => {
    const userId = await insertTestUser(database);
    for (let i = 0; i < 3; i++) await consume({ userId, limit: null });
    expect(await consume({ userId, limit: 2 })).toEqual({ granted: false, remaining: 0 });
    expect((await usageOf(database.db, userId, march)).cover_letter).toBe(3);
  });

  it('a rollback of the surrounding transaction gives the unit back', async () => {
    const userId = await insertTestUser(database);
    await expect(
      database.db.transaction(async (tx) => {
        expect(await consumeQuota(tx, { userId, feature: 'revision', periodStart: march, limit: 1 })).toEqual({
          granted: true,
          remaining: 0,
        });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect((await usageOf(database.db, userId, march)).revision).toBe(0);
  });
});
