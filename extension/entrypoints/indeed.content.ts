// Indeed: viewjob pages, and search pages with the job pane open (`vjk`), on every country site.
import { runJobContentScript } from '../lib/content-script';

export default defineContentScript({
  matches: ['*://*.indeed.com/*'],
  runAt: 'document_idle',
  main(ctx) {
    runJobContentScript(ctx);
  },
});
