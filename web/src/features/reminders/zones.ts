/** The time zones the settings offer: the platform's IANA list, with the user's own first. */
export function timeZoneChoices(current: string, browserZone: string, supported: readonly string[]): string[] {
  const rest = [...new Set(['UTC', ...supported])].filter((zone) => zone !== current && zone !== browserZone).sort();
  return [...new Set([current, browserZone])].filter((zone) => zone !== '').concat(rest);
}

/** "8:00" style labels for the 24 hours (the digest hour, local time). */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

export function supportedTimeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : ['UTC'];
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
