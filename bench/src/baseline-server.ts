import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from './app-server.js';
import type { PlainSelect, RawDatabase } from './raw-database.js';

export interface BaselineServer extends RunningServer {
  /** Makes the queries answerable; returns their paths, in the same order. */
  register(name: string, queries: PlainSelect[]): string[];
}

/**
 * The floor each endpoint is compared with: a bare node:http server that runs one plain SELECT and
 * answers JSON.stringify of its rows. No framework, no validation, no query builder.
 */
export async function startBaselineServer(raw: RawDatabase): Promise<BaselineServer> {
  const queries = new Map<string, PlainSelect[]>();
  const server = http.createServer((request, response) => {
    const [, name, index] = (request.url ?? '').split('/');
    const query = queries.get(name ?? '')?.[Number(index)];
    if (!query) {
      response.writeHead(404).end();
      return;
    }
    raw.all(query).then(
      (rows) => {
        const body = JSON.stringify(rows);
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    register(name, list) {
      queries.set(name, list);
      return list.map((_, i) => `/${name}/${i}`);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
