/** The part of autocannon 9's programmatic API (its README) that scripts/bench-host.ts uses; it ships no types. */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  import type { Socket } from 'node:net';

  namespace autocannon {
    interface Request {
      path?: string;
      method?: string;
      headers?: Record<string, string>;
    }
    /** One connection of the run. Its fields past the README's API are internals the bench reads. */
    interface Client extends EventEmitter {
      setRequests(requests: Request[]): void;
      conn: Socket;
      pipelinedRequests: { size(): number; clear(): void };
      _connect(): void;
      _doRequest(): void;
      _destroyConnection(): void;
    }
    interface Histogram {
      average: number;
      p50: number;
      p90: number;
      p99: number;
      max: number;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: Request[];
      idReplacement?: boolean;
      setupClient?: (client: Client) => void;
    }
    interface Result {
      requests: Histogram & { total: number };
      latency: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
