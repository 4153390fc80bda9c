/**
 * An in-memory PGlite database can start from another's data folder (`pgliteSeed`): the test databases start
 * from one migrated copy, and server processes from a copy of one migrated folder. The copy holds what its source
 * held, and the two databases are then independent.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, migratedPgliteFolder, migratedPgliteSeed, usesPostgresServer } from '../test/test-db';
import { openDatabase } from './client';

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe.skipIf(usesPostgresServer())('PGlite from a copy of another data folder', () => {
  it('holds the source’s rows, and each side’s later writes stay its own', async () => {
    const source = await openDatabase({});
    await source.db.execute(sql`create table notes (body text)`);
    await source.db.execute(sql`insert into notes values ('kept')`);
    const copy = await openDatabase({ pgliteSeed: await source.dumpPglite!() });
    try {
      await copy.db.execute(sql`insert into notes values ('copy only')`);
      await source.db.execute(sql`insert into notes values ('source only')`);
      expect(rows<{ body: string }>(await copy.db.execute(sql`select body from notes order by body`)).map((r) => r.body)).toEqual([
        'copy only',
        'kept',
      ]);
      expect(rows<{ body: string }>(await source.db.execute(sql`select body from notes order by body`)).map((r) => r.body)).toEqual([
        'kept',
        'source only',
      ]);
    } finally {
      await copy.close();
      await source.close();
    }
  });

  it('the test databases start migrated from the saved copy, with no migration left to apply', async () => {
    expect((await migratedPgliteSeed()).size).toBeGreaterThan(0);
    const database = await createTestDatabase();
    try {
      expect(await database.migrate()).toEqual({ applied: 0 });
      const users = rows<{ present: boolean }>(await database.db.execute(sql`select to_regclass('public.users') is not null as present`));
      expect(users[0]?.present).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('a server process’s data folder copied from the saved migrated folder opens with no migration left to apply', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-seed-folder-'));
    try {
      cpSync(await migratedPgliteFolder(), join(dir, 'db'), { recursive: true });
      const database = await openDatabase({ pgliteDir: join(dir, 'db') });
      try {
        expect(await database.migrate()).toEqual({ applied: 0 });
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
