/**
 * A User Timing measure of a view's first render (issue 24: the board with 500 applications renders
 * in ≤ 200 ms). `performance.mark` when the component first renders, `performance.measure` when that
 * render is committed (before paint), named `<name>:first-render`; the e2e suite reads it, and it
 * shows in the browser's performance panel.
 */
import { useLayoutEffect, useState } from 'react';

export function useFirstRenderMeasure(name: string): void {
  const [start] = useState(() => (typeof performance === 'undefined' ? 0 : performance.now()));
  useLayoutEffect(() => {
    if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
    performance.measure(`${name}:first-render`, { start, end: performance.now() });
  }, [name, start]);
}
