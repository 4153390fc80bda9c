/**
 * Per-user limit on the editor's calls (analysing is cheap but runs the scorer in the compute pool on
 * every click; saving writes a version). Counted by the shared per-user limiter under its own prefix.
 */
import type { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { createUserLimiter, type LimitRule } from '../../middleware/rate-limit';

export const EDITOR_LIMIT_PREFIX = 'editorUser';
export const editorLimitRule: LimitRule = { points: 300, durationSeconds: 10 * 60 };

export function createEditorLimiter(db: Db, rule: LimitRule = editorLimitRule): RateLimiterDrizzle {
  return createUserLimiter(db, EDITOR_LIMIT_PREFIX, rule);
}
