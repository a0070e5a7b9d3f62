import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createPreviewApp } from '../../../mocks/server/preview';

/**
 * One jest worker's servers (started by globalSetup.ts, one process per worker): dist/ with the mock
 * services, as `npm run preview` serves it, and the same dist/ on a host without the renderer
 * (issue 38: no dist-server/ to render with). Both in this process, so they share the mock services'
 * state as the shop's pages share the services. Their addresses go to stdout as one JSON line; the
 * process ends when its parent closes its stdin.
 */
const dist = path.resolve(__dirname, '../../../dist');
const listen = (app: ReturnType<typeof createPreviewApp>) =>
  new Promise<string>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });

void (async () => {
  const base = await listen(createPreviewApp(dist));
  const plainFiles = await listen(createPreviewApp(dist, path.join(dist, 'no-renderer')));
  process.stdout.write(`${JSON.stringify({ base, plainFiles })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => process.exit(0));
})();
