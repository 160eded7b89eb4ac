import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app.js';
import { migrateToLatest } from './db/migrate.js';
import { startHousekeeping } from './housekeeping.js';
import type { AppConfig } from './infra/config.js';
import type { AppContext } from './infra/context.js';
import { openDatabase } from './infra/database.js';

/** Opens and migrates the database, then builds the app: what `npm start` and the CLI share. */
export async function openContext(config: AppConfig): Promise<AppContext> {
  const handle = openDatabase(config.databaseUrl, config.dataDir);
  await migrateToLatest(handle);
  return { ...handle, config };
}

export async function startServer(
  context: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(context, options);
  const stopHousekeeping = startHousekeeping(context.db, (error) =>
    app.log.error({ err: error }, 'purging expired sessions and invitations failed'),
  );
  app.addHook('onClose', async () => stopHousekeeping());
  await app.listen({ port: context.config.port, host: '::' });
  return app;
}
