import { startNginx, type RunningNginx } from '../../scripts/nginx';
import { androidUserAgent } from './support/browser';
import { pageEntries, startProductionHost, whenLogged, type RunningHost } from './support/productionHost';

/**
 * Issue 47: Debian's nginx with `proxy_cache` (src/host/nginxCache.ts) in front of the built host.
 * Under many requests at once, the host renders each address and agent class once per `s-maxage`;
 * a staff preview never comes from the cache nor goes into it.
 */
let host: RunningHost;
let cache: RunningNginx;
let cacheUrl: string;
beforeAll(async () => {
  host = await startProductionHost(process.env.E2E_BASE_URL!);
  cache = await startNginx([new URL(host.url).host]);
  cacheUrl = cache.url;
});
afterAll(async () => {
  await cache?.stop();
  await host?.stop();
});

/** `count` requests for each address, `concurrency` at a time. */
async function load(addresses: string[], count: number, concurrency: number, headers: Record<string, string> = {}) {
  const queue = addresses.flatMap((address) => Array.from({ length: count }, () => address));
  const answers: {
    address: string;
    status: number;
    cacheControl: string | null;
    cacheStatus: string | null;
    body: string;
  }[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let address = queue.shift(); address; address = queue.shift()) {
        const response = await fetch(`${cacheUrl}${address}`, { headers });
        answers.push({
          address,
          status: response.status,
          cacheControl: response.headers.get('cache-control'),
          cacheStatus: response.headers.get('x-cache-status'),
          body: await response.text(),
        });
      }
    }),
  );
  return answers;
}

/**
 * Once the host has logged as many pages as `count()` says it rendered at least: its line may come
 * after the answer (support/productionHost.ts). Every request that reached the host is logged, and
 * each answer that was not a cache HIT reached it, so `count` is read from the answers.
 */
const logged = (count: () => number, atLeast: number) =>
  whenLogged(host, () => (count() >= atLeast ? true : undefined));

/** The answers the host gave itself: all but the cache's HITs. */
const fromHost = (answers: { cacheStatus: string | null }[]) =>
  answers.filter((answer) => answer.cacheStatus !== 'HIT').length;

const rendersOf = (address: string, audience?: string) =>
  pageEntries(host).filter(
    (entry) => `${String(entry.path)}` === address.split('?')[0] && (!audience || entry.audience === audience),
  ).length;

it('renders each address once for 40 requests each, 16 at a time, and serves every one whole', async () => {
  const before = pageEntries(host).length;
  const addresses = ['/?site=DE', '/contact?site=TR', '/search?query=kaffee&site=DE'];
  const answers = await load(addresses, 40, 16);
  const whole = (answer: (typeof answers)[number]) =>
    answer.status === 200 && answer.body.includes('data-server-rendered');
  expect(answers.filter((answer) => !whole(answer)).map((answer) => `${answer.status} ${answer.address}`)).toEqual([]);
  await logged(() => pageEntries(host).length - before, fromHost(answers));
  // One render an address: the first request's (the others waited on nginx's lock, then came from the cache).
  expect(pageEntries(host).length - before).toBe(addresses.length);
  for (const address of addresses) expect(rendersOf(address, 'shared:other')).toBe(1);
  expect(answers.filter((answer) => answer.cacheStatus === 'HIT').length).toBeGreaterThanOrEqual(3 * 40 - 3 * 16);
});

it('keeps an Android phone’s page apart from a desktop’s: one render for its class', async () => {
  const before = pageEntries(host).length;
  const answers = await load(['/?site=DE'], 10, 4, { 'user-agent': androidUserAgent });
  await logged(() => pageEntries(host).length - before, fromHost(answers));
  expect(rendersOf('/?site=DE', 'shared:android')).toBe(1);
  const [desktop] = await load(['/?site=DE'], 1, 1);
  expect(desktop!.cacheStatus).toBe('HIT');
  expect(answers[0]!.body).not.toBe(desktop!.body);
});

it('never serves a staff preview from the cache nor keeps it', async () => {
  const before = rendersOf('/?site=DE', 'private');
  const staff = await load(['/?site=DE'], 5, 2, { cookie: 'PreviewToken=staff-token' });
  await logged(() => rendersOf('/?site=DE', 'private') - before, fromHost(staff));
  expect(staff.every((answer) => answer.cacheStatus === 'BYPASS' && answer.cacheControl === 'private, no-store')).toBe(
    true,
  );
  expect(rendersOf('/?site=DE', 'private') - before).toBe(5);
  const [shopper] = await load(['/?site=DE'], 1, 1);
  // A HIT never reached the host: still the one render of the first test.
  expect(shopper!.cacheStatus).toBe('HIT');
  expect(rendersOf('/?site=DE', 'shared:other')).toBe(1);
});
