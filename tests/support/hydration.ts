/**
 * What React reports while it hydrates. HTML that the first render does not match is thrown away
 * and rendered again, and React reports that as a recoverable error with its default handler:
 * `reportError`, or where the window lacks it (jsdom) an `error` event on the window, the same event
 * the field data counts in a browser (src/app/fieldData/start.ts). Anything reported here while the
 * shop starts is a page that did not hydrate as rendered.
 */
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** Starts listening; the returned list fills with the message of each error reported to the window. */
export function reportedErrors(): string[] {
  const reported: string[] = [];
  const note = (event: ErrorEvent) => {
    reported.push(event.error instanceof Error ? event.error.message : event.message);
  };
  window.addEventListener('error', note);
  stops.push(() => window.removeEventListener('error', note));
  return reported;
}
