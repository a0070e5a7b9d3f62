/**
 * Debian's nginx with the project's shared-cache configuration (src/host/nginxCache.ts) in front of
 * one or more hosts, in a scratch directory of its own: what tests/e2e/sharedCache.test.ts and
 * `npm run bench:host` put in front of the built host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nginxCacheConfig } from '../src/host/nginxCache';
import { freePort } from './freePort';

const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));

export interface RunningNginx {
  readonly url: string;
  readonly process: ChildProcess;
  /** Its access log's lines so far: cache status, status, the upstream's status(es). */
  accessLines(): string[];
  errorLines(): string[];
  /** SIGTERM (its master stops the workers), then its directory goes. */
  stop(): Promise<void>;
}

/** Starts nginx on a free port in front of `upstreams` (`host:port` each); resolves once it answers. */
export async function startNginx(upstreams: string[], scratch = tmpdir()): Promise<RunningNginx> {
  if (!nginxBinary) throw new Error('No nginx: `apt-get install nginx` (.ci/run does).');
  const dir = mkdtempSync(path.join(scratch, 'nginx-'));
  // nginx's workers run as another user when it runs as root: they write its cache and temporary files here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    log_format cache '$upstream_cache_status $status $upstream_status';
    access_log ${dir}/access.log cache;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
${nginxCacheConfig({ listen: `127.0.0.1:${port}`, upstreams, cacheDir: `${dir}/cache` })}
}
`,
  );
  const child = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer ${url}/healthz (exit code ${child.exitCode}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  return {
    url,
    process: child,
    accessLines: () => read(path.join(dir, 'access.log')),
    errorLines: () => read(path.join(dir, 'error.log')),
    stop,
  };
}
