/**
 * How long things are kept, as the legal pages word it. Figures from `shared/src/limits.ts` are read
 * from there; the few the API keeps to itself are mirrored here with where they live, so a change there
 * has one place to update here.
 */
import { limits, MB } from '@jobapp/shared';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** '1 hour', '15 minutes', '30 days': whole units only, the largest that fits. */
export function durationText(ms: number): string {
  const units: [number, string][] = [
    [DAY_MS, 'day'],
    [HOUR_MS, 'hour'],
    [60_000, 'minute'],
  ];
  for (const [size, name] of units) {
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  return `${Math.round(ms / 1000)} seconds`;
}

export const retention = {
  /** Password-reset links (limits.resetTokenTtlMs). */
  resetLink: durationText(limits.resetTokenTtlMs),
  /** "Remember me" sessions (limits.rememberMeDays). */
  rememberedSession: durationText(limits.rememberMeDays * DAY_MS),
  /** Other sessions: api/src/features/auth/sessions.service.ts IDLE_DAYS and BROWSER_SESSION_MAX_DAYS. */
  sessionIdle: durationText(1 * DAY_MS),
  sessionMax: durationText(7 * DAY_MS),
  /** The longest rate-limit window (api/src/middleware/rate-limit.ts: contact, newsletter, forgot password). */
  rateLimitWindow: durationText(1 * HOUR_MS),
  /** Job searches answered again from storage (api/src/features/job-search: reused for 15 minutes). */
  searchReuse: durationText(15 * 60_000),
} as const;

export const storageFacts = {
  defaultMb: limits.defaultStorageBytes / MB,
  maxFileMb: limits.maxResumeFileBytes / MB,
  addonMb: limits.storageAddonBytes / MB,
} as const;
