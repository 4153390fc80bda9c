/**
 * Date formats used across the app. Pure functions, unit-tested. (The trial-ending rule is the server's:
 * the billing overview's `banner`, from shared entitlements.)
 */

/** 'April 1, 2025'; 'N/A' when absent or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** 'Dec 4' (a date within the coming year, such as a quota's reset); 'N/A' when absent or unreadable. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}
