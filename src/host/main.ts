import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createHost } from './createHost';
import { createHostServer, stopGraceMs } from './server';

/**
 * `npm run serve` (after `npm run build`): the production host, built into dist-server/host.js so
 * that it runs with the production dependencies only. Configuration (docs/hosting.md, "The production host"):
 * - `SHOP_SERVICES_ORIGIN`: where the services answer (default `http://127.0.0.1:8080`);
 * - `PORT` (default 8000), `HOST` (default 0.0.0.0), `SHOP_WORKERS` (default: one a core);
 * - `SHOP_PUBLIC_ORIGIN`: the shop's public origin (default: `http://` and the request's Host);
 * - `SHOP_FIELD_DATA_URL`: where the pages' field-data beacons go (`/field-data`: this host takes
 *   them into its log; default: as the build says, usually off; empty: off). docs/field-data.md.
 *
 * The primary process forks one worker a core and replaces a worker that dies. SIGTERM or SIGINT:
 * the workers stop taking connections and finish what is in flight (at most 10 s), then exit.
 * SIGHUP: the workers are replaced one by one (a new build), without a refused connection.
 */
const distDir = process.env.SHOP_DIST_DIR ?? path.resolve(__dirname, '../dist');
const serverDir = process.env.SHOP_SERVER_DIR ?? __dirname;
const servicesOrigin = process.env.SHOP_SERVICES_ORIGIN ?? 'http://127.0.0.1:8080';
const port = Number(process.env.PORT ?? 8000);
const hostname = process.env.HOST ?? '0.0.0.0';
const workers = Number(process.env.SHOP_WORKERS ?? availableParallelism());

const logLine = (entry: object) => process.stdout.write(`${JSON.stringify(entry)}\n`);

if (cluster.isPrimary && workers > 0) {
  let stopping = false;
  const fork = () => cluster.fork();
  for (let index = 0; index < workers; index += 1) fork();
  const listening = new WeakSet<object>();
  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || worker.exitedAfterDisconnect) return;
    // A worker that died before it listened (the port is taken, the build is missing) would die again.
    if (!listening.has(worker)) {
      logLine({ time: new Date().toISOString(), event: 'worker-failed-to-start', code, signal });
      process.exit(1);
    }
    logLine({ time: new Date().toISOString(), event: 'worker-died', pid: worker.process.pid, code, signal });
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logLine({ time: new Date().toISOString(), event: 'stopping', signal });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), stopGraceMs + 2_000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // A restart without a refused connection: a new worker is listening before an old one stops.
  process.on('SIGHUP', () => {
    const old = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    logLine({ time: new Date().toISOString(), event: 'restarting', workers: old.length });
    void old.reduce(
      (previous, worker) =>
        previous.then(
          () =>
            new Promise<void>((resolve) => {
              const next = fork();
              next.once('listening', () => {
                worker.once('exit', () => resolve());
                worker.disconnect();
                worker.process.kill('SIGTERM');
              });
            }),
        ),
      Promise.resolve(),
    );
  });
} else {
  const host = createHost({
    distDir,
    serverDir,
    servicesOrigin,
    publicOrigin: process.env.SHOP_PUBLIC_ORIGIN,
    fieldDataUrl: process.env.SHOP_FIELD_DATA_URL,
    log: logLine,
  });
  const server = createHostServer(host);
  server.listen(port, hostname, () => {
    if (cluster.isPrimary) logLine({ time: new Date().toISOString(), event: 'listening', port, servicesOrigin });
  });
  const stop = () => {
    void server.stopGracefully().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (cluster.isWorker) process.on('disconnect', stop);
}
