/** Password-reset tokens, stored as SHA-256 hashes; one live token per user; single use. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

/** Replaces any earlier token of the user with this one. */
export async function replaceResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, values.userId));
    await tx.insert(passwordResetTokens).values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    });
  });
}

/**
 * Marks the token used if it is unused and unexpired, in one statement so two concurrent resets
 * cannot both succeed. Returns the owner's id, or undefined.
 */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Voids every outstanding reset link of the user (its e-mail address changed). */
export async function deleteResetTokensOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
