import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Dialect } from '../../apps/api/src/infra/database.js';
import type { BenchDatabase } from './bench-database.js';

/** One plain SELECT: SQL text with `?` placeholders and its parameters. */
export interface PlainSelect {
  sql: string;
  params: unknown[];
}

/** The database through its bare driver, with no query builder: what the baselines run on. */
export interface RawDatabase {
  dialect: Dialect;
  all(query: PlainSelect): Promise<unknown[]>;
  /** A condition `id` in a list, passed as one parameter whatever its length. */
  idIn(ids: number[]): PlainSelect;
  close(): Promise<void>;
}

function sqliteRaw(file: string): RawDatabase {
  const connection = new SQLite(file);
  connection.pragma('busy_timeout = 5000');
  const statements = new Map<string, SQLite.Statement>();
  return {
    dialect: 'sqlite',
    async all({ sql, params }) {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = connection.prepare(sql)));
      return statement.all(...params);
    },
    idIn: (ids) => ({
      sql: 'id in (select value from json_each(?))',
      params: [JSON.stringify(ids)],
    }),
    async close() {
      connection.close();
    },
  };
}

function postgresRaw(url: string): RawDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    dialect: 'postgres',
    async all({ sql, params }) {
      let n = 0;
      return (
        await pool.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    },
    idIn: (ids) => ({ sql: 'id = any(?::int[])', params: [ids] }),
    close: () => pool.end(),
  };
}

/** A second, bare connection of the same kind (better-sqlite3 or a pg pool of 10) to the same database. */
export function openRawDatabase(database: BenchDatabase): RawDatabase {
  return database.databaseUrl ? postgresRaw(database.databaseUrl) : sqliteRaw(database.sqliteFile);
}
