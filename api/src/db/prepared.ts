/**
 * Hot queries built once per database (issue 26): `preparedPerDatabase(build)` answers a function that
 * builds the query with `build(db)` the first time a database asks, and the same prepared query after.
 * Drizzle then builds no SQL per request, and PostgreSQL parses a named statement once per connection.
 * A WeakMap, so a closed test database takes its queries with it.
 */
import type { Db } from './client';

export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
