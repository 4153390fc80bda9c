/**
 * The owner's storage counter (spec: limited file storage per plan): charged only when the bytes still
 * fit (a conditional UPDATE, so two writes at once cannot pass the limit together), given back never below 0.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Charges `bytes` to the owner's storage if they fit; else answers the storage as it is (null: charged). */
export async function chargeStorage(db: Db, userId: number, bytes: number): Promise<{ storageLimit: number; storageUsed: number } | null> {
  if (bytes === 0) return null;
  const charged = await db
    .update(users)
    .set({ storageUsed: sql`${users.storageUsed} + ${bytes}` })
    .where(and(eq(users.id, userId), sql`${users.storageUsed} + ${bytes} <= ${users.storageLimit}`))
    .returning({ id: users.id });
  if (charged.length > 0) return null;
  const [row] = await db.select({ storageLimit: users.storageLimit, storageUsed: users.storageUsed }).from(users).where(eq(users.id, userId));
  return row ?? { storageLimit: 0, storageUsed: 0 };
}

/** Gives `bytes` back to the owner's storage (never below 0). */
export async function releaseStorage(db: Db, userId: number, bytes: number): Promise<void> {
  if (bytes <= 0) return;
  await db
    .update(users)
    .set({ storageUsed: sql`greatest(${users.storageUsed} - ${bytes}, 0)` })
    .where(eq(users.id, userId));
}
