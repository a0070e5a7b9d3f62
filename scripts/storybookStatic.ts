import express from 'express';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { IndexEntry } from './storyIndex';

/** The static Storybook that `npm run build-storybook` writes. */
export const staticDir = path.resolve(__dirname, '..', 'storybook-static');

/** Its index: every story and docs page. */
export function indexEntries(): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

/** The ids of its stories, those whose id contains `filter` when one is given. */
export function storyIds(filter: string | undefined): string[] {
  return indexEntries()
    .filter((entry) => entry.type === 'story' && (!filter || entry.id.includes(filter)))
    .map((entry) => entry.id);
}

/** The file each story comes from, by its id, relative to the project. */
export function storyFiles(): Map<string, string> {
  return new Map(
    indexEntries()
      .filter((entry) => entry.type === 'story' && entry.importPath)
      .map((entry) => [entry.id, entry.importPath!]),
  );
}

/** Serves it on a free loopback port; `close` stops the server. */
export async function serveStorybook(): Promise<{ base: string; close: () => void }> {
  const server = express()
    .use(express.static(staticDir))
    // The preview page names no icon, so the browser asks for /favicon.ico: not a story's fault.
    .get('/favicon.ico', (_request, response) => response.sendStatus(204))
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
