import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';
import { httpGet } from './http-get.js';
import type { LoadRequest, LoadResult } from './measure.js';
import { measureWrites } from './write-load.js';

type Figures = Omit<LoadResult, 'connections'>;

/** One autocannon run. Latencies come from its per-response timings, not its whole-ms histogram. */
async function run(
  url: string,
  paths: string[],
  connections: number,
  duration: number,
  host: string | undefined,
): Promise<Figures> {
  let next = 0;
  const latencies: number[] = [];
  let failures = 0;
  let bytes = 0;
  let finish: (result: autocannon.Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url,
      connections,
      duration,
      timeout: 60,
      ...(host ? { headers: { host } } : {}),
      requests: [
        { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
      ],
    },
    (error: unknown, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, statusCode, size, responseTime) => {
    if (statusCode < 200 || statusCode >= 300) return void failures++;
    latencies.push(responseTime);
    bytes += size;
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    median: at(0.5),
    p99: at(0.99),
    requestsPerSecond: latencies.length / result.duration,
    failures: failures + result.errors + result.timeouts,
    averageBytes: bytes / Math.max(1, latencies.length),
  };
}

/**
 * One request, timed. After a run it also drains the server: autocannon stops at its deadline with
 * requests still in flight, and a request of the same kind sent now is answered after them (near
 * enough), so that the next measurement does not pay for this one's leftovers.
 */
async function single(url: string, path: string, host: string | undefined): Promise<number> {
  const started = performance.now();
  const response = await httpGet(url, path, host);
  if (response.status < 200 || response.status >= 300)
    throw new Error(`GET ${path} answered ${response.status}`);
  return performance.now() - started;
}

/** The time one request takes: the quickest of up to three, fewer when they are slow. */
async function probe(
  url: string,
  path: string,
  budget: number,
  host: string | undefined,
): Promise<number> {
  let quickest = Infinity;
  let spent = 0;
  for (let i = 0; i < 3 && spent < budget; i++) {
    const time = await single(url, path, host);
    quickest = Math.min(quickest, time);
    spent += time;
  }
  return quickest;
}

/**
 * Probe, warm-up, measured run. A row whose one request takes so long that `connections` of them
 * would not complete twice within the duration runs with fewer connections (the full tree of a
 * large family), so that every run stays bounded and gets several samples.
 */
async function measure({
  url,
  paths,
  connections,
  duration,
  warmup,
  host,
}: LoadRequest): Promise<LoadResult> {
  const once = await probe(url, paths[0]!, (duration * 1000) / 2, host);
  const used = Math.max(1, Math.min(connections, Math.floor((duration * 1000) / (2 * once))));
  if (warmup > 0 && once < warmup * 1000) {
    await run(url, paths, used, warmup, host);
    await single(url, paths[0]!, host);
  }
  const figures = await run(url, paths, used, duration, host);
  await single(url, paths[0]!, host);
  return { ...figures, connections: used };
}

parentPort!.on('message', (request: LoadRequest) => {
  (request.write ? measureWrites(request) : measure(request)).then(
    (result) => parentPort!.postMessage(result),
    (error: unknown) => {
      throw error;
    },
  );
});
