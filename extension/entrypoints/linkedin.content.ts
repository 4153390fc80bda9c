// LinkedIn: job view pages, and the signed-in search and collection pages with `currentJobId`. It runs
// on every LinkedIn page (not only /jobs/*) because LinkedIn is a single-page app: going from the feed
// to Jobs is an in-page navigation that would never inject a /jobs/*-only script. Off job URLs the
// script only listens for URL changes.
import { runJobContentScript } from '../lib/content-script';

export default defineContentScript({
  matches: ['*://*.linkedin.com/*'],
  runAt: 'document_idle',
  main(ctx) {
    runJobContentScript(ctx);
  },
});
