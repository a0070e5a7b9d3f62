/**
 * Field data (issue 47, docs/field-data.md): what the browser reports of a page's Core Web Vitals
 * and errors, and the bounds both ends keep. The browser keeps them when it builds a beacon
 * (src/app/fieldData/), the host again when it takes one (src/host/fieldData.ts): it trusts no
 * beacon to be the shop's. The page's meta that switches it on: fieldDataMeta.ts.
 */

/** Where the production host takes beacons, when field data is on. */
export const fieldDataPath = '/field-data';

/** A performance mark the browser sets once it reports the page's vitals (DevTools, the e2e test). */
export const fieldDataStartedMark = 'shop:field-data';

export const fieldDataLimits = {
  /** The host refuses a larger body (413). sendBeacon's own quota is 64 KiB for all beacons in flight. */
  maxBeaconBytes: 64 * 1024,
  /** What the browser puts into one beacon at most, well under the quota. */
  maxSentBytes: 60 * 1024,
  /** Distinct errors a page reports; more are only counted (`droppedErrors`). */
  maxErrorsPerPage: 10,
  /** Beacons a page sends at most (a page hidden and shown again sends what is new each time). */
  maxBeaconsPerPage: 20,
  maxMessageLength: 300,
  maxStackLength: 1500,
  /** An attribution's text (an element's selector, a script's address). */
  maxTextLength: 200,
  maxMetricsPerBeacon: 10,
  maxAttributionFields: 20,
} as const;

export const fieldDataMetricNames = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type FieldDataMetricName = (typeof fieldDataMetricNames)[number];

export const fieldDataErrorKinds = ['error', 'rejection', 'boundary'] as const;
export type FieldDataErrorKind = (typeof fieldDataErrorKinds)[number];

/** A metric as web-vitals reports it, with its attribution's plain values (no performance entries). */
export interface FieldDataMetric {
  readonly name: FieldDataMetricName;
  readonly value: number;
  readonly delta: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  /** web-vitals' id of this metric instance: a later beacon with the same id replaces the value. */
  readonly id: string;
  readonly navigationType: string;
  readonly attribution: Readonly<Record<string, string | number>>;
}

export interface FieldDataError {
  /** An uncaught error, an unhandled rejection, or what an error boundary caught. */
  readonly kind: FieldDataErrorKind;
  readonly message: string;
  readonly stack?: string;
  /** An uncaught error's script and position (`/main.1a2b3c4d.js:1:2345`). */
  readonly source?: string;
  /** The components above the one that failed, for an error boundary's. */
  readonly componentStack?: string;
  /** How often the page had this error. */
  readonly count: number;
}

/** One beacon: the body of a POST to the field-data address, JSON as `text/plain`. */
export interface FieldDataBeacon {
  readonly page: {
    /** A random id of this page view: the beacons of one page share it. */
    readonly id: string;
    readonly site: string;
    /** The page's path, without its query or hash. */
    readonly path: string;
  };
  readonly metrics: readonly FieldDataMetric[];
  readonly errors: readonly FieldDataError[];
  /** Errors past `maxErrorsPerPage`, counted. */
  readonly droppedErrors?: number;
}

/**
 * A text with nothing of the shopper's, cut to `length`: addresses keep their path but lose their
 * query and hash (a search term, a token), e-mail addresses and long numbers (a phone, a card, an
 * order) are replaced. The browser says nothing else; the host applies it again to whatever comes.
 * Every pattern starts at a word's start or is bounded: a long text costs time in proportion to its
 * length (the host scrubs what anyone sends).
 */
export function scrubbed(text: string, length: number): string {
  const clean = text
    .replace(/(?:\b[a-z][a-z0-9+.-]{0,20}:\/\/|\/)[^\s"'`()<>]*/gi, (address) => address.replace(/[?#].*/, ''))
    .replace(/(?<![^\s"'`()<>:/])[^\s@"'`()<>:/]{1,64}@[^\s@"'`()<>:/]{1,255}\.[a-z]{2,}/gi, '[email]')
    .replace(/\d[\d -]{7,40}\d/g, '[number]');
  return clean.length > length ? `${clean.slice(0, length - 1)}…` : clean;
}
