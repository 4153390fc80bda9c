/**
 * React Router's `<BrowserRouter>`, plus whether a navigation is under way: each location change is
 * applied in a React transition, so the previous page stays on screen while the next page's chunk
 * loads, and `useNavigationPending()` is true meanwhile (the layout shows a progress bar).
 * `UNSAFE_createBrowserHistory` is the history `<BrowserRouter>` itself uses.
 *
 * The pending flag is a small store, not a context: a context change reaches into parts of a
 * prerendered page that are not hydrated yet (lazy-below-fold.tsx), and React would render those anew.
 */
import { type ReactNode, useEffect, useLayoutEffect, useState, useSyncExternalStore, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';

let pending = false;
const listeners = new Set<() => void>();

function setPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a navigation waits for its page (false on the server and once the page is shown). */
export function useNavigationPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => false,
  );
}

/** `onNavigate`: told each new path as the navigation starts (main.tsx fetches its page and data then). */
export function AppBrowserRouter({ children, onNavigate }: { children: ReactNode; onNavigate?: (pathname: string) => void }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [isPending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        onNavigate?.(update.location.pathname);
        startTransition(() => setState(update));
      }),
    [history, onNavigate],
  );
  useEffect(() => setPending(isPending), [isPending]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history} useTransitions>
      {children}
    </Router>
  );
}
