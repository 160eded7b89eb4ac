import { Worker } from 'node:worker_threads';

export interface LoadRequest {
  url: string;
  /** Request paths, taken in turn (round robin over all connections). */
  paths: string[];
  connections: number;
  /** Seconds of measured load. */
  duration: number;
  /** Seconds of untimed load first, so that the JIT and the caches are warm. */
  warmup: number;
  /** The Host header (the family's sub-domain: the API serves family calls only there). */
  host?: string;
  /** A write row: POSTs instead of GETs (write-load.ts). */
  write?: WriteSpec;
}

/** The saves of a write row: `paths[i]` is sent `bodies[i]`, as the bench's family admin. */
export interface WriteSpec {
  token: string;
  /**
   * JSON bodies; "__N__" becomes a number unique to each request, so that every save changes a
   * value (a save that changes nothing writes no history record, and would measure less).
   */
  bodies: string[];
  /**
   * Read before each save, untimed (as an editor opens the profile first): the GET `paths[i]`,
   * whose `versions[section]`, when the answer has it, is sent as the body's `version`. A commit
   * without versions answers none, and its saves go without one.
   */
  versionFrom?: { paths: string[]; section: string };
}

export interface LoadResult {
  /** Successful (2xx) responses measured. */
  requests: number;
  /** Milliseconds. */
  median: number;
  p99: number;
  requestsPerSecond: number;
  /** Non-2xx responses, connection errors and timeouts. */
  failures: number;
  averageBytes: number;
  /** Connections used: fewer than asked when one request takes a large part of the duration. */
  connections: number;
}

// Worker threads don't inherit tsx's loader on Node 20: the worker registers it, then loads the
// TypeScript file.
const workerBootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.resolve('./load-worker.ts'))}); })
  .catch((error) => { throw error; });`;

export interface LoadGenerator {
  /** Loads one server on 127.0.0.1: untimed warm-up, then the measured run. */
  measure(request: LoadRequest): Promise<LoadResult>;
  close(): Promise<void>;
}

/**
 * autocannon in a worker thread, so that the load generator does not share an event loop with the
 * servers it measures. One worker serves every measurement, one at a time.
 */
export function startLoadGenerator(): LoadGenerator {
  const worker = new Worker(workerBootstrap, { eval: true });
  let pending: { resolve(r: LoadResult): void; reject(e: unknown): void } | null = null;
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    stopped = error;
    pending?.reject(error);
    pending = null;
  };
  worker.on('message', (result: LoadResult) => {
    pending?.resolve(result);
    pending = null;
  });
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The load worker stopped (code ${code})`)));
  worker.unref();
  return {
    measure(request) {
      if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(request.url)) {
        return Promise.reject(new Error(`The bench only loads 127.0.0.1, not ${request.url}`));
      }
      if (stopped) return Promise.reject(stopped);
      if (pending) return Promise.reject(new Error('One measurement at a time'));
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage(request);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
