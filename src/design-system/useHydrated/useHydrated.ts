import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the page is still being hydrated: false unless the app says it hydrates the server's HTML
 * (`hydrationStarted`), until it says hydration is over (`hydrationFinished`).
 */
let hydrating = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The app is about to hydrate the server's HTML: `useHydrated` is false until it says it is over. */
export function hydrationStarted() {
  hydrating = true;
}

/**
 * Hydration is over: the parts that waited for it render as the browser says. The app calls it in
 * a task after the one that commits the hydrated page, so that their renders (the search field's
 * variant, the form fields, the app banner) do not lengthen that task (TBT, issue 16).
 */
export function hydrationFinished() {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of listeners) listener();
}

/**
 * False on the server and while React hydrates the server's HTML, true from then on (and from the
 * first render of a page rendered in the browser alone). A part that depends on what only the
 * browser knows (the viewport's width, local storage) renders as the server did until hydration
 * is over, then as the browser says: the first render matches the HTML, so React can keep it.
 *
 * The change to true is a transition, not an external store's update: React renders a store's
 * change in one piece, and the parts that waited (the search field's variant, the form fields, the
 * app banner) were one task of 35-45 ms on Lighthouse's phone; a transition yields every few ms.
 */
export function useHydrated(): boolean {
  // Read at render: false on the server and in the hydration render, true in a later render. Not
  // subscribed: the change is the transition below.
  const hydratedNow = useSyncExternalStore(
    noChanges,
    () => !hydrating,
    () => false,
  );
  const [finished, setFinished] = useState(false);
  const hydrated = hydratedNow || finished;
  useEffect(() => {
    if (hydrated) return;
    const finish = () => startTransition(() => setFinished(true));
    // Hydration may have ended between this render and its effect.
    if (!hydrating) {
      finish();
      return;
    }
    return subscribe(finish);
  }, [hydrated]);
  return hydrated;
}

const noChanges = () => () => undefined;
