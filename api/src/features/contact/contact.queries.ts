/** Contact-form messages. */
import type { ContactInput } from '@jobapp/shared';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export async function insertContactMessage(
  db: Db,
  values: Required<ContactInput> & { userId: number | null },
): Promise<{ id: number }> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!;
}
