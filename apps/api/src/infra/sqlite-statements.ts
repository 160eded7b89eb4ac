import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements held per connection; the app has a few hundred distinct queries. */
const cachedStatements = 1000;
/** Longer texts are one-offs (the GEDCOM import's multi-row inserts): prepared, never held. */
const longestCachedSql = 4000;

/**
 * Kysely's SQLite driver prepares every statement anew, and preparing cost as much as running
 * for the app's short queries (a CPU profile of the profile save bench: 2.3 s preparing against
 * 2.4 s executing). This hands Kysely each SQL text's statement prepared once, least recently
 * used out. A statement still being iterated (a streamed select) is busy: that caller gets a
 * fresh one. SQLite re-prepares a held statement itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const held = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      if (sql.length > longestCachedSql) return sqlite.prepare(sql);
      const statement = held.get(sql);
      if (statement) {
        if (statement.busy) return sqlite.prepare(sql);
        // Most recently used last, so the first key is the one to let go.
        held.delete(sql);
        held.set(sql, statement);
        return statement;
      }
      const prepared = sqlite.prepare(sql);
      held.set(sql, prepared);
      if (held.size > cachedStatements) held.delete(held.keys().next().value!);
      return prepared;
    },
  };
}
