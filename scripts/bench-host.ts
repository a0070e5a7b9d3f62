/**
 * `npm run bench:host` (after `npm run build`; it builds nothing): the production host
 * (dist-server/host.js) under load, as operators judge one (issue 47). Everything on 127.0.0.1,
 * every run bounded in time, every process it starts stopped at its end. It writes
 * bench/host-report.md, a file of its own (scripts/bench.ts rewrites bench/report.md whole).
 *
 * Behind the host, the mock handlers answer in a process of their own (scripts/bench-host-services.ts):
 * fast, slow (2 s an answer), failing (500) or dropping the connection. The load is autocannon's:
 * the nine sites × the demo routes, each connection going through all of them from its own
 * starting point, as a desktop Chrome that accepts brotli. The runs:
 * 1. the host alone, then behind nginx with the project's cache configuration (src/host/nginxCache.ts):
 *    requests a second (and a core of the host's CPU), p50 / p99, errors; hit ratio, renders per address;
 * 2. the services slow, failing, dropping connections, each after a baseline with them fast: what
 *    a page waits (against the 300 ms / 1 s caps), and that no page is an error or a fallback;
 * 3. a soak: each worker's heap after every full GC (`node --trace-gc`, inherited by the workers)
 *    and its own resident memory, over minutes, with new product addresses in the mix;
 * 4. restarts under load: SIGHUP (the workers replaced one by one), SIGTERM to a worker (the
 *    primary forks another), SIGTERM to one of two hosts behind nginx (the other takes the load).
 *
 * autocannon 9 sends the next request on a connection whose answer said `Connection: close` (a
 * stopping host says so): the bench's client opens a new connection instead, as HTTP/1.1 asks, and
 * counts each request a closed connection took with it as dropped (autocannon counts it nowhere).
 *
 * About 8 minutes; `--quick` runs each for a few seconds (about 2 minutes, a check that it works).
 * `--alone`, `--cache`, `--slow`, `--failing`, `--soak`, `--restart` set a run's seconds,
 * `--connections` (16) and `--workers` (one a core) the load and the host, `--only
 * alone,cache,faults,soak,restart` some of the runs.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hostTimings, timings } from '../src/config/timings';
import { siteCodes } from '../src/config/sites';
import { pageCaching } from '../src/host/createHost';
import { slowServiceMs, type ServiceMode } from './bench-host-services';
import { demoRoutes, inSite } from './demoRoutes';
import { stolenJiffies } from './host';
import { freePort } from './freePort';
import { startNginx } from './nginx';

const root = path.resolve(__dirname, '..');

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    alone: { type: 'string' },
    cache: { type: 'string' },
    slow: { type: 'string' },
    failing: { type: 'string' },
    soak: { type: 'string' },
    restart: { type: 'string' },
    connections: { type: 'string', default: '16' },
    workers: { type: 'string', default: String(availableParallelism()) },
    only: { type: 'string', default: 'alone,cache,faults,soak,restart' },
  },
});

/** Seconds of each run: the default or `--quick`'s. */
const defaults = options.quick
  ? { warmUp: 2, faultWarmUp: 2, alone: 6, cache: 8, slow: 5, failing: 4, soak: 15, restart: 10 }
  : { warmUp: 5, faultWarmUp: 3, alone: 25, cache: 70, slow: 15, failing: 10, soak: 150, restart: 15 };
const seconds = (name: 'alone' | 'cache' | 'slow' | 'failing' | 'soak' | 'restart') => {
  const value = Number(options[name] ?? defaults[name]);
  if (!(value > 0)) throw new Error(`--${name} takes seconds, more than 0: ${options[name]}`);
  return value;
};
const loadConnections = Number(options.connections);
/**
 * The slow and failing runs' connections: two a worker, so that a page's time at the host is its
 * render and its waits for the services, not the queue of the other renders in its worker.
 */
const faultConnections = 2 * Number(options.workers);
const workers = Number(options.workers);
const only = new Set(options.only.split(','));

/** A desktop Chrome: every page of the mix is the shared page of the `other` agent class. */
const browserHeaders = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
/** The mix: every demo route in every site (72 addresses). */
const pageMix = siteCodes.flatMap((site) => demoRoutes.map((route) => inSite(route, site)));
const searchPath = '/search';
/**
 * The soak's mix: the same, and in each site a product page of an id never asked for before
 * (autocannon's `[<id>]`): one request in nine is a new address, as a catalogue and bots bring.
 */
const soakMix = [
  ...pageMix,
  ...siteCodes.map((site) => inSite('/p/kaffeemaschine-mit-thermokanne-schwarz/[<id>]', site)),
];

// --- Processes --------------------------------------------------------------------------------

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-host-'));
// nginx's workers run as another user when it runs as root: they write their cache and temporary files here.
chmodSync(scratch, 0o755);
const started = new Set<ChildProcess>();

function track(child: ChildProcess) {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/**
 * Stops what the bench started, by process id, and removes its scratch directory: SIGTERM, with
 * which nginx's master stops its workers and the host's primary its own.
 */
function stopEverything() {
  for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}
process.on('exit', stopEverything);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url: string, what: string, limitMs = 30_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url} within ${limitMs / 1000} s.`);
    await sleep(100);
  }
}

/** The mock services on 127.0.0.1, in a process of their own. */
async function startServices() {
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'bench-host-services.ts')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      const listening = /listening (\d+)/.exec(text);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`The bench's services exited (${code}) before they listened.`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    /** The CPU seconds the services' process has used so far. */
    cpuS: () => processFigures(child.pid!)?.cpuS ?? 0,
    /** How many calls the services have had so far. */
    async calls(): Promise<number> {
      const answer = (await (await fetch(`${origin}/__bench/calls`)).json()) as { calls: number };
      return answer.calls;
    },
    async mode(mode: ServiceMode) {
      const answer = await fetch(`${origin}/__bench/mode?${mode}`, { method: 'PUT' });
      if (answer.status !== 204) throw new Error(`The services did not take mode ${mode}: ${answer.status}`);
    },
  };
}

type Services = Awaited<ReturnType<typeof startServices>>;
/** The bench's services, once started: `load` measures the CPU they use. */
let runningServices: Services | undefined;

interface AccessEntry {
  time: string;
  path: string;
  status: number;
  durationMs: number;
  site?: string;
  render?: string;
  audience?: string;
  kind: string;
  event?: string;
}

interface GcSample {
  pid: number;
  /** Seconds since the worker's V8 started. */
  atS: number;
  kind: string;
  afterMb: number;
  committedMb: number;
}

interface RunningHost {
  url: string;
  port: number;
  process: ChildProcess;
  /** When it was spawned (ms since the epoch). */
  spawnedAt: number;
  exited: Promise<number | null>;
  workerPids(): number[];
  /** The byte length of its log so far: `log(from)` reads what it wrote after. */
  logSize(): number;
  log(from?: number): { entries: AccessEntry[]; gc: GcSample[]; errorLines: number };
  stop(): Promise<void>;
}

const gcLine =
  /\[(\d+):0x[0-9a-f]+\]\s+(\d+) ms: (Mark-Compact(?: \(reduce\))?|Scavenge|Minor Mark-Sweep) ([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/;

/**
 * The built host (`npm run serve`) as its own process on 127.0.0.1, its stdout (the JSON access
 * log, and V8's GC lines with `traceGc`) and stderr in files of the scratch directory.
 */
async function startHost({
  servicesOrigin,
  workerCount = workers,
  port,
  traceGc = false,
}: {
  servicesOrigin: string;
  workerCount?: number;
  port?: number;
  traceGc?: boolean;
}): Promise<RunningHost> {
  const listenPort = port ?? (await freePort());
  const stdoutFile = path.join(scratch, `host-${listenPort}-${Date.now()}.log`);
  const stderrFile = `${stdoutFile}.err`;
  const out = openSync(stdoutFile, 'a');
  const err = openSync(stderrFile, 'a');
  const spawnedAt = Date.now();
  const child = track(
    spawn(process.execPath, [...(traceGc ? ['--trace-gc'] : []), path.join(root, 'dist-server/host.js')], {
      env: {
        ...process.env,
        PORT: String(listenPort),
        HOST: '127.0.0.1',
        SHOP_WORKERS: String(workerCount),
        SHOP_SERVICES_ORIGIN: servicesOrigin,
      },
      stdio: ['ignore', out, err],
    }),
  );
  closeSync(out);
  closeSync(err);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${listenPort}`;
  await waitFor(`${url}/readyz`, 'The host');
  const host: RunningHost = {
    url,
    port: listenPort,
    process: child,
    spawnedAt,
    exited,
    workerPids: () => childPids(child.pid!),
    logSize: () => readFileSync(stdoutFile).length,
    log(from = 0) {
      return { ...parseHostLog(readFileSync(stdoutFile).subarray(from).toString('utf8')), errorLines: errorLines() };
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const errorLines = () =>
    readFileSync(stderrFile, 'utf8')
      .split('\n')
      .filter((line) => /fail/i.test(line)).length;
  return host;
}

/**
 * The host's JSON lines and V8's GC lines. V8 writes its lines through C's buffered stdout, in
 * blocks that may end within a line, while the host writes each JSON line whole: a JSON line may
 * follow a GC line's first part on the same line, and that GC line goes on in the next.
 */
function parseHostLog(text: string): { entries: AccessEntry[]; gc: GcSample[] } {
  const entries: AccessEntry[] = [];
  const gc: GcSample[] = [];
  let carried = '';
  for (const raw of text.split('\n')) {
    const jsonStart = raw.indexOf('{"time"');
    const line = jsonStart > 0 ? raw.slice(jsonStart) : raw;
    if (jsonStart > 0) carried += raw.slice(0, jsonStart);
    if (line.startsWith('{"time"')) {
      try {
        entries.push(JSON.parse(line) as AccessEntry);
      } catch {
        // A line cut by the end of what was written so far.
      }
      if (jsonStart > 0) continue;
    }
    const gcText = carried + line;
    carried = '';
    const match = gcLine.exec(gcText);
    if (match)
      gc.push({
        pid: Number(match[1]),
        atS: Number(match[2]) / 1000,
        kind: match[3]!,
        afterMb: Number(match[6]),
        committedMb: Number(match[7]),
      });
  }
  return { entries, gc };
}

function childPids(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/**
 * A process's resident memory (MB: all of it, and its anonymous part, the process's own, without
 * the mapped files such as node's binary) and CPU time (s) from /proc; none once it has gone.
 */
function processFigures(pid: number): { rssMb: number; anonMb: number; cpuS: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the name), in ticks of 1/100 s.
    const cpuS = (Number(fields[11]) + Number(fields[12])) / 100;
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, anonMb: kb('RssAnon') / 1024, cpuS };
  } catch {
    return undefined;
  }
}

/** The CPU seconds the host's processes (primary and workers) have used so far. */
const hostCpuS = (host: RunningHost) =>
  [host.process.pid!, ...host.workerPids()].reduce((sum, pid) => sum + (processFigures(pid)?.cpuS ?? 0), 0);

/** nginx with the project's cache configuration in front of `upstreams` (scripts/nginx.ts), and its CPU. */
async function startCache(upstreams: string[]) {
  const nginx = await startNginx(upstreams, scratch);
  track(nginx.process);
  const pid = nginx.process.pid!;
  return {
    ...nginx,
    /** The CPU seconds its master and workers have used so far. */
    cpuS: () => [pid, ...childPids(pid)].reduce((sum, child) => sum + (processFigures(child)?.cpuS ?? 0), 0),
  };
}

// --- Load -------------------------------------------------------------------------------------

interface Load {
  seconds: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Requests that a connection closed by the server took with it, without an answer. */
  dropped: number;
  /** What ended the connections that dropped them: `closed` (by the server), or the error's code. */
  droppedBy: Record<string, number>;
  /** New connections opened because an answer said `Connection: close`. */
  reconnects: number;
  /** Connections the server ended (FIN), with or without a request on its way. */
  serverEnds: number;
  statuses: Record<string, number>;
  /** CPU the host's processes used, in cores (CPU seconds a second), when measured. */
  hostCores?: number;
  /** CPU nginx's processes used, in cores, when it was in front. */
  nginxCores?: number;
  /** CPU the mock services used, in cores. */
  servicesCores?: number;
  /** CPU the load generator (this process) used, in cores. */
  loadCores: number;
}

/**
 * autocannon on `url` for `durationS`, each connection going through `paths` in order from its own
 * starting point. `during` runs alongside (a restart), its promise awaited before the figures.
 */
async function load(
  url: string,
  durationS: number,
  {
    paths = pageMix,
    headers = {},
    host,
    nginx,
    services = runningServices,
    connections = loadConnections,
    during,
    thenS,
  }: {
    paths?: readonly string[];
    headers?: Record<string, string>;
    host?: RunningHost;
    nginx?: { cpuS(): number };
    services?: { cpuS(): number };
    connections?: number;
    /** Runs alongside; with `thenS`, the load goes on that long after it ends, `durationS` at most. */
    during?: () => Promise<void>;
    thenS?: number;
  } = {},
): Promise<Load> {
  const counters = { dropped: 0, reconnects: 0, ends: 0, causes: {} as Record<string, number> };
  let clients = 0;
  const cpuBefore = host ? hostCpuS(host) : 0;
  const nginxBefore = nginx?.cpuS() ?? 0;
  const servicesBefore = services?.cpuS() ?? 0;
  const ownBefore = process.cpuUsage();
  const startedAt = Date.now();
  const instance = autocannon({
    url,
    connections,
    duration: durationS,
    timeout: 10,
    headers: { ...browserHeaders, ...headers },
    idReplacement: paths.some((address) => address.includes('[<id>]')),
    setupClient(client) {
      const offset = Math.floor((clients++ * paths.length) / connections);
      client.setRequests([...paths.slice(offset), ...paths.slice(0, offset)].map((address) => ({ path: address })));
      conformingClient(client, counters);
    },
  });
  let stopping: ReturnType<typeof setTimeout> | undefined;
  const side = during?.().then(() => {
    if (thenS !== undefined) stopping = setTimeout(() => instance.stop(), thenS * 1000);
  });
  const result = await instance;
  clearTimeout(stopping);
  await side;
  const elapsedS = (Date.now() - startedAt) / 1000;
  return {
    seconds: result.duration,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    dropped: counters.dropped,
    droppedBy: counters.causes,
    reconnects: counters.reconnects,
    serverEnds: counters.ends,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    hostCores: host ? (hostCpuS(host) - cpuBefore) / elapsedS : undefined,
    nginxCores: nginx ? (nginx.cpuS() - nginxBefore) / elapsedS : undefined,
    servicesCores: services ? (services.cpuS() - servicesBefore) / elapsedS : undefined,
    loadCores: (({ user, system }) => user + system)(process.cpuUsage(ownBefore)) / 1e6 / elapsedS,
  };
}

/**
 * An autocannon connection that behaves as HTTP/1.1 asks of a client (autocannon 9 does not): after
 * an answer with `Connection: close` it opens a new connection for its next request. A request on
 * its way when the connection ends or fails is counted as dropped, and left behind (autocannon would
 * match the next answer to it).
 */
function conformingClient(
  client: autocannon.Client,
  counters: { dropped: number; reconnects: number; ends: number; causes: Record<string, number> },
) {
  let serverCloses = false;
  client.on('headers', (info: { shouldKeepAlive?: boolean }) => {
    if (info.shouldKeepAlive === false) serverCloses = true;
  });
  const connect = client._connect.bind(client);
  client._connect = () => {
    serverCloses = false;
    connect();
    const lose = (cause: string) => {
      const lost = client.pipelinedRequests.size();
      counters.dropped += lost;
      if (lost > 0) counters.causes[cause] = (counters.causes[cause] ?? 0) + lost;
      client.pipelinedRequests.clear();
    };
    client.conn.prependListener('end', () => {
      counters.ends += 1;
      lose('closed');
    });
    client.conn.prependListener('error', (error: NodeJS.ErrnoException) => lose(error.code ?? error.message));
  };
  const request = client._doRequest.bind(client);
  client._doRequest = () => {
    if (!serverCloses) return request();
    counters.reconnects += 1;
    client._destroyConnection();
    client._connect();
  };
}

// --- Figures ----------------------------------------------------------------------------------

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** The host's own view of a run's pages: its durations by route group, its statuses, renders and fallbacks. */
function serverView(entries: AccessEntry[]) {
  const pages = entries.filter((entry) => entry.kind === 'page');
  const group = (search: boolean) =>
    pages.filter((entry) => (entry.path === searchPath) === search).map((entry) => entry.durationMs);
  return {
    pages: pages.length,
    searchPages: group(true).length,
    notOk: pages.filter((entry) => entry.status !== 200).length,
    fallbacks: pages.filter((entry) => entry.render === 'fallback').length,
    otherP50Ms: percentile(group(false), 50),
    otherP99Ms: percentile(group(false), 99),
    searchP50Ms: percentile(group(true), 50),
    searchP99Ms: percentile(group(true), 99),
  };
}

const machineLoad = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** A run's figures with the machine's load average (1 min) at its end: other jobs share the machine. */
async function measured<T>(run: () => Promise<T>): Promise<T & { load1: number }> {
  const result = await run();
  return { ...result, load1: loadavg()[0]! };
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const fixed = (value: number, digits = 0) => value.toFixed(digits);

function loadLine(name: string, figures: Load) {
  console.log(
    `${name}: ${fixed(figures.perSecond, 1)} req/s, p50 ${ms(figures.p50Ms)}, p99 ${ms(figures.p99Ms)}, errors ${figures.errors} (timeouts ${figures.timeouts}), dropped ${figures.dropped}${figures.dropped > 0 ? ` (${JSON.stringify(figures.droppedBy)})` : ''}, non-2xx ${figures.non2xx}, reconnects ${figures.reconnects}, ends ${figures.serverEnds}${figures.hostCores === undefined ? '' : `, host CPU ${fixed(figures.hostCores, 2)} cores`}${figures.nginxCores === undefined ? '' : `, nginx CPU ${fixed(figures.nginxCores, 2)} cores`}${figures.servicesCores === undefined ? '' : `, services CPU ${fixed(figures.servicesCores, 2)} cores`}, autocannon CPU ${fixed(figures.loadCores, 2)} cores`,
  );
}

/** Least squares: the slope of `points` (y per x). */
function slope(points: readonly (readonly [number, number])[]): number {
  if (points.length < 2) return Number.NaN;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const across = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const spread = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return spread === 0 ? Number.NaN : across / spread;
}

// --- Runs -------------------------------------------------------------------------------------

async function throughputRuns(services: Services) {
  const host = await startHost({ servicesOrigin: services.origin });
  try {
    await load(host.url, defaults.warmUp);
    const before = host.logSize();
    const alone = only.has('alone')
      ? await measured(async () => {
          const figures = await load(host.url, seconds('alone'), { host });
          return { ...figures, server: serverView(host.log(before).entries) };
        })
      : undefined;
    if (alone) loadLine('host alone', alone);
    const cache = only.has('cache') ? await measured(() => behindCache(host)) : undefined;
    if (cache) {
      loadLine('behind nginx', cache);
      console.log(
        `  hit ratio ${fixed(cache.hitRatio * 100, 1)} %, renders per address ${cache.rendersPerAddress.min}–${cache.rendersPerAddress.max} in ${cache.windows} window(s) of s-maxage`,
      );
    }
    return { alone, cache };
  } finally {
    await host.stop();
  }
}

/** Waits until the host has logged nothing for a second (its answers in flight are out), 15 s at most. */
async function settledLog(host: RunningHost) {
  const deadline = Date.now() + 15_000;
  for (let size = -1; size !== host.logSize() && Date.now() < deadline;) {
    size = host.logSize();
    await sleep(1000);
  }
}

/** The same host behind nginx with an empty cache: hit ratio, and how often each address was rendered. */
async function behindCache(host: RunningHost) {
  const nginx = await startCache([`127.0.0.1:${host.port}`]);
  try {
    const before = host.logSize();
    const durationS = seconds('cache');
    const figures = await load(nginx.url, durationS, { host, nginx });
    // The renders nginx asked for in the background at the end are logged once they are out.
    await settledLog(host);
    const rendered = host.log(before).entries.filter((entry) => entry.kind === 'page');
    const perAddress = new Map<string, number>();
    for (const entry of rendered) {
      const key = `${entry.site} ${entry.path} ${entry.audience}`;
      perAddress.set(key, (perAddress.get(key) ?? 0) + 1);
    }
    const counts = pageMix.map((address) => {
      const url = new URL(address, 'http://x');
      return perAddress.get(`${url.searchParams.get('site')} ${url.pathname} shared:other`) ?? 0;
    });
    const statuses = nginx.accessLines().map((line) => line.split(' ')[0]!);
    const count = (status: string) => statuses.filter((value) => value === status).length;
    return {
      ...figures,
      hitRatio: count('HIT') / statuses.length,
      cacheStatuses: Object.fromEntries(
        ['HIT', 'MISS', 'EXPIRED', 'STALE', 'UPDATING', 'BYPASS'].map((status) => [status, count(status)]),
      ),
      hostRenders: rendered.length,
      rendersPerAddress: { min: Math.min(...counts), max: Math.max(...counts), addresses: counts.length },
      /** The run's windows of `s-maxage`: each address is rendered about once in each. */
      windows: Math.ceil(durationS / pageCaching.sMaxAge),
    };
  } finally {
    await nginx.stop();
  }
}

/**
 * The services slow, failing or dropping connections, each on a fresh host: first the services fast
 * (the baseline, on the same host and right before: the machine's other jobs change less in
 * between), then the same load with the services in that state. What its pages waited, and that
 * every one came, rendered.
 */
async function faultRuns(services: Services) {
  const runs: { mode: ServiceMode; seconds: number }[] = [
    { mode: 'slow', seconds: seconds('slow') },
    { mode: 'failing', seconds: seconds('failing') },
    { mode: 'dropping', seconds: seconds('failing') },
  ];
  const results = [];
  for (const { mode, seconds: durationS } of runs) {
    const host = await startHost({ servicesOrigin: services.origin });
    try {
      await load(host.url, defaults.faultWarmUp, { connections: faultConnections });
      const phase = async () => {
        const before = host.logSize();
        const callsBefore = await services.calls();
        const loaded = await load(host.url, durationS, { host, connections: faultConnections });
        await settledLog(host);
        const server = serverView(host.log(before).entries);
        return { ...loaded, server, callsPerPage: ((await services.calls()) - callsBefore) / server.pages };
      };
      const fast = await phase();
      await services.mode(mode);
      const figures = await measured(phase);
      loadLine(`services fast, then`, fast);
      loadLine(`services ${mode}`, figures);
      console.log(
        `  host p50/p99: pages ${ms(fast.server.otherP50Ms)}/${ms(fast.server.otherP99Ms)} → ${ms(figures.server.otherP50Ms)}/${ms(figures.server.otherP99Ms)}, search ${ms(fast.server.searchP50Ms)}/${ms(fast.server.searchP99Ms)} → ${ms(figures.server.searchP50Ms)}/${ms(figures.server.searchP99Ms)}; service calls a page ${fixed(fast.callsPerPage, 1)} → ${fixed(figures.callsPerPage, 1)}; not 200: ${figures.server.notOk}, fallbacks: ${figures.server.fallbacks}`,
      );
      results.push({ mode, fast, ...figures });
    } finally {
      await services.mode('fast');
      await host.stop();
    }
  }
  return results;
}

/**
 * Minutes of load on a fresh host: each worker's heap after every full GC (V8's `--trace-gc`, which
 * the workers inherit from the primary), and its resident memory, over time. The first fifth warms
 * up (code compiled, caches filled): the slopes and the "from" figures are of the rest.
 */
async function soakRun(services: Services) {
  const host = await startHost({ servicesOrigin: services.origin, traceGc: true });
  try {
    const durationS = seconds('soak');
    const pids = host.workerPids();
    const memory = new Map<number, { atS: number; rssMb: number; anonMb: number }[]>(pids.map((pid) => [pid, []]));
    const soakStartS = (Date.now() - host.spawnedAt) / 1000;
    let sampling = true;
    const sampler = (async () => {
      const startedAt = Date.now();
      while (sampling) {
        for (const pid of pids) {
          const figures = processFigures(pid);
          if (figures) memory.get(pid)!.push({ atS: (Date.now() - startedAt) / 1000, ...figures });
        }
        await sleep(Math.max(1000, (durationS * 1000) / 40));
      }
    })();
    const figures = await measured(() =>
      load(host.url, durationS, { host, paths: soakMix }).finally(() => {
        sampling = false;
      }),
    );
    await sampler;
    loadLine('soak', figures);
    await host.stop();
    const { gc } = host.log();
    const warmS = durationS / 5;
    const perWorker = pids.map((pid) => {
      // A worker's V8 clock starts with the worker, about when the host was spawned.
      const full = gc
        .filter((sample) => sample.pid === pid && sample.kind.startsWith('Mark-Compact'))
        .map((sample) => ({ ...sample, atS: sample.atS - soakStartS }))
        .filter(({ atS }) => atS >= 0 && atS <= durationS);
      const settledGcs = full.filter(({ atS }) => atS >= warmS);
      const samples = memory.get(pid)!;
      const settled = samples.filter(({ atS }) => atS >= warmS);
      return {
        pid,
        fullGcs: full.length,
        heapAfterGcMb: full.map(({ afterMb }) => afterMb),
        heapFromMb: settledGcs[0]?.afterMb,
        heapLastMb: settledGcs.at(-1)?.afterMb,
        heapCommittedLastMb: settledGcs.at(-1)?.committedMb,
        heapSlopeMbPerMin: slope(settledGcs.map(({ atS, afterMb }) => [atS, afterMb])) * 60,
        anonFromMb: settled[0]?.anonMb,
        anonLastMb: settled.at(-1)?.anonMb,
        anonSlopeMbPerMin: slope(settled.map(({ atS, anonMb }) => [atS, anonMb])) * 60,
        rssLastMb: settled.at(-1)?.rssMb,
        /** The anonymous RSS at about every tenth of the run. */
        anonSeries: samples.filter((_, index) => index % Math.max(1, Math.round(samples.length / 10)) === 0),
      };
    });
    for (const worker of perWorker)
      console.log(
        `  worker ${worker.pid}: ${worker.fullGcs} full GCs, heap after GC ${fixed(worker.heapFromMb ?? Number.NaN, 1)} → ${fixed(worker.heapLastMb ?? Number.NaN, 1)} MB (${fixed(worker.heapSlopeMbPerMin, 2)} MB/min), anonymous RSS ${fixed(worker.anonFromMb ?? Number.NaN)} → ${fixed(worker.anonLastMb ?? Number.NaN)} MB (${fixed(worker.anonSlopeMbPerMin, 2)} MB/min): ${worker.anonSeries.map(({ atS, anonMb }) => `${fixed(atS)} s ${fixed(anonMb)}`).join(', ')}`,
      );
    return { ...figures, durationS, warmS, perWorker };
  } finally {
    await host.stop();
  }
}

/** `a × 2, b × 1`. */
function tally(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value} × ${count}`).join('; ') || 'none';
}

/** Waits until `check` holds, checking every 100 ms, at most `limitMs`. */
async function until(check: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Load on `url` from a quarter of the restart's seconds before `restart` until half of them after
 * the restarted workers or host listen, at most three times the restart's seconds; `restart` says
 * whether the replacement came within its limit.
 */
async function underLoad(
  url: string,
  restart: (limitMs: number) => Promise<boolean>,
  options: { host?: RunningHost; headers?: Record<string, string> } = {},
) {
  const durationS = seconds('restart');
  let replacedAfterS = Number.NaN;
  const figures = await measured(() =>
    load(url, durationS * 3, {
      ...options,
      thenS: durationS / 2,
      async during() {
        await sleep((durationS * 1000) / 4);
        const signalled = Date.now();
        if (await restart(durationS * 2000)) replacedAfterS = (Date.now() - signalled) / 1000;
      },
    }),
  );
  return { replacedAfterS, ...figures };
}

/** Restarts under load: the host's rolling restart, a worker's SIGTERM, and one host of two behind nginx. */
async function restartRuns(services: Services) {
  const results = [];

  {
    const host = await startHost({ servicesOrigin: services.origin });
    try {
      await load(host.url, defaults.warmUp);
      const old = host.workerPids();
      const figures = await underLoad(
        host.url,
        (limitMs) => {
          host.process.kill('SIGHUP');
          return until(() => {
            const now = host.workerPids();
            return now.length === old.length && now.every((pid) => !old.includes(pid));
          }, limitMs);
        },
        { host },
      );
      loadLine('SIGHUP (every worker replaced)', figures);
      results.push({ name: 'SIGHUP to the host: each worker replaced, then sent SIGTERM', ...figures });
    } finally {
      await host.stop();
    }
  }

  {
    const host = await startHost({ servicesOrigin: services.origin });
    try {
      await load(host.url, defaults.warmUp);
      const figures = await underLoad(
        host.url,
        (limitMs) => {
          const [victim] = host.workerPids();
          process.kill(victim!, 'SIGTERM');
          return until(() => !host.workerPids().includes(victim!) && host.workerPids().length === workers, limitMs);
        },
        { host },
      );
      loadLine('SIGTERM to a worker', figures);
      results.push({ name: 'SIGTERM to one worker: the primary forks another', ...figures });
    } finally {
      await host.stop();
    }
  }

  {
    // Two hosts of half the workers each; the pages bypass the cache (a visitor's cookie) so that every one is rendered.
    const half = Math.max(1, Math.floor(workers / 2));
    let first = await startHost({ servicesOrigin: services.origin, workerCount: half });
    const second = await startHost({ servicesOrigin: services.origin, workerCount: half });
    const nginx = await startCache([`127.0.0.1:${first.port}`, `127.0.0.1:${second.port}`]);
    try {
      const headers = { cookie: 'platform=desktop' };
      await load(nginx.url, defaults.warmUp, { headers });
      const figures = await underLoad(
        nginx.url,
        async () => {
          first.process.kill('SIGTERM');
          await first.exited;
          first = await startHost({ servicesOrigin: services.origin, workerCount: half, port: first.port });
          return true;
        },
        { headers },
      );
      // "connect() failed (111: Connection refused)", "upstream prematurely closed connection", …: what, not when.
      const upstreamErrors = nginx
        .errorLines()
        .filter((line) => /\[error\]/.test(line))
        .map((line) => /\*\d+ ([^,]+)/.exec(line)?.[1] ?? line);
      loadLine('SIGTERM to one host of two behind nginx', figures);
      console.log(
        `  nginx: ${upstreamErrors.length} upstream error(s), each tried on the other host: ${tally(upstreamErrors)}`,
      );
      results.push({
        name: 'SIGTERM to one of two hosts behind nginx, then started again',
        upstreamErrors: upstreamErrors.length,
        upstreamErrorKinds: tally(upstreamErrors),
        ...figures,
      });
    } finally {
      await nginx.stop();
      await first.stop();
      await second.stop();
    }
  }
  return results;
}

// --- Report -----------------------------------------------------------------------------------

type Outcome = {
  throughput?: Awaited<ReturnType<typeof throughputRuns>>;
  faults?: Awaited<ReturnType<typeof faultRuns>>;
  soak?: Awaited<ReturnType<typeof soakRun>>;
  restarts?: Awaited<ReturnType<typeof restartRuns>>;
};

/** The report's first lines: each run's verdict, from its figures. */
function summary({ throughput, faults, soak, restarts }: Outcome): string[] {
  const lines: string[] = [];
  const plusMs = (from: number, to: number) => `${to >= from ? '+' : '−'}${ms(Math.abs(to - from))}`;
  const alone = throughput?.alone;
  if (alone)
    lines.push(
      `- The host alone: ${fixed(alone.perSecond, 1)} pages a second on ${fixed(alone.hostCores ?? Number.NaN, 2)} cores of its own CPU, **${fixed(alone.perSecond / (alone.hostCores ?? Number.NaN))} a core**; p50 ${ms(alone.p50Ms)}, p99 ${ms(alone.p99Ms)} at ${loadConnections} connections; errors ${alone.errors}, dropped ${alone.dropped}, non-2xx ${alone.non2xx}.`,
    );
  const cache = throughput?.cache;
  if (cache)
    lines.push(
      `- Behind nginx: ${fixed(cache.perSecond)} requests a second, p50 ${ms(cache.p50Ms)}, p99 ${ms(cache.p99Ms)}, hit ratio ${fixed(cache.hitRatio * 100, 1)} %; each address rendered at most ${cache.rendersPerAddress.max} time(s) in ${fixed(cache.seconds)} s (${cache.windows} window(s) of \`s-maxage=${pageCaching.sMaxAge}\`); errors ${cache.errors}, dropped ${cache.dropped}, non-2xx ${cache.non2xx}.`,
    );
  const slow = faults?.find((run) => run.mode === 'slow');
  if (slow)
    lines.push(
      `- Services answering after ${slowServiceMs / 1000} s: a page took ${plusMs(slow.fast.server.otherP50Ms, slow.server.otherP50Ms)} at p50 and ${plusMs(slow.fast.server.otherP99Ms, slow.server.otherP99Ms)} at p99 more than with them fast (cap ${Math.max(timings.headerPromotionWaitMs, hostTimings.serverSharedAnswersWaitMs)} ms), the search page ${plusMs(slow.fast.server.searchP50Ms, slow.server.searchP50Ms)} and ${plusMs(slow.fast.server.searchP99Ms, slow.server.searchP99Ms)} (cap ${hostTimings.serverResultsWaitMs} ms; its p99 is of ${slow.server.searchPages} pages).`,
    );
  if (faults) {
    const sum = (pick: (run: NonNullable<Outcome['faults']>[number]) => number) =>
      faults.reduce((total, run) => total + pick(run), 0);
    lines.push(
      `- Services slow, answering 500 or dropping connections: ${sum((run) => run.server.pages)} pages, ${sum((run) => run.server.notOk)} error answers, ${sum((run) => run.server.fallbacks)} fallbacks; errors ${sum((run) => run.errors)}, dropped ${sum((run) => run.dropped)}, non-2xx ${sum((run) => run.non2xx)}.`,
    );
  }
  if (soak)
    lines.push(
      `- Soak (${fixed(soak.seconds)} s): heap after full GC ${soak.perWorker.map((worker) => `${fixed(worker.heapFromMb ?? Number.NaN, 1)} → ${fixed(worker.heapLastMb ?? Number.NaN, 1)} MB (${fixed(worker.heapSlopeMbPerMin, 2)} MB/min)`).join(', ')}; the workers' own resident memory ${soak.perWorker.map((worker) => `${fixed(worker.anonFromMb ?? Number.NaN)} → ${fixed(worker.anonLastMb ?? Number.NaN)} MB`).join(', ')}.`,
    );
  if (restarts)
    lines.push(
      `- Restarts under load (${restarts.map((run) => run.name.split(':')[0]).join('; ')}): errors ${restarts.reduce((total, run) => total + run.errors, 0)}, dropped ${restarts.reduce((total, run) => total + run.dropped, 0)}, non-2xx ${restarts.reduce((total, run) => total + run.non2xx, 0)}.`,
    );
  return lines;
}

function writeReport(
  outcome: Outcome,
  machine: { loadBefore: string; loadAfter: string; stolenPerS: number },
  tookS: number,
) {
  const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const lines = [
    '# The production host under load (`npm run bench:host`)',
    '',
    'scripts/bench-host.ts runs the built host (`dist-server/host.js`, after `npm run build`) on 127.0.0.1, with the mock',
    `services behind it in a process of their own, and loads it with autocannon 9: ${loadConnections} connections, each going through`,
    `the nine sites × the ${demoRoutes.length} demo routes (${pageMix.length} addresses) as a desktop Chrome that accepts brotli; ${workers} worker(s) a host.`,
    'Every run is bounded in time and stops what it started. The load generator, the services and nginx share the',
    'machine with the host: "host CPU" is what the host itself used (CPU seconds a second), and "per core" divides the',
    'requests by it (and by nginx\'s, behind nginx), the figure that depends least on what else runs. "errors" are',
    'autocannon\'s (connection errors and time-outs); "dropped" are requests a connection the server closed took with it,',
    'unanswered (autocannon counts them nowhere; its client here opens a new connection after `Connection: close`, as',
    'HTTP/1.1 asks). "load" is the machine\'s 1-minute load average at the end of a run: other jobs shared its cores, so',
    'the latencies are far above what a quiet machine gives; run it again on one before quoting them.',
    '',
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${availableParallelism()} cores, load average before ${machine.loadBefore}, after ${machine.loadAfter}; CPU stolen by the hypervisor: ${fixed(machine.stolenPerS, 1)} jiffies a second (100 = one core); ${Math.round(tookS)} s in all${options.quick ? ' (`--quick`)' : ''}.`,
    '',
  ];
  const { throughput, faults, soak, restarts } = outcome;
  lines.push('## In short', '', ...summary(outcome), '');
  if (throughput?.alone || throughput?.cache) {
    lines.push(
      '## Throughput and latency',
      '',
      '| where | s | req/s | host CPU (cores) | nginx CPU | req/s per core (host and nginx) | p50 | p90 | p99 | errors | dropped | non-2xx | services CPU | autocannon CPU | load |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const [name, figures] of [
      ['the host alone', throughput.alone],
      ["behind nginx (the project's cache)", throughput.cache],
    ] as const) {
      if (!figures) continue;
      const cores = (figures.hostCores ?? Number.NaN) + (figures.nginxCores ?? 0);
      lines.push(
        row([
          name,
          fixed(figures.seconds),
          fixed(figures.perSecond, 1),
          fixed(figures.hostCores ?? Number.NaN, 2),
          figures.nginxCores === undefined ? '–' : fixed(figures.nginxCores, 2),
          fixed(figures.perSecond / cores, 1),
          ms(figures.p50Ms),
          ms(figures.p90Ms),
          ms(figures.p99Ms),
          figures.errors,
          figures.dropped,
          figures.non2xx,
          fixed(figures.servicesCores ?? Number.NaN, 2),
          fixed(figures.loadCores, 2),
          figures.load1.toFixed(2),
        ]),
      );
    }
    lines.push('');
    if (throughput.alone)
      lines.push(
        `The host alone rendered every page (${throughput.alone.server.pages} pages logged, ${throughput.alone.server.fallbacks} fallback(s), ${throughput.alone.server.notOk} not 200); its own time for a page: p50 ${ms(throughput.alone.server.otherP50Ms)}, p99 ${ms(throughput.alone.server.otherP99Ms)} (search: p50 ${ms(throughput.alone.server.searchP50Ms)}, p99 ${ms(throughput.alone.server.searchP99Ms)}), the rest is the wait in the queue of ${loadConnections} connections.`,
        '',
      );
    if (throughput.cache) {
      const cache = throughput.cache;
      lines.push(
        `Behind nginx, with an empty cache at the start: hit ratio ${fixed(cache.hitRatio * 100, 1)} % (${Object.entries(
          cache.cacheStatuses,
        )
          .filter(([, count]) => count > 0)
          .map(([status, count]) => `${status} ${count}`)
          .join(
            ', ',
          )}). The host rendered ${cache.hostRenders} pages for ${cache.requests} requests: each of the ${cache.rendersPerAddress.addresses} addresses ${cache.rendersPerAddress.min === cache.rendersPerAddress.max ? cache.rendersPerAddress.min : `${cache.rendersPerAddress.min}–${cache.rendersPerAddress.max}`} time(s) in ${fixed(cache.seconds)} s, ${cache.rendersPerAddress.max <= cache.windows ? 'at most once' : 'more than once ✗'} in each of its ${cache.windows} window(s) of \`s-maxage=${pageCaching.sMaxAge}\` (once an address's page is stale, one request renders it again in the background while the stale page is served; an address first rendered late in the first window is not yet stale at the end).`,
        '',
      );
    }
  }
  if (faults) {
    const pagesCap = Math.max(timings.headerPromotionWaitMs, hostTimings.serverSharedAnswersWaitMs);
    lines.push(
      '## Slow and failing services',
      '',
      `A fresh host for each: ${defaults.faultWarmUp} s of warm-up, the mix with the services fast (the baseline), then the same with the services slow, failing or dropping every connection; ${faultConnections} connections (two a worker), so that a page's time at the host is its render and its waits rather than the queue of the other renders in its worker. The caps: a page waits at most ${timings.headerPromotionWaitMs} ms for the header's banner and ${hostTimings.serverSharedAnswersWaitMs} ms for the navigation and footer answers (side by side), the search page ${hostTimings.serverResultsWaitMs} ms for its results; the navigation and footer answers the host has are kept ${hostTimings.serverSharedAnswersTtlMs / 60_000} min (a host that starts while the services fail asks again every ${hostTimings.serverSharedAnswersRetryMs / 1000} s and renders without them meanwhile). "host p50 / p99" is the host's own time for a page (its access log), for the pages but search and for search, with the services fast → in that state: what a slow service adds is to be held against the cap; p50 says it more steadily than p99 on a shared machine. "calls a page": the calls the services got (the render's and their retries) for each page. "fallbacks": pages whose render the host gave up (it sends the plain document instead); "not 200": error answers.`,
      '',
      `| services | s | req/s (fast → then) | client p50 / p99 | host p50 / p99, pages (cap ${pagesCap} ms) | host p50 / p99, search (cap ${hostTimings.serverResultsWaitMs} ms) | calls a page | pages | not 200 | fallbacks | errors | dropped | non-2xx | load |`,
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    const names: Record<string, string> = {
      slow: `slow (each answer after ${slowServiceMs / 1000} s)`,
      failing: '500 for every call',
      dropping: 'connection dropped for every call',
    };
    const shift = (fast: number, then: number) => `${ms(fast)} → ${ms(then)}`;
    for (const run of faults)
      lines.push(
        row([
          names[run.mode] ?? run.mode,
          fixed(run.seconds),
          `${fixed(run.fast.perSecond, 1)} → ${fixed(run.perSecond, 1)}`,
          `${ms(run.p50Ms)} / ${ms(run.p99Ms)}`,
          `${shift(run.fast.server.otherP50Ms, run.server.otherP50Ms)} / ${shift(run.fast.server.otherP99Ms, run.server.otherP99Ms)}`,
          `${shift(run.fast.server.searchP50Ms, run.server.searchP50Ms)} / ${shift(run.fast.server.searchP99Ms, run.server.searchP99Ms)}`,
          `${fixed(run.fast.callsPerPage, 1)} → ${fixed(run.callsPerPage, 1)}`,
          run.server.pages,
          run.server.notOk,
          run.server.fallbacks,
          run.errors,
          run.dropped,
          run.non2xx,
          run.load1.toFixed(2),
        ]),
      );
    lines.push('');
    const failing = faults.find((run) => run.mode === 'failing');
    if (failing && failing.server.searchP50Ms - failing.fast.server.searchP50Ms > hostTimings.serverResultsWaitMs / 2)
      lines.push(
        'With 500 answers the search page waits out its cap: the suggestions query asks again after a status error (header-search-cart.md 7: up to 4 times, 2 s apart), so its render stops waiting at the cap, not at the first 500; a dropped connection is no status and is not asked again.',
        '',
      );
  }
  if (soak) {
    lines.push(
      '## Soak: memory',
      '',
      `${fixed(soak.seconds)} s of load on a fresh host started with \`node --trace-gc\` (its workers inherit it), the mix above and in each site a product page of an id never asked for before (one request in nine is a new address): ${fixed(soak.perSecond, 1)} req/s, p99 ${ms(soak.p99Ms)}, errors ${soak.errors}, dropped ${soak.dropped}, non-2xx ${soak.non2xx}, load ${soak.load1.toFixed(2)}. "Heap after GC" is V8's used heap after each full (mark-compact) GC of the worker (what it holds on to); "anonymous RSS" the worker's own resident memory (\`RssAnon\` in /proc: the heap V8 keeps committed, native buffers, the allocator's arenas), read every few seconds. The first ${fixed(soak.warmS)} s warm up (code compiled, caches filled): the "from" figures and the slopes (least squares) are of the rest.`,
      '',
      '| worker | full GCs | heap after GC | heap slope | V8 heap committed | anonymous RSS | anonymous RSS slope | RSS at the end |',
      '|---|---|---|---|---|---|---|---|',
      ...soak.perWorker.map((worker, index) =>
        row([
          index + 1,
          worker.fullGcs,
          `${fixed(worker.heapFromMb ?? Number.NaN, 1)} → ${fixed(worker.heapLastMb ?? Number.NaN, 1)} MB`,
          `${fixed(worker.heapSlopeMbPerMin, 2)} MB/min`,
          `${fixed(worker.heapCommittedLastMb ?? Number.NaN)} MB`,
          `${fixed(worker.anonFromMb ?? Number.NaN)} → ${fixed(worker.anonLastMb ?? Number.NaN)} MB`,
          `${fixed(worker.anonSlopeMbPerMin, 2)} MB/min`,
          `${fixed(worker.rssLastMb ?? Number.NaN)} MB`,
        ]),
      ),
      '',
      ...soak.perWorker.map(
        (worker, index) =>
          `Worker ${index + 1}: heap after each full GC (MB) ${worker.heapAfterGcMb.map((mb) => fixed(mb, 1)).join(', ') || 'none'}; anonymous RSS (s: MB) ${worker.anonSeries.map(({ atS, anonMb }) => `${fixed(atS)}: ${fixed(anonMb)}`).join(', ')}.`,
      ),
      '',
    );
  }
  if (restarts) {
    lines.push(
      '## Restarts under load',
      '',
      `The load starts ${fixed(seconds('restart') / 4)} s before the signal and goes on ${fixed(seconds('restart') / 2)} s after the replacement listens. "back after": from the signal until the replacement workers (or host) listened; a rolling restart replaces the workers one after the other, each new one listening before the old one stops.`,
      '',
      '| restart | back after | s | req/s | p99 | errors | dropped | non-2xx | reconnects after `Connection: close` | load |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...restarts.map((run) =>
        row([
          run.name,
          Number.isFinite(run.replacedAfterS) ? `${fixed(run.replacedAfterS, 1)} s` : 'not within its limit',
          fixed(run.seconds),
          fixed(run.perSecond, 1),
          ms(run.p99Ms),
          run.errors,
          run.dropped,
          run.non2xx,
          run.reconnects,
          run.load1.toFixed(2),
        ]),
      ),
      '',
    );
    const behindNginx = restarts.find((run) => 'upstreamErrors' in run);
    if (behindNginx && 'upstreamErrors' in behindNginx)
      lines.push(
        `Behind nginx the pages carry a visitor's cookie (\`platform=desktop\`), so that none comes from the cache and each is rendered by a host; nginx logged ${behindNginx.upstreamErrors} upstream error(s) (${behindNginx.upstreamErrorKinds}), each request then tried on the other host.`,
        '',
      );
  }
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench/host-report.md'), lines.join('\n'));
}

async function main() {
  if (!existsSync(path.join(root, 'dist-server/host.js')))
    throw new Error('No dist-server/host.js: run `npm run build` first.');
  const loadBefore = machineLoad();
  const startedAt = Date.now();
  const stolenBefore = stolenJiffies();
  console.log(`load average before: ${loadBefore}`);
  const services = await startServices();
  runningServices = services;
  const outcome: Outcome = {};
  if (only.has('alone') || only.has('cache')) outcome.throughput = await throughputRuns(services);
  if (only.has('faults')) outcome.faults = await faultRuns(services);
  if (only.has('soak')) outcome.soak = await soakRun(services);
  if (only.has('restart')) outcome.restarts = await restartRuns(services);
  const tookS = (Date.now() - startedAt) / 1000;
  writeReport(
    outcome,
    { loadBefore, loadAfter: machineLoad(), stolenPerS: (stolenJiffies() - stolenBefore) / tookS },
    tookS,
  );
  console.log('bench/host-report.md written.');
}

void main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
