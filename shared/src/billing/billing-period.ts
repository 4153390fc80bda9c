/**
 * Quota periods as dates (decision D9: monthly limits run per billing period, the trial's 7 days for a
 * trial). Plain UTC arithmetic on `Date`: the repo has no date library and these two functions are all
 * the calendar work billing needs, so none is added.
 */

export interface BillingPeriod {
  /** Inclusive. */
  start: Date;
  /** Exclusive: the moment the quotas reset (or, for the trial, end). */
  end: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * `months` calendar months after `date` in UTC, keeping the time of day. A day the target month lacks is
 * clamped to its last day (Jan 31 + 1 month = Feb 28 or 29), as Stripe bills an anchor on the 31st.
 */
export function addMonths(date: Date, months: number): Date {
  const monthIndex = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/**
 * The monthly period holding `now`, counted from `anchor` (each start is `anchor` + k months, computed
 * from the anchor itself so Jan 31 → Feb 28 → Mar 31). Never earlier than the anchor's own period: a
 * `now` slightly before the anchor (clocks apart) stays in the first period.
 */
export function monthlyPeriodAt(anchor: Date, now: Date): BillingPeriod {
  let k = Math.max(
    0,
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth()),
  );
  while (k > 0 && addMonths(anchor, k) > now) k -= 1;
  while (addMonths(anchor, k + 1) <= now) k += 1;
  return { start: addMonths(anchor, k), end: addMonths(anchor, k + 1) };
}
