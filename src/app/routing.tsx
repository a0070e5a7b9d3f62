import { createContext, useContext, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { matchRoute, Router, useLocation, useRouter, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';

/** Whether the shop's router is around: a header embedded in another page has none. */
const ClientRouting = createContext(false);

/** Whether the visit has gone on from the page it started on (`useLeftFirstPage`). */
const LeftFirstPage = createContext(false);

interface ShopRouterProps {
  /** Where the address comes from: the browser's (the default), or memory in tests and stories. */
  hook?: BaseLocationHook;
  /** The address a server renders the page for, e.g. `/` and `?site=TR`: there is no browser's. */
  serverAddress?: { path: string; search: string };
  children: ReactNode;
}

/**
 * The address as a deferred value: after a navigation the new page renders in an interruptible
 * render, as react-router's navigations in a transition did, rather than in one blocking task
 * (wouter reads the address through useSyncExternalStore, which React renders at once).
 */
function deferred(hook: BaseLocationHook): BaseLocationHook {
  const searchHook: BaseSearchHook = hook.searchHook ?? useBrowserSearch;
  const useDeferredLocation: BaseLocationHook = (...args) => {
    const [location, navigate] = hook(...args);
    return [useDeferredValue(location), navigate];
  };
  const useDeferredSearch: BaseSearchHook = (...args) => useDeferredValue(searchHook(...args));
  useDeferredLocation.searchHook = useDeferredSearch;
  return useDeferredLocation;
}

/**
 * The shop's client-side router (wouter, 2 kB gzip: react-router's declarative routes cost 12 kB
 * of the initial JS budget, issue 16). Pages are matched in routes.tsx.
 */
export function ShopRouter({ hook = useBrowserLocation, serverAddress, children }: ShopRouterProps) {
  const [location] = useState(() => deferred(hook));
  return (
    <Router hook={location} ssrPath={serverAddress?.path} ssrSearch={serverAddress?.search}>
      <ClientRouting.Provider value>
        <FirstPageWatch>{children}</FirstPageWatch>
      </ClientRouting.Provider>
    </Router>
  );
}

/**
 * Notes, in the render that shows another address, that the visit has left its first page: the
 * new page's render knows it (a late header banner comes in with it, not a frame after it).
 * Back on the first address, the visit has still left it.
 */
function FirstPageWatch({ children }: { children: ReactNode }) {
  const { pathname, search } = useAddress();
  const address = `${pathname}${search}`;
  const [firstAddress] = useState(address);
  const [left, setLeft] = useState(false);
  if (!left && address !== firstAddress) setLeft(true);
  return <LeftFirstPage.Provider value={left}>{children}</LeftFirstPage.Provider>;
}

/** Whether the visit has gone on by client-side navigation from the page it started on. */
export const useLeftFirstPage = (): boolean => useContext(LeftFirstPage);

/** Goes to an address by client-side navigation, or null where no shop router is there. */
export function useClientNavigate(): ((href: string) => void) | null {
  const routed = useContext(ClientRouting);
  const [, navigate] = useLocation();
  return routed ? (href: string) => navigate(href) : null;
}

/**
 * The query string as the address has it, e.g. `?query=kaffee` (empty when there is none). Not
 * wouter's `useSearch`: that one runs `decodeURI` first, so a shopper's literal `50%20off` would
 * come back as `50 off` once URLSearchParams decodes it again.
 */
function useRawSearch(): string {
  const router = useRouter();
  const search = router.searchHook(router);
  return search && !search.startsWith('?') ? `?${search}` : search;
}

/** The query parameters of the page's address, decoded once. */
export function useQueryParams(): URLSearchParams {
  const search = useRawSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** The page's path and query string, e.g. `/search` and `?query=kaffee`. */
export function useAddress(): { pathname: string; search: string } {
  const [pathname] = useLocation();
  return { pathname, search: useRawSearch() };
}

/** Whether the current path is one of these route patterns (`/p/:slug/:id`), matched whole. */
export function useIsOnPath(patterns: readonly string[]): boolean {
  const { parser } = useRouter();
  const [pathname] = useLocation();
  return patterns.some((pattern) => matchRoute(parser, pattern, pathname)[0]);
}
