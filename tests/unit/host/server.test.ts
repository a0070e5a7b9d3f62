import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Host } from '../../../src/host/createHost';
import { createHostServer, type HostServer } from '../../../src/host/server';

/**
 * The host's server stopping under load (issue 47, `npm run bench:host` found it): a keep-alive
 * connection is idle between an answer and the next request, and a busy worker may not yet have
 * read a request that has arrived. Node's own close destroyed such a connection at once, and the
 * client's request with it (ECONNRESET). Here the next request is written to the connection and the
 * stop begins before the server's event loop can read it, as on a worker busy rendering.
 */
function plainHost(): Host {
  let ready = true;
  return {
    handle(request, response) {
      const body = `answer to ${request.url}\n`;
      response.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body) });
      response.end(body);
    },
    get ready() {
      return ready;
    },
    stop() {
      ready = false;
    },
    createSharedAnswerCache: undefined,
  };
}

/** One client connection, raw: every byte it received, and how it ended. */
interface RawClient {
  socket: Socket;
  received(): string;
  ended: Promise<'closed' | string>;
  /** Resolves once the client has received `count` whole answers. */
  answers(count: number): Promise<void>;
}

function rawClient(port: number): Promise<RawClient> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const waiting: { count: number; resolve: () => void }[] = [];
    const answersIn = () => text.split('HTTP/1.1 ').length - 1;
    const complete = () => answersIn() > 0 && text.endsWith('\n') && /answer to \S+\n$/.test(text);
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      for (const wait of waiting.filter((entry) => answersIn() >= entry.count && complete())) wait.resolve();
    });
    const ended = new Promise<'closed' | string>((end) => {
      socket.once('error', (error: NodeJS.ErrnoException) => end(error.code ?? error.message));
      socket.once('end', () => end('closed'));
    });
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => text,
        ended,
        answers: (count) =>
          new Promise<void>((done) => {
            if (answersIn() >= count && complete()) done();
            else waiting.push({ count, resolve: done });
          }),
      }),
    );
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: shop.test\r\n\r\n`;

let server: HostServer;
let port: number;
beforeEach(async () => {
  server = createHostServer(plainHost());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => {
  server.closeAllConnections();
});

it('answers a request that came on an idle keep-alive connection as the stop began, then closes the connection', async () => {
  const client = await rawClient(port);
  client.socket.write(get('/first'));
  await client.answers(1);
  // Written to the server's socket at once (loopback); the server reads it in a later turn.
  client.socket.write(get('/second'));
  const stopped = server.stopGracefully();
  expect(await client.ended).toBe('closed');
  const second = client.received().slice(client.received().lastIndexOf('HTTP/1.1 '));
  expect(second).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(second).toMatch(/\r\nConnection: close\r\n/i);
  expect(second).toMatch(/answer to \/second\n$/);
  await stopped;
  expect(server.listening).toBe(false);
});

it('answers it too when Node’s cluster closes the server (the primary disconnecting a worker)', async () => {
  const client = await rawClient(port);
  client.socket.write(get('/first'));
  await client.answers(1);
  client.socket.write(get('/second'));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  expect(await client.ended).toBe('closed');
  expect(client.received()).toMatch(/answer to \/second\n$/);
  await closed;
});

it('closes a connection that stays idle, and so ends its stop without waiting for its grace', async () => {
  const client = await rawClient(port);
  client.socket.write(get('/first'));
  await client.answers(1);
  const grace = 60_000;
  const stopping = server.stopGracefully(grace);
  expect(await client.ended).toBe('closed');
  await stopping;
  expect(client.received()).toMatch(/answer to \/first\n$/);
  expect(server.listening).toBe(false);
});

it('takes no new connection once stopping', async () => {
  void server.stopGracefully();
  const refused = await new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve('connected'));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  expect(refused).toBe('ECONNREFUSED');
});
