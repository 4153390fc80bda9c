/**
 * The 'Copied' indicator (spec sections 4 and 9): after a job link is copied, that job's Copy URL button
 * reads 'Copied' for 2 seconds. One indicator for the whole list: copying another job moves it there
 * and restarts the 2 seconds.
 */
import { limits } from '@jobapp/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';

export interface CopyIndicator {
  /** Shows the indicator on `id` for `durationMs`. */
  show(id: string): void;
  /** The id showing 'Copied', or null. */
  current(): string | null;
  subscribe(listener: () => void): () => void;
  /** Stops the pending timer (the component unmounted). */
  dispose(): void;
}

export function createCopyIndicator(durationMs: number = limits.copyIndicatorMs): CopyIndicator {
  let copiedId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    copiedId = next;
    for (const listener of listeners) listener();
  };
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    show(id) {
      stop();
      set(id);
      timer = setTimeout(() => {
        timer = null;
        set(null);
      }, durationMs);
    },
    current: () => copiedId,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: stop,
  };
}

/** The indicator for one list of results; `copiedId` is the job whose button reads 'Copied'. */
export function useCopyIndicator(): { copiedId: string | null; show: (id: string) => void } {
  const [indicator] = useState(() => createCopyIndicator());
  useEffect(() => () => indicator.dispose(), [indicator]);
  const copiedId = useSyncExternalStore(indicator.subscribe, indicator.current, indicator.current);
  return { copiedId, show: indicator.show };
}

/**
 * Copies text to the clipboard: the async Clipboard API, else a hidden text area and `execCommand`
 * (older browsers, or a page that lost focus). Resolves false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall back below.
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  active?.focus();
  return ok;
}
