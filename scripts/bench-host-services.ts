/**
 * The services behind the host in `npm run bench:host` (scripts/bench-host.ts), a process of their
 * own on 127.0.0.1: the mock handlers over HTTP, as the e2e suite's preview server answers
 * `/service/...`, in a mode the bench sets with `PUT /__bench/mode?<mode>`:
 * - `fast`: the mocks' answers at once;
 * - `slow`: each answer after 2 s;
 * - `failing`: 500 for every call;
 * - `dropping`: every call's connection closed without an answer.
 * `GET /__bench/calls` says how many calls it has had. It prints `listening <port>` once it takes calls. The mocks' call logs (kept for tests) are
 * emptied every 10 s, so that a soak measures the host's memory, not theirs.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { handlers } from '../mocks/handlers';
import { resetMockServices } from '../mocks/reset';

export const serviceModes = ['fast', 'slow', 'failing', 'dropping'] as const;
export type ServiceMode = (typeof serviceModes)[number];
export const slowServiceMs = 2000;

const isMode = (text: string): text is ServiceMode => (serviceModes as readonly string[]).includes(text);

function startServices() {
  let mode: ServiceMode = 'fast';
  let calls = 0;
  const app = express();
  app.disable('x-powered-by');
  app.put('/__bench/mode', (request, response) => {
    const asked = Object.keys(request.query)[0] ?? '';
    if (!isMode(asked)) return void response.status(400).send(`modes: ${serviceModes.join(', ')}\n`);
    mode = asked;
    response.status(204).end();
  });
  app.get('/__bench/calls', (_request, response) => void response.json({ calls }));
  app.use((request, response, next) => {
    calls += 1;
    if (mode === 'fast') return next();
    if (mode === 'slow') return void setTimeout(next, slowServiceMs);
    if (mode === 'failing') return void response.status(500).json({ error: 'UNKNOWN' });
    request.socket.destroy();
  });
  app.use(createMiddleware(...handlers));
  setInterval(resetMockServices, 10_000).unref();
  const server = app.listen(0, '127.0.0.1', () => {
    process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
  });
  // Many renders' calls at once under load: no limit of Node's on connections kept open.
  server.keepAliveTimeout = 5_000;
  process.on('SIGTERM', () => process.exit(0));
}

if (require.main === module) startServices();
