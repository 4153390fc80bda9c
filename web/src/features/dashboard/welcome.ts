/**
 * The dashboard greets a brand-new account with "Welcome, {name}" and everyone else with "Welcome
 * back, {name}". The register form marks its navigation to /dashboard with `newAccountState` in the
 * history entry's state: a reload of that page keeps the state (the browser stores it with the entry),
 * while any later visit (a link, signing in again) creates an entry without it.
 */
export const newAccountState = { newAccount: true } as const;

/** True when the history state is the register form's mark. Anything else (null, other state) is false. */
export function isNewAccountState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { newAccount?: unknown }).newAccount === true;
}

/** The name to greet: the full name, else the username. */
export function greetingName(user: { fullName: string | null; username: string }): string {
  return user.fullName?.trim() || user.username;
}

export function welcomeTitle(name: string, newAccount: boolean): string {
  return newAccount ? `Welcome, ${name}` : `Welcome back, ${name}`;
}
