/**
 * The keyboard shortcut that opens the popup, as the browser has it now (the user can change or clear it
 * at chrome://extensions/shortcuts), read from `commands.getAll()` rather than the manifest's suggestion.
 * No imports: wxt.config.ts reads `SUGGESTED_SHORTCUT` from here.
 */
/** The suggested key (manifest `_execute_action`). Alt+Shift+R is Chromium's reading-mode key. */
export const SUGGESTED_SHORTCUT = 'Alt+Shift+J';

interface Command {
  name?: string;
  shortcut?: string;
}

/** The popup command's shortcut, or null when none is set (cleared by the user, or taken by another extension). */
export function actionShortcut(commands: readonly Command[]): string | null {
  const command = commands.find((c) => c.name === '_execute_action' || c.name === '_execute_browser_action');
  const shortcut = command?.shortcut?.trim();
  return shortcut ? shortcut : null;
}

/** Reads the current shortcut; null when none is set or the browser cannot tell. */
export async function loadActionShortcut(getAll: () => Promise<Command[]>): Promise<string | null> {
  try {
    return actionShortcut(await getAll());
  } catch {
    return null;
  }
}
