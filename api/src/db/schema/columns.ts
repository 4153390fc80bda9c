/** Column helpers shared by the schema files. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** `timestamp with time zone`, read as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes (drizzle-orm 0.45 has no built-in bytea for pg-core). Both pg and PGlite return Buffer/Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
