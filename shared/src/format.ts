/** Small formatting helpers used by the web app and the API alike. */

/** Bytes shown as Bytes, KB, MB or GB (spec section 9). */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'] as const;
  const index = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** index;
  return `${Number.parseFloat(value.toFixed(decimals))} ${units[index]}`;
}

/** Avatar initials: first letters of the first two words of fullName, else of username, else 'U'. */
export function getInitials(fullName?: string | null, username?: string | null): string {
  for (const source of [fullName, username]) {
    const words = (source ?? '').trim().split(/\s+/).filter(Boolean);
    if (words.length > 0) {
      return words
        .slice(0, 2)
        .map((word) => word[0]!.toUpperCase())
        .join('');
    }
  }
  return 'U';
}

/** Percentage of storage used, 0-100, rounded to one decimal. */
export function storagePercentage(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 1000) / 10);
}

/** 'Dec 4' (UTC): when a quota resets, a plan change applies. */
export function formatShortDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
