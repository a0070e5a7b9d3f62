import { createServer, type Server } from 'node:http';
import { hostLimits, type Host } from './createHost';

/** How long a stopping server lets the requests in flight finish before it closes their connections. */
export const stopGraceMs = 10_000;

/**
 * An HTTP server for a host, with the request limits Node enforces itself (a header larger than
 * `maxHeaderBytes` gets 431, a request that takes too long 408) and a stop that finishes what is
 * in flight: no new connection, idle keep-alive connections closed, the others once their answer
 * is out, every one after `graceMs`.
 */
export type HostServer = Server & { stopGracefully(graceMs?: number): Promise<void> };

export function createHostServer(host: Host, handle: Host['handle'] = host.handle): HostServer {
  const server = createServer(
    {
      maxHeaderSize: hostLimits.maxHeaderBytes,
      requestTimeout: 30_000,
      headersTimeout: 10_000,
      keepAliveTimeout: 5_000,
    },
    (request, response) => {
      // A server that is stopping closes each connection after its answer.
      if (!host.ready) response.setHeader('Connection', 'close');
      handle(request, response);
    },
  );
  // A malformed request (or a header past the limit) gets its 4xx from Node, not a crash.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
  return Object.assign(server, {
    stopGracefully(graceMs = stopGraceMs) {
      host.stop();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  });
}
