/**
 * React Router's `<BrowserRouter>`, plus whether a navigation is under way: each location change is
 * applied in a React transition, so the previous page stays on screen while the next page's chunk
 * loads, and `useNavigationPending()` is true meanwhile (the layout shows a progress bar).
 * `UNSAFE_createBrowserHistory` is the history `<BrowserRouter>` itself uses.
 */
import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';

const NavigationPendingContext = createContext(false);

/** True while a navigation waits for its page (false on the server and once the page is shown). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [isPending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <NavigationPendingContext.Provider value={isPending}>
      <Router location={state.location} navigationType={state.action} navigator={history} useTransitions>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}
