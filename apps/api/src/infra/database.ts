import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.js';
import { withStatementCache } from './sqlite-statements.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
}

export function openDatabase(databaseUrl: string | null, dataDir: string): DatabaseHandle {
  if (databaseUrl) {
    // JIT off: PostgreSQL's planner over-estimates recursive walks (the tree's ancestor and
    // relation walks) and then spends seconds compiling a query that runs in milliseconds.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
    // An idle client whose server connection drops (restart, admin terminate) emits 'error' on
    // the pool; unhandled, that would crash the process. The next query simply reconnects.
    pool.on('error', () => {});
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
    };
  }
  return openSqlite(path.join(dataDir, 'familytree.sqlite'));
}

/**
 * SQLite's deferred BEGIN takes the write lock at the first write; when another server process
 * wrote in between, that upgrade fails at once (SQLITE_BUSY_SNAPSHOT) instead of waiting. The
 * transactions here are writes: they take the write lock at BEGIN and wait for it (busy_timeout).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#settings);
  }
}

export function openSqlite(file: string): DatabaseHandle {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    }),
    dialect: 'sqlite',
  };
}

/** Which engine a handle (or a transaction on it) talks to, for the few statements that differ. */
export function dialectOf(db: Db): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
