import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createHost } from '../../../src/host/createHost';

/**
 * The host keeps dist/'s files in memory once read. Addresses that are no file (every page, every
 * product's address, a bot's guesses) must not be kept with them: a host asked for ever new
 * addresses would grow without bound. `npm run bench:host`'s soak led here.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), 'console.log("shop");');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Sends `url` through the host's handler and resolves once its answer is finished. */
function ask(host: ReturnType<typeof createHost>, url: string): Promise<number> {
  const request = Object.assign(new EventEmitter(), { url, method: 'GET', headers: {} });
  const headers = new Map<string, unknown>();
  return new Promise((resolve) => {
    const response = Object.assign(new EventEmitter(), {
      statusCode: 200,
      headersSent: false,
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      writeHead(status: number, more: Record<string, unknown>) {
        response.statusCode = status;
        for (const [name, value] of Object.entries(more)) headers.set(name.toLowerCase(), value);
        return response;
      },
      end() {
        response.headersSent = true;
        response.emit('finish');
        resolve(response.statusCode);
      },
    });
    host.handle(request as unknown as IncomingMessage, response as unknown as ServerResponse);
  });
}

const heapUsed = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

it('keeps nothing for addresses that are no file: 2 500 new 4 kB addresses leave its heap as it was', async () => {
  // No renderer in serverDir: the host sends the build's plain document for a page.
  const host = createHost({ distDir: dist, serverDir: path.join(dist, 'no-renderer') });
  expect(await ask(host, '/main.1a2b3c4d.js')).toBe(200);
  // Pages (no extension) and guesses at files (a file's extension, no such file), in turn.
  const address = (index: number) =>
    `/p/${String(index).padStart(6, '0')}-${'x'.repeat(4000)}${index % 2 ? '.js' : ''}`;
  for (let index = 0; index < 100; index += 1) await ask(host, address(index));
  const before = heapUsed();
  for (let index = 100; index < 2600; index += 1) expect(await ask(host, address(index))).toBe(200);
  const grownMb = (heapUsed() - before) / 1024 / 1024;
  // Kept, they would be 10 MB (2 500 × 4 kB); the test's own garbage is collected before measuring.
  expect(grownMb).toBeLessThan(3);
  // What is a file is still served from memory.
  expect(await ask(host, '/main.1a2b3c4d.js')).toBe(200);
}, 30_000);
