import { onCLS, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import {
  fieldDataLimits as limits,
  fieldDataStartedMark,
  scrubbed,
  type FieldDataBeacon,
  type FieldDataError,
  type FieldDataMetric,
} from '../../config/fieldData';
import { resolveSiteCode } from '../../config/sites';
import { caughtErrorEvent, type CaughtErrorDetail } from '../SlotBoundary';

/** A web-vitals `on…` function, with attribution. */
export type OnMetric = (report: (metric: MetricWithAttribution) => void) => void;

/**
 * The Core Web Vitals the page reports, and the time to its first byte. INP with each change: when
 * the page is hidden before the browser was idle after an interaction (a click on a link),
 * web-vitals makes its final report first and takes the interaction in after it, which it then
 * reports only as a change. The beacon keeps the latest value of each metric anyway.
 */
const webVitals = [onLCP, (report) => onINP(report, { reportAllChanges: true }), onCLS, onTTFB] as readonly OnMetric[];

/**
 * The field-data reporter (docs/field-data.md), a chunk that start.ts loads once the page is idle.
 * It notes the page's vitals (web-vitals, with attribution) and errors, and sends what is new in one
 * beacon (`navigator.sendBeacon`, JSON as text/plain) each time the page is hidden or left, as
 * web-vitals advises: the final LCP, CLS and INP come when the page is hidden, and a beacon still
 * leaves while the page unloads. Everything is bounded: the errors a page reports, the length of
 * their texts, the beacons a page sends and each beacon's size. Nothing of the shopper's goes out:
 * no query string or hash of any address, no e-mail address or long number in a message, no form
 * value (web-vitals names an element by its selector, never by its content).
 *
 * `early` are the error events start.ts noted so far with `earlyListener`, whose listening it takes over.
 */
export function startReporter(
  endpoint: string,
  early: readonly Event[],
  earlyListener: (event: Event) => unknown,
  vitals: readonly OnMetric[] = webVitals,
): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const page: FieldDataBeacon['page'] = {
    id: pageViewId(),
    site: resolveSiteCode(document.getElementById('root')?.dataset.site, location.search),
    path: scrubbed(location.pathname, limits.maxTextLength),
  };
  /** The metrics reported since the last beacon, by web-vitals' id: a later report replaces one. */
  const metrics = new Map<string, FieldDataMetric>();
  /** Every distinct error of the page, with how often it came since the last beacon. */
  const errors = new Map<string, { error: Omit<FieldDataError, 'count'>; unsent: number }>();
  let droppedErrors = 0;
  let beacons = 0;

  const noteError = (noted: Event) => {
    const error = describeError(noted);
    const key = `${error.kind}\n${error.message}\n${error.stack ?? ''}`;
    const known = errors.get(key);
    if (known) known.unsent += 1;
    else if (errors.size < limits.maxErrorsPerPage) errors.set(key, { error, unsent: 1 });
    else droppedErrors += 1;
  };

  const flush = () => {
    if (beacons >= limits.maxBeaconsPerPage) return;
    const unsentErrors = [...errors.values()].filter((noted) => noted.unsent > 0);
    if (metrics.size === 0 && unsentErrors.length === 0 && droppedErrors === 0) return;
    const sentMetrics = [...metrics.values()].slice(0, limits.maxMetricsPerBeacon);
    const body = fitted(
      { page, metrics: sentMetrics, errors: unsentErrors.map(({ error, unsent }) => ({ ...error, count: unsent })) },
      droppedErrors,
    );
    if (!navigator.sendBeacon(endpoint, body)) return;
    beacons += 1;
    for (const metric of sentMetrics) metrics.delete(metric.id);
    for (const noted of unsentErrors) noted.unsent = 0;
    droppedErrors = 0;
  };

  for (const type of ['error', 'unhandledrejection', caughtErrorEvent]) {
    removeEventListener(type, earlyListener);
    addEventListener(type, noteError);
  }
  for (const noted of early) noteError(noted);
  for (const onMetric of vitals) onMetric((metric) => metrics.set(metric.id, describeMetric(metric)));
  // On the document, not the window: web-vitals reports its final values from its own listeners of
  // the same event on the window's capture phase, which runs first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  // Safari does not always say `visibilitychange` when a page is left.
  addEventListener('pagehide', flush);
  performance.mark(fieldDataStartedMark);
}

/**
 * The beacon as JSON within `maxSentBytes`: the stacks go first, from the last error on, then the
 * last errors themselves, counted with the `dropped` ones.
 */
function fitted(beacon: Omit<FieldDataBeacon, 'droppedErrors'>, dropped: number): string {
  const errors = [...beacon.errors];
  let droppedErrors = dropped;
  const body = () => JSON.stringify({ ...beacon, errors, ...(droppedErrors > 0 && { droppedErrors }) });
  let text = body();
  for (let index = errors.length - 1; index >= 0 && bytes(text) > limits.maxSentBytes; index -= 1) {
    const { stack: _stack, componentStack: _componentStack, ...rest } = errors[index]!;
    errors[index] = rest;
    text = body();
  }
  while (errors.length > 0 && bytes(text) > limits.maxSentBytes) {
    errors.pop();
    droppedErrors += 1;
    text = body();
  }
  return text;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

function describeMetric(metric: MetricWithAttribution): FieldDataMetric {
  const attribution: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(metric.attribution)) {
    if (typeof value === 'string') attribution[name] = scrubbed(value, limits.maxTextLength);
    else if (typeof value === 'number' && Number.isFinite(value)) attribution[name] = rounded(value);
  }
  // INP: the script that ran longest in the interaction, where the browser says (Long Animation Frames).
  if (metric.name === 'INP' && metric.attribution.longestScript) {
    const { entry, subpart, intersectingDuration } = metric.attribution.longestScript;
    attribution.longestScriptSubpart = subpart;
    attribution.longestScriptDuration = rounded(intersectingDuration);
    attribution.longestScriptSource = scrubbed(entry.sourceURL, limits.maxTextLength);
    attribution.longestScriptInvoker = scrubbed(entry.invoker, limits.maxTextLength);
  }
  return {
    name: metric.name as FieldDataMetric['name'],
    value: rounded(metric.value),
    delta: rounded(metric.delta),
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    attribution: Object.fromEntries(Object.entries(attribution).slice(0, limits.maxAttributionFields)),
  };
}

function describeError(noted: Event): Omit<FieldDataError, 'count'> {
  if (noted.type === 'unhandledrejection')
    return { kind: 'rejection', ...errorText((noted as PromiseRejectionEvent).reason) };
  if (noted.type === caughtErrorEvent) {
    const [error, componentStack] = (noted as CustomEvent<CaughtErrorDetail>).detail;
    return {
      kind: 'boundary',
      ...errorText(error),
      ...(componentStack && { componentStack: scrubbed(componentStack, limits.maxStackLength) }),
    };
  }
  // An error of a script from another origin comes without its error: "Script error.".
  const event = noted as ErrorEvent;
  return {
    kind: 'error',
    ...(event.error == null ? { message: scrubbed(event.message, limits.maxMessageLength) } : errorText(event.error)),
    ...(event.filename && {
      source: `${scrubbed(event.filename, limits.maxTextLength)}:${event.lineno}:${event.colno}`,
    }),
  };
}

function errorText(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      message: scrubbed(`${error.name}: ${error.message}`, limits.maxMessageLength),
      ...(error.stack && { stack: scrubbed(error.stack, limits.maxStackLength) }),
    };
  }
  const message =
    typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : String(error);
  return { message: scrubbed(message, limits.maxMessageLength) };
}

const rounded = (value: number) => Math.round(value * 10_000) / 10_000;

/** A random id of this page view, for grouping its beacons; it says nothing of the shopper. */
function pageViewId(): string {
  const random = new Uint8Array(8);
  crypto.getRandomValues(random);
  return Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
