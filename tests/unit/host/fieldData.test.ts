import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkFieldDataUrl, fieldDataUrlOf, withFieldDataUrl } from '../../../src/app/server/fieldDataPage';
import { createHost, type AccessLogEntry, type HostOptions } from '../../../src/host/createHost';
import { rateLimiter } from '../../../src/host/fieldData';
import { createHostServer, type HostServer } from '../../../src/host/server';

/**
 * The host's end of the field data (docs/field-data.md): the production host, serving a dist/ of
 * one document without the renderer, takes beacons at /field-data and writes each into its log.
 */
const template =
  '<!doctype html><html lang="de-DE"><head><title>Shop</title></head><body><div id="root" data-site="DE"></div></body></html>';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let dist: string;
const servers: HostServer[] = [];
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'field-data-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stopGracefully(0)));
  rmSync(dist, { recursive: true, force: true });
});

/** A host on a free port, with `document` as its dist/index.html; its log lines are kept. */
async function startHost(options: Partial<HostOptions> = {}, document = template) {
  const distDir = mkdtempSync(path.join(dist, 'dist-'));
  writeFileSync(path.join(distDir, 'index.html'), document);
  const log: AccessLogEntry[] = [];
  const host = createHost({
    distDir,
    serverDir: path.join(distDir, 'no-renderer'),
    log: (entry) => log.push(entry),
    ...options,
  });
  const server = createHostServer(host);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, log, beacons: () => log.filter((entry) => entry.kind === 'field-data' && entry.status === 204) };
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request as a browser's beacon makes it (or not): raw, so that the body may be chunked or huge. */
function send(
  url: string,
  {
    method = 'POST',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const beacon = {
  page: { id: '0123456789abcdef', site: 'AT', path: '/search' },
  metrics: [
    {
      name: 'LCP',
      value: 1234.5,
      delta: 1234.5,
      rating: 'good',
      id: 'v5-1',
      navigationType: 'navigate',
      attribution: { target: 'main>h1', elementRenderDelay: 12, nested: { not: 'kept' } },
    },
    { name: 'FID', value: 3 },
    { name: 'CLS', value: 'not a number' },
  ],
  errors: [
    { kind: 'error', message: 'Error: no cart for anna@example.com', stack: 'Error\n at /main.js?x=1:1:2', count: 2 },
    { kind: 'other', message: 'not a kind' },
  ],
  extra: 'not kept',
};
const asText = { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': iphone };

it('takes a beacon as sendBeacon sends it and writes it into its log, as far as it has the shop’s shape', async () => {
  const host = await startHost({ fieldDataUrl: '/field-data' });
  const answer = await send(`${host.url}/field-data`, { headers: asText, body: JSON.stringify(beacon) });

  expect(answer.status).toBe(204);
  expect(answer.body).toBe('');
  expect(host.beacons()).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: '/field-data',
      status: 204,
      kind: 'field-data',
      fieldData: {
        page: { id: '0123456789abcdef', site: 'AT', path: '/search' },
        agentClass: 'iosSafari',
        metrics: [
          {
            name: 'LCP',
            value: 1234.5,
            delta: 1234.5,
            rating: 'good',
            id: 'v5-1',
            navigationType: 'navigate',
            attribution: { target: 'main>h1', elementRenderDelay: 12 },
          },
        ],
        errors: [{ kind: 'error', message: 'Error: no cart for [email]', stack: 'Error\n at /main.js', count: 2 }],
      },
    }),
  ]);
  // The access log's line is JSON, one line, as the host writes it.
  expect(JSON.stringify(host.beacons()[0])).not.toContain('\n');
});

it('takes JSON sent as application/json, and refuses other types, other methods and what is not a JSON object', async () => {
  const host = await startHost({ fieldDataUrl: '/field-data' });
  const body = JSON.stringify(beacon);
  expect((await send(`${host.url}/field-data`, { headers: { 'content-type': 'application/json' }, body })).status).toBe(
    204,
  );
  expect((await send(`${host.url}/field-data`, { headers: { 'content-type': 'text/html' }, body })).status).toBe(415);
  expect((await send(`${host.url}/field-data`, { body })).status).toBe(415);
  const get = await send(`${host.url}/field-data`, { method: 'GET' });
  expect(get.status).toBe(405);
  expect(get.headers.allow).toBe('POST');
  expect((await send(`${host.url}/field-data`, { headers: asText, body: '{"page":' })).status).toBe(400);
  expect((await send(`${host.url}/field-data`, { headers: asText, body: '[1, 2]' })).status).toBe(400);
  expect(host.beacons()).toHaveLength(1);
});

it('refuses a body over 64 KiB, said in advance or not, and writes nothing of it', async () => {
  const host = await startHost({ fieldDataUrl: '/field-data' });
  const large = JSON.stringify({ ...beacon, padding: 'x'.repeat(64 * 1024) });
  const said = await send(`${host.url}/field-data`, { headers: asText, body: large });
  const chunked = await send(`${host.url}/field-data`, {
    headers: { ...asText, 'transfer-encoding': 'chunked' },
    body: Buffer.from(large),
  });
  const justUnder = JSON.stringify({ ...beacon, padding: 'x'.repeat(60 * 1024) });
  const fits = await send(`${host.url}/field-data`, { headers: asText, body: justUnder });

  expect([said.status, chunked.status, fits.status]).toEqual([413, 413, 204]);
  expect(host.beacons()).toHaveLength(1);
  expect(host.log.filter((entry) => entry.status === 413)).toHaveLength(2);
});

it('lets a client send its burst, then refuses it (429) while another client still gets through', async () => {
  const host = await startHost({ fieldDataUrl: '/field-data', fieldDataRate: { burst: 3, perSecond: 0.001 } });
  const body = JSON.stringify(beacon);
  // Through a proxy on the same machine: the client is the address the proxy added last.
  const from = (client: string) =>
    send(`${host.url}/field-data`, { headers: { ...asText, 'x-forwarded-for': `203.0.113.9, ${client}` }, body });
  const statuses = [];
  for (let index = 0; index < 4; index += 1) statuses.push((await from('198.51.100.1')).status);
  const refused = await from('198.51.100.1');
  const other = await from('198.51.100.2');

  expect(statuses).toEqual([204, 204, 204, 429]);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(other.status).toBe(204);
  expect(host.beacons()).toHaveLength(4);
});

it('refills a client’s bucket over time, and keeps buckets for 10 000 clients at most, the oldest going first', () => {
  let now = 0;
  const allow = rateLimiter({ burst: 2, perSecond: 0.5 }, () => now);
  expect([allow('a'), allow('a'), allow('a')]).toEqual([0, 0, 2000]);
  now = 1000;
  expect(allow('a')).toBe(1000);
  now = 2000;
  expect([allow('b'), allow('a'), allow('a')]).toEqual([0, 0, 2000]);
  for (let client = 0; client < 9_998; client += 1) allow(`client ${client}`);
  expect(allow('a')).toBe(2000);
  allow('one more');
  // `b` was the oldest: forgotten, it starts again with a full bucket.
  expect([allow('b'), allow('b'), allow('b')]).toEqual([0, 0, 2000]);
});

it('writes the meta into every page and allows another origin’s address in the CSP', async () => {
  const sameOrigin = await startHost({ fieldDataUrl: '/field-data' });
  const page = await send(`${sameOrigin.url}/?site=DE`, { method: 'GET' });
  expect(page.body).toContain('<meta name="shop-field-data" content="/field-data"></head>');
  expect(page.headers['content-security-policy']).toContain("connect-src 'self';");

  const otherOrigin = await startHost({ fieldDataUrl: 'https://collector.example/shop?key=a&b=c' });
  const other = await send(`${otherOrigin.url}/`, { method: 'GET' });
  expect(other.body).toContain('<meta name="shop-field-data" content="https://collector.example/shop?key=a&amp;b=c">');
  expect(other.headers['content-security-policy']).toContain("connect-src 'self' https://collector.example;");
  expect((await send(`${otherOrigin.url}/field-data`, { headers: asText, body: '{}' })).status).toBe(204);
});

it('takes the build’s address when it has none of its own, and is off with an empty one', async () => {
  const built = withFieldDataUrl(template, '/field-data');
  const followsBuild = await startHost({}, built);
  expect((await send(`${followsBuild.url}/`, { method: 'GET' })).body).toContain('name="shop-field-data"');
  expect((await send(`${followsBuild.url}/field-data`, { headers: asText, body: '{}' })).status).toBe(204);

  const off = await startHost({ fieldDataUrl: '' }, built);
  const page = await send(`${off.url}/`, { method: 'GET' });
  expect(page.body).not.toContain('shop-field-data');
  expect(page.headers['content-security-policy']).toContain("connect-src 'self';");
  const refused = await send(`${off.url}/field-data`, { headers: asText, body: JSON.stringify(beacon) });
  expect(refused.status).toBe(405);
  expect(off.log.filter((entry) => entry.kind === 'field-data')).toEqual([]);
});

it('is off by default, and refuses an address that is neither a path nor http(s)', async () => {
  const host = await startHost();
  expect((await send(`${host.url}/`, { method: 'GET' })).body).not.toContain('shop-field-data');
  expect((await send(`${host.url}/field-data`, { headers: asText, body: '{}' })).status).toBe(405);

  for (const wrong of [
    'field-data',
    '//collector.example/x',
    'javascript:alert(1)',
    '/a"><script>',
    'ftp://x.example/',
  ]) {
    expect(() => checkFieldDataUrl(wrong)).toThrow(/SHOP_FIELD_DATA_URL/);
  }
  expect(checkFieldDataUrl(' /field-data ')).toBe('/field-data');
  expect(fieldDataUrlOf(withFieldDataUrl(template, 'https://c.example/?a=1&b=2'))).toBe('https://c.example/?a=1&b=2');
});
