import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../scripts/freePort';

const root = path.resolve(__dirname, '../../..');

export interface RunningHost {
  readonly url: string;
  readonly process: ChildProcess;
  /** The JSON lines the host has logged so far (access log and events). */
  readonly log: Record<string, unknown>[];
  /** Ends with the process's exit code. */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * The built production host (`npm run serve`: node dist-server/host.js, issue 47) as its own process
 * on a port of 127.0.0.1, with its services at `servicesOrigin` and the rest of its configuration in
 * `env`; resolves once `/readyz` says so.
 */
export async function startProductionHost(
  servicesOrigin: string,
  workers = 2,
  env: Readonly<Record<string, string>> = {},
): Promise<RunningHost> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'dist-server/host.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_WORKERS: String(workers),
      SHOP_SERVICES_ORIGIN: servicesOrigin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    for (const line of lines) if (line.trim()) log.push(JSON.parse(line) as Record<string, unknown>);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('The production host did not get ready within 20 s.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    log,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The host's access-log entries of pages. */
export const pageEntries = (host: RunningHost) => host.log.filter((entry) => entry.kind === 'page');

/**
 * Waits until the host's log says `done` (each new log line asks again); the test's limit bounds
 * it. The host logs a request once its answer is out, so the line may come after the test has read
 * the answer: on a busy host, after the next assertion (a busy-core run, 2026-11-30).
 */
export function whenLogged<T>(host: RunningHost, done: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const check = () => {
      const result = done();
      if (result === undefined) return;
      host.process.stdout!.off('data', check);
      resolve(result);
    };
    // After the listener that parses the lines (startProductionHost's), so the new ones are in `log`.
    host.process.stdout!.on('data', check);
    check();
  });
}
