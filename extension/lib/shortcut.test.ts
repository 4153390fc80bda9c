import { describe, expect, it } from 'vitest';
import { actionShortcut, loadActionShortcut, SUGGESTED_SHORTCUT } from './shortcut';

describe('actionShortcut', () => {
  it('is the shortcut the browser reports for the popup command', () => {
    expect(actionShortcut([{ name: 'other', shortcut: 'Ctrl+Q' }, { name: '_execute_action', shortcut: 'Alt+Shift+K' }])).toBe('Alt+Shift+K');
  });

  it('is null when the command has no shortcut (cleared, or taken by another extension)', () => {
    expect(actionShortcut([{ name: '_execute_action', shortcut: '' }])).toBeNull();
    expect(actionShortcut([{ name: '_execute_action' }])).toBeNull();
    expect(actionShortcut([])).toBeNull();
  });
});

describe('loadActionShortcut', () => {
  it('reads commands.getAll and falls back to none when it fails', async () => {
    expect(await loadActionShortcut(async () => [{ name: '_execute_action', shortcut: 'Alt+Shift+J' }])).toBe('Alt+Shift+J');
    expect(await loadActionShortcut(async () => Promise.reject(new Error('no commands API')))).toBeNull();
  });

  it('does not suggest a key Chromium reserves (Alt+Shift+R opens reading mode)', () => {
    expect(SUGGESTED_SHORTCUT).not.toBe('Alt+Shift+R');
  });
});
