import { installedAt } from './storage';

/** Records the first installation time; later updates keep the original date. */
export async function recordInstall(now: Date = new Date()): Promise<string> {
  const existing = await installedAt.getValue();
  if (existing) return existing;
  const value = now.toISOString();
  await installedAt.setValue(value);
  return value;
}
