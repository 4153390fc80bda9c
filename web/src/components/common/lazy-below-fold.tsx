/**
 * Progressive hydration for the part of a prerendered page below the fold: `lazyBelowFold(anchorId,
 * load)` is `React.lazy(load)`, except while that part's prerendered HTML is on the page (the anchor
 * element is there when React first needs the component): then its chunk is fetched only when the
 * visitor first does something — scrolls, or uses a pointer, key or touch — so a page's first load is
 * its first screen's code only, whatever the window's size (a desktop window shows part of what is
 * below a phone's fold: watching the viewport would load it at once there). Meanwhile React keeps the
 * server's HTML on screen, readable and with working plain links, and hydrates it once the code
 * arrives. On the server and in ordinary client renders the chunk loads at once.
 *
 * Put the component inside its own <Suspense>, as the server rendered it. Use it only for content
 * that does not change under an update from above before it is hydrated: such an update forces React
 * to render the part again on the client.
 */
import { type ComponentType, lazy } from 'react';

const INTERACTIONS = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const;

function whenNeeded(): Promise<void> {
  return new Promise((resolve) => {
    // Already scrolled (a reload keeps the position, or a #anchor link): load now.
    if (window.scrollY > 0) return resolve();
    function done() {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

export function lazyBelowFold<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
    if (anchor) await whenNeeded();
    return { default: await load() };
  });
}
