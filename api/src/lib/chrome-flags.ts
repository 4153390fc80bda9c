/**
 * The one set of flags for every Chromium the project starts: the API's PDF printer and template
 * previews, the API and e2e test suites, and the benchmarks (which import this file directly, so it
 * imports nothing). No sandbox (containers), no GPU, nothing phoning home, /tmp instead of a small
 * /dev/shm.
 */
export const chromeFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Where Chromium is looked for when CHROME_PATH is not set (env.ts has the same default). */
export const defaultChromePath = '/usr/bin/chromium';
