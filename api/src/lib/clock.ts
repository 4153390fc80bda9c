/** The app reads the time through a clock so tests can move it (token expiry, trial end). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}
