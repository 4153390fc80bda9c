// Background (service worker in Chrome, event page in Firefox): thin entry; the wiring lives in
// extension/lib/background.ts.
import { startBackground } from '../lib/background';

export default defineBackground(() => {
  startBackground();
});
