import { EXTENSION_PUBLIC_KEY } from '@jobapp/shared/extension';
import { defineConfig } from 'wxt';
import { BOARD_HOST_PATTERNS } from './extension/lib/board-hosts';
import { SUGGESTED_SHORTCUT } from './extension/lib/shortcut';

// The browser extension (WXT, Manifest V3 for Chrome and Firefox). Its sources live in extension/;
// WXT's root is the repo root so the design card's top level (wxt.config.ts beside package.json) holds.
// Permissions are kept minimal; each one is justified in extension/README.md ("Permissions").
//
// Firefox is built as MV3 too (extension/.output/firefox-mv3): one manifest shape and one code path
// (`action`, `host_permissions`, `optional_host_permissions`, `_execute_action`, storage.session) for
// both browsers. WXT's MV2 conversion drops `optional_host_permissions`, which the options page needs
// to reach a web app on another origin. Firefox 128 (the current ESR) supports all of it.

/** Sites the content scripts read, and the default web app (any port on loopback). */
const HOST_PERMISSIONS = ['*://*.linkedin.com/*', '*://*.indeed.com/*', 'http://localhost/*', 'http://127.0.0.1/*'];

export default defineConfig({
  srcDir: 'extension',
  outDir: 'extension/.output',
  manifestVersion: 3,
  modules: ['@wxt-dev/module-react'],
  manifest: ({ browser }) => ({
    name: 'ResumeBoost',
    description: 'Tailor your resume to the job you are looking at, on LinkedIn, Indeed, job boards and career sites.',
    // activeTab + scripting: the popup injects the site reader into a job tab opened before install (no
    // install-time warning for either).
    permissions: ['storage', 'contextMenus', 'activeTab', 'scripting'],
    host_permissions: HOST_PERMISSIONS,
    // Asked for at run time: the origin the user types on the options page, and a job board's host the
    // first time the user acts on one of its pages (extension/lib/board-hosts.ts). Any other page is read
    // through activeTab after the user's click. No content script is declared for any of these.
    optional_host_permissions: ['http://*/*', 'https://*/*', ...BOARD_HOST_PATTERNS],
    commands: {
      _execute_action: {
        // Not Alt+Shift+R: Chromium reserves it for reading mode. The popup shows the key actually set.
        suggested_key: { default: SUGGESTED_SHORTCUT },
        description: 'Open ResumeBoost for this page',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'resumeboost@jobapp.extension',
              strict_min_version: '128.0',
              // The job posting on the page is sent to the user's ResumeBoost server when they ask.
              data_collection_permissions: { required: ['websiteContent'] },
            },
          },
        }
      : // Fixes the Chrome extension id (EXTENSION_ID) so the API can accept its origin.
        { key: EXTENSION_PUBLIC_KEY }),
  }),
});
