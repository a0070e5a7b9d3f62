/**
 * The window events the page furniture exchanges with the rest of the page. One map types
 * every event's detail, so emitters and listeners cannot disagree.
 */
export interface WindowEventDetails {
  'cart-data-changed': { count: number };
  'cart-update': undefined;
  successfulSubmit: { form: string };
  promotionFetched: { fetched: boolean };
  'navigation-overlay-open': undefined;
  'navigation-overlay-close': undefined;
}
export type WindowEventName = keyof WindowEventDetails;

/** Tells the page. On a server rendering the page there is no page to tell: a no-op there. */
export function emitWindowEvent<N extends WindowEventName>(name: N, detail: WindowEventDetails[N]): void {
  globalThis.window?.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes and returns the unsubscribe function. */
export function onWindowEvent<N extends WindowEventName>(
  name: N,
  listener: (detail: WindowEventDetails[N]) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<WindowEventDetails[N]>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
