import type { FastifyInstance } from 'fastify';
import { errorCodes, healthContract, readinessContract } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { AppError } from '../../infra/errors.js';
import type { FileStorage } from '../../infra/storage.js';
import { route } from '../../infra/contract-routes.js';
import { pingDatabase } from './operations.repository.js';

/** What failed, as the readiness answer names it: never the error's text (it may hold paths). */
async function failureOf(check: () => Promise<void>): Promise<boolean> {
  try {
    await check();
    return false;
  } catch {
    return true;
  }
}

export function operationsRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  route(app, healthContract, async () => ({ status: 'ok' as const }));

  route(app, readinessContract, async (request) => {
    const [database, files] = await Promise.all([
      failureOf(() => pingDatabase(db)),
      failureOf(() => storage.checkWritable()),
    ]);
    if (database || files) {
      const failed = [database && 'the database', files && 'the media storage'].filter(Boolean);
      request.log.warn({ database, storage: files }, 'not ready');
      throw new AppError(503, errorCodes.notReady, `Not ready: ${failed.join(' and ')} failed.`);
    }
    return { status: 'ready' as const, database: 'ok' as const, storage: 'ok' as const };
  });
}
