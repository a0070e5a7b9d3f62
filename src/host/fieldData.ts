import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { agentClassOf, type AgentClass } from '../app/server/sharedPage';
import {
  fieldDataErrorKinds,
  fieldDataLimits as limits,
  fieldDataMetricNames,
  type FieldDataError,
  type FieldDataErrorKind,
  type FieldDataMetricName,
  scrubbed,
} from '../config/fieldData';
import { siteCodes } from '../config/sites';

/**
 * The host's end of the field data (docs/field-data.md): `POST /field-data` takes a page's beacon
 * (`navigator.sendBeacon`: JSON as text/plain, or application/json), at most 64 KiB (413), from a
 * client within its rate (429), and gives back what the access log writes of it: the beacon as far
 * as it is the shop's shape, every text scrubbed and cut to its bound again (`scrubbed`). Lenient: a field of the wrong shape
 * is left out, not the beacon; a body that is not a JSON object is refused (400).
 */

/** A client's beacons: `burst` at once, then `perSecond` (a token bucket per client address). */
export interface FieldDataRate {
  readonly burst: number;
  readonly perSecond: number;
}

/**
 * A page sends one or two beacons when it is hidden or left, so a shopper moving from page to page
 * sends a few a minute; 30 at once and one every two seconds leaves room for an office behind one
 * address, and bounds what one client can write into the log. Per worker process: with a worker a
 * core, a client that reaches all of them gets as many times that.
 */
export const defaultFieldDataRate: FieldDataRate = { burst: 30, perSecond: 0.5 };

/** What the access log writes of a beacon. */
export interface FieldDataRecord {
  readonly page: { readonly id: string; readonly site: string; readonly path: string };
  /** The browser's class (sharedPage.ts), not its user agent string. */
  readonly agentClass: AgentClass;
  readonly metrics: readonly LoggedMetric[];
  readonly errors: readonly FieldDataError[];
  readonly droppedErrors?: number;
}

export interface LoggedMetric {
  readonly name: FieldDataMetricName;
  readonly value: number;
  readonly delta?: number;
  readonly rating?: string;
  readonly id?: string;
  readonly navigationType?: string;
  readonly attribution?: Readonly<Record<string, string | number>>;
}

const acceptedTypes = /^(text\/plain|application\/json)\s*(;|$)/i;
const ratings = new Set(['good', 'needs-improvement', 'poor']);
/** Client addresses the host keeps a bucket for at most; the oldest goes first. */
const maxClients = 10_000;

export function createFieldDataCollector(rate: FieldDataRate = defaultFieldDataRate, now = () => Date.now()) {
  const allow = rateLimiter(rate, now);
  /** Answers the request; `accepted` gets the beacon when it is taken. */
  return (request: IncomingMessage, response: ServerResponse, accepted: (record: FieldDataRecord) => void) => {
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      return answer(response, 405);
    }
    if (!acceptedTypes.test(String(request.headers['content-type'] ?? ''))) return answer(response, 415);
    const retryAfter = allow(clientAddressOf(request));
    if (retryAfter > 0) {
      response.setHeader('Retry-After', String(Math.ceil(retryAfter / 1000)));
      return answer(response, 429);
    }
    if (Number(request.headers['content-length'] ?? 0) > limits.maxBeaconBytes) return answer(response, 413, true);
    const chunks: Buffer[] = [];
    let received = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return;
      received += chunk.length;
      if (received > limits.maxBeaconBytes) {
        refused = true;
        answer(response, 413, true);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (refused) return;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(response, 400);
      }
      const record = recordOf(body, String(request.headers['user-agent'] ?? ''));
      if (!record) return answer(response, 400);
      accepted(record);
      answer(response, 204);
    });
    request.on('error', () => response.destroy());
  };
}

/** An empty answer; `close`: the rest of a body too large is not read. */
function answer(response: ServerResponse, status: number, close = false) {
  response.writeHead(status, {
    'Cache-Control': 'no-store',
    'Content-Length': 0,
    ...(close && { Connection: 'close' }),
  });
  response.end();
}

/**
 * A token bucket per client address: the time until the client may send again (0: now, and a token
 * is taken). Buckets of `maxClients` addresses at most, the oldest forgotten first (a forgotten
 * client starts again with a full bucket).
 */
export function rateLimiter({ burst, perSecond }: FieldDataRate, now: () => number) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (client: string): number => {
    const time = now();
    const bucket = buckets.get(client) ?? { tokens: burst, at: time };
    buckets.delete(client);
    bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
    bucket.at = time;
    buckets.set(client, bucket);
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return ((1 - bucket.tokens) / perSecond) * 1000;
  };
}

/**
 * The client a beacon counts for: the connection's address, or, when the connection comes from a
 * proxy in front (a loopback or private address: the cache, the load balancer), the address that
 * proxy added last to `X-Forwarded-For`, which a client cannot forge. A client that reaches the
 * host directly cannot choose its bucket with a header of its own.
 */
export function clientAddressOf(request: IncomingMessage): string {
  const peer = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return forwarded && isProxy(peer) && isIP(forwarded) ? forwarded : peer;
}

function isProxy(address: string): boolean {
  return (
    /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(address) ||
    address === '::1' ||
    /^f[cd][0-9a-f]{2}:/i.test(address)
  );
}

/** The beacon as far as it has the shop's shape; none when it is not an object at all. */
export function recordOf(body: unknown, userAgent: string): FieldDataRecord | undefined {
  if (!isObject(body)) return undefined;
  const page = isObject(body.page) ? body.page : {};
  const site = typeof page.site === 'string' && (siteCodes as readonly string[]).includes(page.site) ? page.site : '';
  const droppedErrors = count(body.droppedErrors);
  return {
    page: {
      id: identifier(page.id) ?? '',
      site,
      path: (text(page.path, limits.maxTextLength) ?? '').replace(/[?#].*$/, ''),
    },
    agentClass: agentClassOf(userAgent),
    metrics: listOf(body.metrics, limits.maxMetricsPerBeacon, metricOf),
    errors: listOf(body.errors, limits.maxErrorsPerPage, errorOf),
    ...(droppedErrors && { droppedErrors }),
  };
}

function metricOf(value: unknown): LoggedMetric | undefined {
  if (!isObject(value)) return undefined;
  const name = fieldDataMetricNames.find((known) => known === value.name);
  if (!name || !isNumber(value.value)) return undefined;
  const attribution = isObject(value.attribution)
    ? Object.fromEntries(
        Object.entries(value.attribution)
          .filter(([key]) => key.length <= 40)
          .flatMap(([key, field]): [string, string | number][] => {
            if (isNumber(field)) return [[key, field]];
            const bounded = text(field, limits.maxTextLength);
            return bounded === undefined ? [] : [[key, bounded]];
          })
          .slice(0, limits.maxAttributionFields),
      )
    : undefined;
  return {
    name,
    value: value.value,
    ...(isNumber(value.delta) && { delta: value.delta }),
    ...(typeof value.rating === 'string' && ratings.has(value.rating) && { rating: value.rating }),
    ...(identifier(value.id) !== undefined && { id: identifier(value.id) }),
    ...(identifier(value.navigationType) !== undefined && { navigationType: identifier(value.navigationType) }),
    ...(attribution && { attribution }),
  };
}

function errorOf(value: unknown): FieldDataError | undefined {
  if (!isObject(value)) return undefined;
  const kind = fieldDataErrorKinds.find((known): known is FieldDataErrorKind => known === value.kind);
  const message = text(value.message, limits.maxMessageLength);
  if (!kind || message === undefined) return undefined;
  const stack = text(value.stack, limits.maxStackLength);
  const source = text(value.source, limits.maxTextLength);
  const componentStack = text(value.componentStack, limits.maxStackLength);
  return {
    kind,
    message,
    ...(stack !== undefined && { stack }),
    ...(source !== undefined && { source }),
    ...(componentStack !== undefined && { componentStack }),
    count: Math.max(1, count(value.count)),
  };
}

function listOf<Item>(value: unknown, max: number, itemOf: (item: unknown) => Item | undefined): Item[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, max)
    .map(itemOf)
    .filter((item): item is Item => item !== undefined);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const count = (value: unknown): number => (isNumber(value) && value > 0 ? Math.min(Math.floor(value), 1_000_000) : 0);
/** An id (the page view's, web-vitals' `v5-1700000000000-123`) or a name (`back-forward-cache`): kept as it is. */
const identifier = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\w.-]{1,64}$/.test(value) ? value : undefined;
const text = (value: unknown, length: number): string | undefined =>
  typeof value === 'string' ? scrubbed(value, length) : undefined;
