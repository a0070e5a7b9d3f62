import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from then on (and from the
 * first render of a page rendered in the browser alone). A part that depends on what only the
 * browser knows (the viewport's width, local storage) renders as the server did until hydration
 * is over, then as the browser says: the first render matches the HTML, so React can keep it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
