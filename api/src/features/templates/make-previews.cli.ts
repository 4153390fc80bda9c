/**
 * Build step (scripts/build.mjs runs the bundled `dist/make-template-previews.js`): every template's
 * thumbnail and page preview into `dist/template-previews`, where the server reads them (issue 26,
 * item 5), so no visitor waits for Chromium.
 *
 * Cheap on a rebuild: the files made are kept in the machine's cache folder (the one scripts/bootstrap.mjs
 * keeps Node in: RB_CACHE_DIR, else $XDG_CACHE_HOME/resumeboost, else ~/.cache/resumeboost), under
 * `template-previews/`, shared by every clone (a file's name carries the hash of its template's HTML, so
 * clones on other commits never mix). A template is photographed again only when its HTML changed (about
 * 0.2 s for all when nothing did; about 15-40 s for all 27 on 2 cores). Files no build has used for 30
 * days are removed. Without Chromium the build goes on with a warning: the server then makes the previews
 * once in the background at its first start.
 */
import { cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../logger';
import { builtPreviewsFolder } from './built-previews-folder';
import { createPreviewBrowser } from './preview-browser';
import { createTemplatePreviews } from './template-previews';

const logger = createLogger('info');
const out = builtPreviewsFolder;
const cache = join(
  process.env.RB_CACHE_DIR || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'resumeboost'),
  'template-previews',
);
const KEEP_UNUSED_MS = 30 * 24 * 3600_000;
const started = performance.now();

await mkdir(out, { recursive: true });
const browser = createPreviewBrowser({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', logger, idleMs: 1_000 });
const previews = createTemplatePreviews({ dir: out, browser, logger });
const names = previews.fileNames();
// Only this build's designs come out of the cache (it may hold other commits' files too).
await Promise.all(names.map((name) => cp(join(cache, name), join(out, name)).catch(() => undefined)));
try {
  const failed = await previews.generateAll();
  // This build's files into the cache (copying refreshes their time), then the long-unused ones out.
  await mkdir(cache, { recursive: true });
  await Promise.all(names.map((name) => cp(join(out, name), join(cache, name)).catch(() => undefined)));
  const now = Date.now();
  for (const name of await readdir(cache)) {
    const file = join(cache, name);
    if (now - (await stat(file)).mtimeMs > KEEP_UNUSED_MS) await rm(file, { force: true });
  }
  const ms = Math.round(performance.now() - started);
  if (failed.length > 0) {
    logger.warn({ failed: failed.length, ms }, 'Template previews not made at build time: the server makes them once at its first start');
  } else {
    logger.info({ ms, out }, 'Template previews ready');
  }
} finally {
  await previews.close();
}
