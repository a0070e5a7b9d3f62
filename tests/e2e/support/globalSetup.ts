import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createPreviewApp } from '../../../mocks/server/preview';

declare global {
  var previewServer: Server | undefined;
  var plainFilesServer: Server | undefined;
}

/** Serves dist/ with the mock services, as `npm run preview` does, on a free local port. */
export default async function globalSetup() {
  const dist = path.resolve(__dirname, '../../../dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error('dist/ has no build: run `npm run build` before `npm run test:e2e`.');
  }
  const server = await new Promise<Server>((resolve) => {
    const listening = createPreviewApp(dist).listen(0, '127.0.0.1', () => resolve(listening));
  });
  globalThis.previewServer = server;
  process.env.E2E_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The same dist/ on a host without the renderer (issue 38): no dist-server/ to render with.
  const plain = await new Promise<Server>((resolve) => {
    const listening = createPreviewApp(dist, path.join(dist, 'no-renderer')).listen(0, '127.0.0.1', () =>
      resolve(listening),
    );
  });
  globalThis.plainFilesServer = plain;
  process.env.E2E_PLAIN_FILES_URL = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
}
