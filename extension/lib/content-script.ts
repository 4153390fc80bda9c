/**
 * What both job-site content scripts do (the entrypoints only choose where they run): follow the job
 * the page shows, report it to the background, and answer the popup's `readPageJob`.
 */
import { startJobTracker, type TrackerContext } from './job-tracker';
import { onMessage, sendMessage } from './messaging';
import { readPageJob } from './read-page-job';

export function runJobContentScript(ctx: TrackerContext): void {
  const tracker = startJobTracker(ctx, {
    doc: document,
    getUrl: () => location.href,
    read: (doc, url) => readPageJob(doc, url),
    report: (job) => sendMessage('pageJobChanged', { job }),
  });
  const stop = onMessage('readPageJob', () => tracker.request());
  ctx.onInvalidated(stop);
}
