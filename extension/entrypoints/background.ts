// Background service worker: thin entry; logic lives in extension/lib. The job capture, context menu
// and messaging arrive with the job-sources issue.
import { recordInstall } from '../lib/install';

export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(() => {
    void recordInstall();
  });
});
