/** @jest-environment jest-fixed-jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { startReporter, type OnMetric } from '../../../src/app/fieldData/reporter';
import { startFieldData } from '../../../src/app/fieldData/start';
import { SlotBoundary } from '../../../src/app/SlotBoundary';
import { fieldDataLimits, fieldDataStartedMark, type FieldDataBeacon } from '../../../src/config/fieldData';
import type { MetricWithAttribution } from 'web-vitals/attribution';

/**
 * The field data's browser end (docs/field-data.md): what goes over the wire is what
 * `navigator.sendBeacon` is given, here a fake that keeps it. Each test names its own endpoint: the
 * reporters of earlier tests still listen on the same window, and send to theirs.
 */
const beacons: { url: string; body: string }[] = [];
let beaconAccepted = true;
Object.defineProperty(navigator, 'sendBeacon', {
  configurable: true,
  value: (url: string, body: string) => {
    if (beaconAccepted) beacons.push({ url, body });
    return beaconAccepted;
  },
});

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
let readyState: DocumentReadyState = 'complete';
Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });

/** The page is hidden (a tab switch, or the shopper leaves), then shown again. */
function hide() {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  visibility = 'visible';
}

const sentTo = (url: string): FieldDataBeacon[] =>
  beacons.filter((beacon) => beacon.url === url).map((beacon) => JSON.parse(beacon.body) as FieldDataBeacon);

function nameEndpoint(url: string) {
  const meta = document.createElement('meta');
  meta.name = 'shop-field-data';
  meta.content = url;
  document.head.append(meta);
  return meta;
}

// jsdom has no User Timing and no performance entries: the reporter's mark is kept here, and
// web-vitals finds no entries (the tests' own `on…` functions report).
const marks: string[] = [];
performance.mark = ((name: string) => void marks.push(name)) as unknown as typeof performance.mark;
performance.getEntriesByType = () => [];
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const reporterStarted = () => marks.filter((name) => name === fieldDataStartedMark).length;

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

/** A metric as web-vitals reports it, for a fake `on…` function. */
function metric(name: string, value: number, id: string, attribution: object = {}): MetricWithAttribution {
  return {
    name,
    value,
    delta: value,
    rating: 'good',
    id,
    navigationType: 'navigate',
    navigationId: 1,
    entries: [],
    attribution,
  } as unknown as MetricWithAttribution;
}

/** Fake web-vitals functions: `report(name, …)` reports as the library would. */
function fakeVitals() {
  const callbacks = new Map<string, (metric: MetricWithAttribution) => void>();
  const on =
    (name: string): OnMetric =>
    (callback) =>
      void callbacks.set(name, callback);
  return {
    vitals: ['LCP', 'INP', 'CLS', 'TTFB'].map(on),
    report: (reported: MetricWithAttribution) => callbacks.get(reported.name)!(reported),
  };
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'] });
  beaconAccepted = true;
  readyState = 'complete';
  marks.length = 0;
  history.replaceState(null, '', '/');
});
afterEach(() => {
  jest.useRealTimers();
  document.head.replaceChildren();
});

describe('the page’s start', () => {
  it('listens to nothing and loads nothing when the page names no endpoint', async () => {
    startFieldData();
    dispatchEvent(rejection(new Error('not for anyone')));
    await jest.advanceTimersByTimeAsync(10_000);
    hide();

    expect(reporterStarted()).toBe(0);
    expect(beacons.filter((beacon) => JSON.stringify(beacon).includes('not for anyone'))).toEqual([]);
  });

  it('notes errors from the start, loads the reporter once the page has loaded and is idle, and sends them when the page is hidden', async () => {
    history.replaceState(null, '', '/search?q=anna%40example.com&site=AT');
    nameEndpoint('/field-data/start');
    readyState = 'loading';
    startFieldData();

    dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('early failure'),
        message: 'Uncaught Error: early failure',
        filename: 'http://localhost/main.1a2b3c4d.js?v=1',
        lineno: 1,
        colno: 234,
      }),
    );
    dispatchEvent(rejection(new Error('early rejection')));
    await jest.advanceTimersByTimeAsync(10_000);
    // The page has not loaded yet: no reporter, nothing sent.
    expect(reporterStarted()).toBe(0);
    hide();
    expect(sentTo('/field-data/start')).toEqual([]);

    readyState = 'complete';
    dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(reporterStarted()).toBe(1);
    dispatchEvent(rejection('a string reason'));
    hide();

    const [beacon, ...more] = sentTo('/field-data/start');
    expect(more).toEqual([]);
    expect(beacon!.page).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), site: 'AT', path: '/search' });
    expect(beacon!.errors).toEqual([
      {
        kind: 'error',
        message: 'Error: early failure',
        stack: expect.stringContaining('early failure'),
        source: 'http://localhost/main.1a2b3c4d.js:1:234',
        count: 1,
      },
      { kind: 'rejection', message: 'Error: early rejection', stack: expect.any(String), count: 1 },
      { kind: 'rejection', message: 'a string reason', count: 1 },
    ]);
    // Nothing of the address's query.
    expect(JSON.stringify(beacons)).not.toContain('anna');
  });

  it('reports what an error boundary caught, with the components above it', async () => {
    globalThis.expectConsoleErrors?.([/a widget that throws/]);
    nameEndpoint('/field-data/boundary');
    startFieldData();
    function Thrower(): never {
      throw new Error('a widget that throws');
    }
    const mount = document.body.appendChild(document.createElement('div'));
    const root = createRoot(mount);
    await act(async () => {
      root.render(
        <SlotBoundary fallback={<p>fallback</p>}>
          <Thrower />
        </SlotBoundary>,
      );
    });
    expect(mount.textContent).toBe('fallback');
    await jest.advanceTimersByTimeAsync(1000);
    hide();
    act(() => root.unmount());

    expect(sentTo('/field-data/boundary')[0]!.errors).toEqual([
      {
        kind: 'boundary',
        message: 'Error: a widget that throws',
        stack: expect.any(String),
        componentStack: expect.stringContaining('Thrower'),
        count: 1,
      },
    ]);
  });
});

describe('the reporter', () => {
  it('batches what web-vitals reports into one beacon a hiding, the latest value of each metric, and sends nothing new when nothing is', () => {
    const { vitals, report } = fakeVitals();
    startReporter('/field-data/batch', [], () => undefined, vitals);
    report(metric('TTFB', 120.123456, 'v5-ttfb', { waitingDuration: 10, requestDuration: 80, navigationEntry: {} }));
    report(metric('LCP', 900, 'v5-lcp', { target: 'main>img', url: 'https://cdn.example/a.jpg?token=secret' }));
    report(metric('LCP', 1400, 'v5-lcp', { target: 'main>h1', elementRenderDelay: 30 }));
    report(metric('CLS', 0.01, 'v5-cls', { largestShiftTarget: '#root>header', largestShiftValue: 0.01 }));
    expect(sentTo('/field-data/batch')).toEqual([]);

    hide();
    hide();
    report(metric('CLS', 0.05, 'v5-cls'));
    report(metric('INP', 48, 'v5-inp', { interactionTarget: 'button.add', inputDelay: 2, interactionType: 'pointer' }));
    hide();

    const [first, second, ...more] = sentTo('/field-data/batch');
    expect(more).toEqual([]);
    expect(first!.metrics).toEqual([
      {
        name: 'TTFB',
        value: 120.1235,
        delta: 120.1235,
        rating: 'good',
        id: 'v5-ttfb',
        navigationType: 'navigate',
        attribution: { waitingDuration: 10, requestDuration: 80 },
      },
      expect.objectContaining({ name: 'LCP', value: 1400, attribution: { target: 'main>h1', elementRenderDelay: 30 } }),
      expect.objectContaining({ name: 'CLS', value: 0.01 }),
    ]);
    expect(second!.metrics.map(({ name, value }) => [name, value])).toEqual([
      ['CLS', 0.05],
      ['INP', 48],
    ]);
    expect(second!.page).toEqual(first!.page);
    expect(second!.errors).toEqual([]);
  });

  it('keeps an image address without its query, and no e-mail address or long number in a message', () => {
    const { vitals, report } = fakeVitals();
    startReporter('/field-data/privacy', [], () => undefined, vitals);
    report(metric('LCP', 900, 'v5-lcp', { url: 'https://cdn.example/a.jpg?token=secret#x', target: 'div#root>h1' }));
    dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('no account for anna.b@example.com, order 4111 1111 1111 1111 at /account?email=anna'),
      }),
    );
    hide();

    const [beacon] = sentTo('/field-data/privacy');
    expect(beacon!.metrics[0]!.attribution).toEqual({ url: 'https://cdn.example/a.jpg', target: 'div#root>h1' });
    expect(beacon!.errors[0]!.message).toBe('Error: no account for [email], order [number] at /account');
  });

  it('reports ten distinct errors a page at most, counts the rest and the repeats, and cuts long texts', () => {
    startReporter('/field-data/bounds', [], () => undefined, []);
    // The same error again: the same message and stack.
    const same = new Error('the same one');
    for (let time = 0; time < 3; time += 1) dispatchEvent(rejection(same));
    for (let index = 0; index < 14; index += 1)
      dispatchEvent(rejection(new Error(`error ${index} ${'x'.repeat(400)}`)));
    hide();
    dispatchEvent(rejection(same));
    dispatchEvent(rejection(new Error('one too many')));
    hide();

    const [first, second] = sentTo('/field-data/bounds');
    expect(first!.errors).toHaveLength(fieldDataLimits.maxErrorsPerPage);
    expect(first!.errors[0]).toMatchObject({ message: 'Error: the same one', count: 3 });
    expect(first!.droppedErrors).toBe(5);
    for (const error of first!.errors) {
      expect(error.message.length).toBeLessThanOrEqual(fieldDataLimits.maxMessageLength);
      expect(error.stack!.length).toBeLessThanOrEqual(fieldDataLimits.maxStackLength);
    }
    expect(second!.errors).toEqual([expect.objectContaining({ message: 'Error: the same one', count: 1 })]);
    expect(second!.droppedErrors).toBe(1);
  });

  it('keeps a beacon within its size: the last errors lose their stacks first', () => {
    startReporter('/field-data/size', [], () => undefined, []);
    for (let index = 0; index < 10; index += 1) {
      const error = new Error(`${index} ${'€'.repeat(400)}`);
      error.stack = '€'.repeat(2000);
      dispatchEvent(new CustomEvent('shop:caught-error', { detail: [error, '€'.repeat(2000)] }));
    }
    hide();

    const [beacon] = beacons.filter((sent) => sent.url === '/field-data/size');
    expect(new TextEncoder().encode(beacon!.body).length).toBeLessThanOrEqual(fieldDataLimits.maxSentBytes);
    const { errors } = JSON.parse(beacon!.body) as FieldDataBeacon;
    expect(errors).toHaveLength(10);
    expect(errors[0]!.stack).toBeDefined();
    expect(errors[0]!.componentStack).toBeDefined();
    expect(errors.at(-1)!.stack).toBeUndefined();
    expect(errors.at(-1)!.componentStack).toBeUndefined();
  });

  it('sends at most twenty beacons a page', () => {
    startReporter('/field-data/many', [], () => undefined, []);
    for (let index = 0; index < 30; index += 1) {
      dispatchEvent(rejection(new Error('again')));
      hide();
    }
    expect(sentTo('/field-data/many')).toHaveLength(fieldDataLimits.maxBeaconsPerPage);
  });

  it('keeps what a refused beacon held for the next hiding, and sends it also when the page is left', () => {
    const { vitals, report } = fakeVitals();
    startReporter('/field-data/refused', [], () => undefined, vitals);
    report(metric('LCP', 900, 'v5-lcp'));
    beaconAccepted = false;
    hide();
    beaconAccepted = true;
    dispatchEvent(new Event('pagehide'));

    expect(sentTo('/field-data/refused').map((beacon) => beacon.metrics.map(({ name }) => name))).toEqual([['LCP']]);
  });
});
