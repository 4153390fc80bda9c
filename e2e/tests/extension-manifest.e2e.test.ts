// The built extension's manifest (issue 24, section 2): the job boards are OPTIONAL host permissions,
// asked for at run time, so the install-time warnings do not grow, and no content script runs on a board
// (or any host but LinkedIn and Indeed) on its own. Reads extension/.output/chrome-mv3/manifest.json, which
// the browser tests' global setup builds with WXT; no browser needed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_HOST_PATTERNS, boardHostPatternFor } from '../../extension/lib/board-hosts';
import { builtExtensionDir } from '../support/extension-browser';

interface Manifest {
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  optional_permissions?: string[];
  content_scripts?: { matches?: string[]; js?: string[] }[];
  web_accessible_resources?: unknown[];
}

/** What the manifest held before the boards were added (the LinkedIn/Indeed extension, issue 4). */
const INSTALL_PERMISSIONS = ['storage', 'contextMenus', 'activeTab', 'scripting', 'sidePanel'];
const INSTALL_HOSTS = ['*://*.linkedin.com/*', '*://*.indeed.com/*', 'http://localhost/*', 'http://127.0.0.1/*'];
const CONTENT_SCRIPT_MATCHES = ['*://*.indeed.com/*', '*://*.linkedin.com/*'];

describe('the built extension manifest', () => {
  let manifest: Manifest;

  beforeAll(() => {
    manifest = JSON.parse(readFileSync(join(builtExtensionDir(), 'manifest.json'), 'utf8')) as Manifest;
  });

  it('holds the job boards as optional host permissions', () => {
    const optional = manifest.optional_host_permissions ?? [];
    for (const host of [
      'https://boards.greenhouse.io/*',
      'https://job-boards.greenhouse.io/*',
      'https://jobs.lever.co/*',
      'https://jobs.ashbyhq.com/*',
      'https://*.myworkdayjobs.com/*',
      'https://jobs.smartrecruiters.com/*',
    ]) {
      expect(optional).toContain(host);
    }
    expect(optional).toEqual(['http://*/*', 'https://*/*', ...BOARD_HOST_PATTERNS]);
    // Each stored board fixture's link is covered by one of them.
    const postings = JSON.parse(readFileSync(new URL('../../api/src/features/jobs/__fixtures__/boards/postings.json', import.meta.url), 'utf8')) as Record<
      string,
      { link: string }[]
    >;
    const boardLinks = Object.entries(postings).flatMap(([board, list]) => (board === 'jsonld' ? [] : list.map((p) => p.link)));
    expect(boardLinks).toHaveLength(15);
    for (const link of boardLinks) expect(optional, link).toContain(boardHostPatternFor(link));
  });

  it('keeps the install-time permissions and hosts as they were (no new warning)', () => {
    expect(manifest.permissions).toEqual(INSTALL_PERMISSIONS);
    expect(manifest.host_permissions).toEqual(INSTALL_HOSTS);
    expect(manifest.optional_permissions).toBeUndefined();
    for (const pattern of BOARD_HOST_PATTERNS) expect(manifest.host_permissions).not.toContain(pattern);
  });

  it('runs content scripts on LinkedIn and Indeed only; the page reader is injected, never declared', () => {
    const scripts = manifest.content_scripts ?? [];
    const matches = scripts.flatMap((cs) => cs.matches ?? []);
    expect([...new Set(matches)].sort()).toEqual(CONTENT_SCRIPT_MATCHES);
    expect(scripts.flatMap((cs) => cs.js ?? [])).not.toContain('page-reader.js');
    // The page reader is built for scripting.executeScript (the tab the user clicked on) ...
    expect(readFileSync(join(builtExtensionDir(), 'page-reader.js'), 'utf8').length).toBeGreaterThan(1000);
    // ... and no page can load it by itself.
    expect(manifest.web_accessible_resources).toBeUndefined();
  });
});
