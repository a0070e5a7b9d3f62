import { readdirSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { pageEntries, startProductionHost, whenLogged, type RunningHost } from './support/productionHost';

/**
 * Issue 47: the built production host (`npm run serve`, dist-server/host.js, two workers), with the
 * mock services (the e2e preview server) as its services' origin: what `npm ci --omit=dev && npm run
 * serve` runs. The rest of the e2e suite runs against the same host code with the mocks plugged in.
 */
const services = () => process.env.E2E_BASE_URL!;
let host: RunningHost;
beforeAll(async () => {
  host = await startProductionHost(services());
});
afterAll(async () => {
  await host.stop();
});

it('renders a page with the answers of the services at its configured origin, with every header', async () => {
  // A render may go without a late answer (its page's browser asks); the renders after it have it
  // once it has come. With one core kept busy the second render went without it too: the page is
  // asked for until the navigation is in it, four times at most.
  const navigation = '"endpointName":"getThemeWorldNavigation"';
  const before = pageEntries(host).length;
  let renders = 0;
  const render = async () => {
    renders += 1;
    const answer = await fetch(`${host.url}/?site=TR`);
    return { response: answer, html: await answer.text() };
  };
  let rendered = await render();
  for (let again = 1; again < 4 && !rendered.html.includes(navigation); again += 1) rendered = await render();
  const { response, html } = rendered;
  expect(response.status).toBe(200);
  expect(html).toContain('data-server-rendered');
  expect(html).toContain('<html lang="tr-TR"');
  // The navigation's answer (the host asked SHOP_SERVICES_ORIGIN for it) is in the page's data.
  expect(html.includes(navigation)).toBe(true);
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('cache-control')).toBe(
    'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300',
  );
  const last = await whenLogged(host, () =>
    pageEntries(host).length - before >= renders ? pageEntries(host).at(-1) : undefined,
  );
  expect(last).toMatchObject({ path: '/', status: 200, site: 'TR', render: 'rendered' });
});

it('passes the browser’s service calls to the services’ origin, cookies and all', async () => {
  const direct = await fetch(`${services()}/service/cart/api/cart?site=DE`);
  const passed = await fetch(`${host.url}/service/cart/api/cart?site=DE`);
  expect(passed.status).toBe(direct.status);
  expect(await passed.json()).toEqual(await direct.json());
  expect(passed.headers.get('cache-control')).toBe('private, no-store');
});

it('serves a hashed file compressed at build time, kept for a year, and never caches HTML in the browser', async () => {
  const dist = path.resolve(__dirname, '../../dist');
  const main = readdirSync(dist).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
  const plain = await rawGet(`${host.url}/${main}`, {});
  for (const encoding of ['br', 'gzip']) {
    const response = await rawGet(`${host.url}/${main}`, { 'accept-encoding': encoding });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const decoded = encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
    expect(decoded.equals(plain.body)).toBe(true);
    expect(response.body.length).toBeLessThan(plain.body.length / 2);
  }
  const page = await fetch(`${host.url}/contact?site=DE`, { headers: { cookie: 'PreviewToken=staff' } });
  expect(page.headers.get('cache-control')).toBe('private, no-store');
});

it('answers a request past its limits with a 4xx and keeps serving', async () => {
  expect((await fetch(`${host.url}/?q=${'a'.repeat(5000)}`)).status).toBe(414);
  expect((await fetch(`${host.url}/`, { headers: { 'x-big': 'a'.repeat(20_000) } })).status).toBe(431);
  const body = new Uint8Array(2 * 1024 * 1024);
  expect((await fetch(`${host.url}/service/cart/api/cart`, { method: 'POST', body })).status).toBe(413);
  expect((await fetch(`${host.url}/`, { method: 'DELETE' })).status).toBe(405);
  expect((await fetch(`${host.url}/%E0%A4%A`)).status).toBe(400);
  expect((await fetch(`${host.url}/healthz`)).status).toBe(200);
});

it('finishes the request in flight on SIGTERM, then takes no more and exits', async () => {
  // The cart service answers after 2.5 s in this scenario: the call is in flight when the signal comes.
  const slow = fetch(`${host.url}/service/cart/api/cart?site=DE`, { headers: { cookie: 'mock-scenarios=cart:slow' } });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const signalled = Date.now();
  host.process.kill('SIGTERM');
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toBeDefined();
  expect(await host.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(12_000);
  await expect(fetch(`${host.url}/healthz`)).rejects.toThrow();
});

/** A GET as it goes over the wire: fetch would decode the body and hide the encoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}
