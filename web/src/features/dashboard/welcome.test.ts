import { describe, expect, it } from 'vitest';
import { greetingName, isNewAccountState, newAccountState, welcomeTitle } from './welcome';

describe('dashboard welcome', () => {
  it('welcomes a new account, and welcomes back everyone else', () => {
    expect(welcomeTitle('Ada Lovelace', true)).toBe('Welcome, Ada Lovelace');
    expect(welcomeTitle('Ada Lovelace', false)).toBe('Welcome back, Ada Lovelace');
  });

  it('recognises only the register form’s history state', () => {
    expect(isNewAccountState(newAccountState)).toBe(true);
    // What the browser hands back after a reload: a structured clone, not the same object.
    expect(isNewAccountState(structuredClone(newAccountState))).toBe(true);
    for (const other of [null, undefined, {}, { newAccount: 'yes' }, { from: '/settings' }, 'newAccount']) {
      expect(isNewAccountState(other)).toBe(false);
    }
  });

  it('greets by full name, else by username', () => {
    expect(greetingName({ fullName: '  Grace Hopper ', username: 'grace' })).toBe('Grace Hopper');
    expect(greetingName({ fullName: '   ', username: 'grace' })).toBe('grace');
    expect(greetingName({ fullName: null, username: 'grace' })).toBe('grace');
  });
});
