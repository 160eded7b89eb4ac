import http from 'node:http';
import type { LoadRequest, LoadResult, WriteSpec } from './measure.js';

/**
 * The write rows' load (run in the load worker, like autocannon): each connection sends its next
 * save, waits for the answer, and sends the next; only the save is timed. A save may first need a
 * read (the profile's version), which autocannon cannot chain into the next request's body.
 */

interface Answer {
  status: number;
  body: string;
}

function send(
  agent: http.Agent,
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: body
          ? {
              ...headers,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            }
          : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// Unique over the worker's life (and across runs of the same database): every save changes a value.
let counter = Date.now() % 1_000_000_000;

/** The body of save `i`, with the version of the section read just before, when there is one. */
async function bodyOf(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  write: WriteSpec,
  i: number,
): Promise<string> {
  const body = JSON.parse(write.bodies[i]!.replaceAll('__N__', String(counter++))) as Record<
    string,
    unknown
  >;
  if (write.versionFrom) {
    const read = await send(agent, url + write.versionFrom.paths[i]!, 'GET', headers);
    if (read.status !== 200) throw new Error(`GET before a save answered ${read.status}`);
    const versions = (JSON.parse(read.body) as { versions?: Record<string, number> | null })
      .versions;
    const version = versions?.[write.versionFrom.section];
    if (version !== undefined) body.version = version;
  }
  return JSON.stringify(body);
}

async function run(request: LoadRequest, connections: number, seconds: number) {
  const write = request.write!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers: Record<string, string> = {
    authorization: `Bearer ${write.token}`,
    ...(request.host ? { host: request.host } : {}),
  };
  const latencies: number[] = [];
  let failures = 0;
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const connection = async () => {
    while (performance.now() < deadline) {
      const i = next++ % request.paths.length;
      const body = await bodyOf(agent, request.url, headers, write, i);
      const sent = performance.now();
      const answer = await send(agent, request.url + request.paths[i]!, 'POST', headers, body);
      if (answer.status < 200 || answer.status >= 300) failures++;
      else {
        latencies.push(performance.now() - sent);
        bytes += Buffer.byteLength(answer.body);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    median: at(0.5),
    p99: at(0.99),
    requestsPerSecond: latencies.length / elapsed,
    failures,
    averageBytes: bytes / Math.max(1, latencies.length),
  };
}

/** Warm-up (untimed), then the measured run, at the asked connections. */
export async function measureWrites(request: LoadRequest): Promise<LoadResult> {
  if (request.warmup > 0) await run(request, request.connections, request.warmup);
  const figures = await run(request, request.connections, request.duration);
  return { ...figures, connections: request.connections };
}
