/**
 * Progressive hydration for the part of a prerendered page below the fold: `lazyBelowFold(anchorId,
 * load)` is `React.lazy(load)`, except while that part's prerendered HTML is on the page (the anchor
 * element is there when React first needs the component): then its chunk is fetched only when the
 * anchor comes into the viewport or the visitor first interacts (pointer, key, touch). Meanwhile React
 * keeps the server's HTML on screen, readable and with working plain links, and hydrates it once the
 * code arrives. On the server and in ordinary client renders the chunk loads at once.
 *
 * Put the component inside its own <Suspense>, as the server rendered it. Use it only for content
 * that does not change under an update from above before it is hydrated: such an update forces React
 * to render the part again on the client.
 */
import { type ComponentType, lazy } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

function whenNeeded(anchor: Element): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: '0px',
    });
    function done() {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(anchor);
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

export function lazyBelowFold<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
    if (anchor) await whenNeeded(anchor);
    return { default: await load() };
  });
}
