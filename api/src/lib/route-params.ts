/**
 * Ids in a route's path: a positive integer that fits PostgreSQL's integer, else 404 with the given
 * message (an id that cannot exist behaves like one that does not).
 */
import { AppError, messages } from '@jobapp/shared';

const MAX_ID = 2_147_483_647;

export function idParam(value: string | undefined, notFoundMessage: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id > MAX_ID) throw new AppError('not_found', notFoundMessage);
  return id;
}

/** A resume id in the path (`:id`). */
export function resumeIdParam(value: string | undefined): number {
  return idParam(value, messages.resumeNotFound);
}
