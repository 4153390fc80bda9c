/**
 * Reads PostgreSQL errors whatever the driver: pg's DatabaseError and PGlite's error both carry
 * `code` and `constraint`; Drizzle may wrap them (DrizzleQueryError) with the original in `.cause`.
 */
interface PgErrorFields {
  code: string;
  constraint: string | undefined;
}

export function findPgError(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && /\d/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** 23505 unique_violation; with `constraint`, only for that constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findPgError(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
}
