import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

declare global {
  var e2eServers: ChildProcess[] | undefined;
}

/**
 * Serves dist/ with the mock services, as `npm run preview` does, on free local ports: a process of
 * servers (support/servers.ts) for each jest worker, so that two test files side by side never
 * share the mock services' state (a file resets it when it starts, `/__mocks/reset`). Each worker
 * finds its servers by its JEST_WORKER_ID (support/workerServers.ts).
 */
/** jest's resolved configuration: its `maxWorkers` is a number by now. */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
  const dist = path.resolve(__dirname, '../../../dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/ has no build: run `npm run build` before `npm run test:e2e`.');
  }
  const workers = Math.max(1, globalConfig.maxWorkers);
  globalThis.e2eServers = [];
  const addresses = await Promise.all(
    Array.from({ length: workers }, () => {
      const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'servers.ts')], {
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      globalThis.e2eServers!.push(child);
      return new Promise<{ base: string; plainFiles: string }>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`The e2e servers ended before they listened (exit ${code}).`)));
        // The first line is the servers' addresses; what the servers log after it goes on to stdout.
        createInterface({ input: child.stdout! }).on('line', (line) => {
          if (line.startsWith('{"base"')) resolve(JSON.parse(line) as { base: string; plainFiles: string });
          else process.stdout.write(`${line}\n`);
        });
      });
    }),
  );
  addresses.forEach(({ base, plainFiles }, index) => {
    process.env[`E2E_BASE_URL_${index + 1}`] = base;
    process.env[`E2E_PLAIN_FILES_URL_${index + 1}`] = plainFiles;
  });
}
