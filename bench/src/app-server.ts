import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/infra/config.js';
import type { BenchDatabase } from './bench-database.js';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** The real API (buildApp, as `npm start` builds it) on 127.0.0.1 and a random port, logger off. */
export async function startAppServer(database: BenchDatabase): Promise<RunningServer> {
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? undefined,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // Every load connection comes from 127.0.0.1 (up to 100 of them): no per-address cap.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
  });
  const app: FastifyInstance = await buildApp(
    { ...database.handle, config },
    // No built SPA: the bench measures the API only.
    { logger: false, webDistDir: path.join(database.dataDir, 'no-web-app') },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
