/**
 * A free trial is given once per e-mail address. The address is remembered only as a keyed hash
 * (HMAC-SHA256 of the normalised address under SESSION_SECRET, lib/tokens keyedHash): at registration
 * with a trial, when an account's address changes (the old one), and when an account is deleted, so
 * deleting the account and registering again gives no second trial. The hash cannot be turned back
 * into the address without the server's secret. An address already known registers on the free-trial
 * plan with the trial already over: it can sign in and choose a plan (D9's "trial ended").
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freeTrialAddresses } from '../../db/schema';
import { keyedHash } from '../../lib/tokens';

const PURPOSE = 'free-trial-address';

function addressHash(secret: string, email: string): string {
  return keyedHash(secret, PURPOSE, email.normalize('NFKC').trim().toLowerCase());
}

/** Remembers that `email` has had its free trial (again is fine). Pass the change's transaction. */
export async function rememberTrialAddress(db: Db, secret: string, email: string): Promise<void> {
  await db.insert(freeTrialAddresses).values({ emailHash: addressHash(secret, email) }).onConflictDoNothing();
}

export async function hadFreeTrial(db: Db, secret: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ emailHash: freeTrialAddresses.emailHash })
    .from(freeTrialAddresses)
    .where(eq(freeTrialAddresses.emailHash, addressHash(secret, email)));
  return row !== undefined;
}
