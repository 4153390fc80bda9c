import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../features/users/users.queries';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { findPgError, isUniqueViolation } from './errors';

/** The driver error as Drizzle throws it, whatever its shape. */
async function captureError(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe('reading PostgreSQL errors from this driver', () => {
  let database: TestDatabase;
  const base = { fullName: 'Dup', passwordHash: 'x', subscriptionEndDate: new Date() };

  beforeAll(async () => {
    database = await createTestDatabase();
    await insertUser(database.db, { ...base, username: 'Taken', email: 'taken@example.com' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('recognises a duplicate username (case-insensitive index) by its index name', async () => {
    const error = await captureError(() => insertUser(database.db, { ...base, username: 'TAKEN', email: 'other@example.com' }));
    expect(findPgError(error)).toEqual({ code: '23505', constraint: 'users_username_key' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_username_key')).toBe(true);
    expect(isUniqueViolation(error, 'users_email_key')).toBe(false);
  });

  it('recognises a duplicate e-mail by its index name', async () => {
    const error = await captureError(() => insertUser(database.db, { ...base, username: 'fresh', email: 'TAKEN@example.com' }));
    expect(isUniqueViolation(error, 'users_email_key')).toBe(true);
  });

  it('does not mistake other errors for unique violations', async () => {
    const error = await captureError(() => database.db.execute('select * from no_such_table'));
    expect(findPgError(error)?.code).toBe('42P01');
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
  });
});
