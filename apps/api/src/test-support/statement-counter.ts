import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, QueryId } from 'kysely';
import { buildApp } from '../app.js';
import type { AppContext } from '../infra/context.js';
import { sendFamilyHosts } from './family-host.js';

export interface CountingApp {
  /** The app, built on the same database as the context, with every statement counted. */
  app: FastifyInstance;
  /** The SQL statements executed since the last call (each one counted when its result arrives). */
  takeCount(): number;
  /** The SQL of the statements since the last takeCount or takeStatements, in order (to see what a count is made of). */
  takeStatements(): string[];
  close(): Promise<void>;
}

/** An app whose statements are counted, to show that a call costs a constant number of them. */
export async function countingApp(context: AppContext): Promise<CountingApp> {
  let count = 0;
  let statements: string[] = [];
  // Kysely transforms subqueries too: a statement is known by its query id when its result arrives.
  const compiled = new Map<QueryId, string>();
  const counter: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId, context.db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      count++;
      statements.push(compiled.get(queryId) ?? '?');
      compiled.delete(queryId);
      return result;
    },
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-api-count-'));
  const app = await buildApp(
    { ...context, db: context.db.withPlugin(counter) },
    { logger: false, webDistDir: path.join(dataDir, 'no-web-dist') },
  );
  // The count is of the handler's statements: the constant work every request does before it (the
  // session, the family scope's checks of the ids) is left out.
  app.addHook('preHandler', async () => {
    count = 0;
    statements = [];
    compiled.clear();
  });
  await app.ready();
  // Host inference reads through the uncounted handle: only the call's own statements count.
  sendFamilyHosts(app, context);
  return {
    app,
    takeCount() {
      const taken = count;
      count = 0;
      statements = [];
      return taken;
    },
    takeStatements() {
      const taken = statements;
      count = 0;
      statements = [];
      return taken;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
