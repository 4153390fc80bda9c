/**
 * The browser's side of board-hosts.ts: `permissions.contains/request` and the list of board hosts the
 * user was asked for once (storage.local `askedBoardHosts`).
 */
import { browser } from 'wxt/browser';
import type { BoardPermissionDeps } from './board-hosts';
import { askedBoardHosts } from './storage';

export function browserBoardDeps(): BoardPermissionDeps {
  return {
    permissions: {
      contains: (permissions) => browser.permissions.contains(permissions),
      request: (permissions) => browser.permissions.request(permissions),
    },
    askedBefore: async (pattern) => (await askedBoardHosts.getValue()).includes(pattern),
    remember: async (pattern) => {
      const asked = await askedBoardHosts.getValue();
      if (!asked.includes(pattern)) await askedBoardHosts.setValue([...asked, pattern]);
    },
  };
}
