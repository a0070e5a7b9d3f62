import { createServer, type Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { hostLimits, type Host } from './createHost';

/** How long a stopping server lets the requests in flight finish before it closes their connections. */
export const stopGraceMs = 10_000;

/**
 * A stopping server closes a keep-alive connection once it has gone this long without a request: a
 * client that uses it has sent its next one by then (and gets its answer with `Connection: close`).
 */
export const stopIdleMs = 1_000;

/**
 * An HTTP server for a host, with the request limits Node enforces itself (a header larger than
 * `maxHeaderBytes` gets 431, a request that takes too long 408) and a stop that finishes what is
 * in flight: no new connection, every answer from then on with `Connection: close`, a connection
 * without a request closed once it has been idle `stopIdleMs`, every one after `graceMs`.
 *
 * Node's own `close` (which its cluster calls too, when the primary disconnects a worker) destroys
 * the idle connections at once. A busy worker, though, may not yet have read a request that has
 * arrived on one: the client's request was reset (ECONNRESET: `npm run bench:host` saw a few at
 * each restart under load). Here `close` stops listening and leaves each idle connection its time;
 * whether one is idle is decided after the event loop has read what came (`setImmediate` after
 * the timer).
 */
export type HostServer = Server & { stopGracefully(graceMs?: number): Promise<void> };

export function createHostServer(host: Host, handle: Host['handle'] = host.handle): HostServer {
  /** Each connection's requests in progress, and since when it has had none. */
  const connections = new Map<Socket, { active: number; idleSince: number }>();
  let closing: Promise<void> | undefined;
  const server = createServer(
    {
      maxHeaderSize: hostLimits.maxHeaderBytes,
      requestTimeout: 30_000,
      headersTimeout: 10_000,
      keepAliveTimeout: 5_000,
    },
    (request, response) => {
      const connection = connections.get(request.socket);
      if (connection) connection.active += 1;
      response.once('close', () => {
        if (!connection) return;
        connection.active -= 1;
        connection.idleSince = Date.now();
      });
      // A server that is stopping closes each connection after its answer.
      if (closing || !host.ready) response.setHeader('Connection', 'close');
      handle(request, response);
    },
  );
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  // A malformed request (or a header past the limit) gets its 4xx from Node, not a crash.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });

  /** Stops listening; resolves once every connection has ended. */
  const closeGently = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      const sweep = setInterval(() => {
        // After the timer, the event loop reads what the sockets hold before it runs the immediate.
        setImmediate(() => {
          const now = Date.now();
          for (const [socket, { active, idleSince }] of connections)
            if (active === 0 && now - idleSince >= stopIdleMs) socket.destroy();
        });
      }, stopIdleMs / 4);
      sweep.unref();
      NetServer.prototype.close.call(server, () => {
        clearInterval(sweep);
        resolve();
      });
    });
    return closing;
  };

  return Object.assign(server, {
    close(callback?: (error?: Error) => void) {
      void closeGently().then(() => callback?.());
      return server;
    },
    stopGracefully(graceMs = stopGraceMs) {
      host.stop();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, graceMs);
        timer.unref();
        void closeGently().then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  });
}
