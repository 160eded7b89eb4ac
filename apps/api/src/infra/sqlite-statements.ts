import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements held per connection; the app has a few hundred distinct queries. */
const cachedStatements = 1000;
/**
 * Longer texts are one-offs (a select of a thousand ids): prepared, never held. Statements that
 * run many times with long texts (the GEDCOM import's multi-row inserts) are cut to this length
 * so that they are held (gedcom/insert-statements.ts).
 */
export const longestCachedSql = 4000;

/**
 * Kysely's SQLite driver prepares every statement anew, and preparing cost as much as running
 * for the app's short queries (a CPU profile of the profile save bench: 2.3 s preparing against
 * 2.4 s executing). This hands Kysely each SQL text's statement prepared once, least recently
 * used out. A statement still being iterated (a streamed select) is busy: that caller gets a
 * fresh one. SQLite re-prepares a held statement itself after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const held = new Map<string, RowsBuiltHere>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      if (sql.length > longestCachedSql) return new RowsBuiltHere(sqlite.prepare(sql));
      const statement = held.get(sql);
      if (statement) {
        if (statement.busy) return new RowsBuiltHere(sqlite.prepare(sql));
        // Most recently used last, so the first key is the one to let go.
        held.delete(sql);
        held.set(sql, statement);
        return statement;
      }
      const prepared = new RowsBuiltHere(sqlite.prepare(sql));
      held.set(sql, prepared);
      if (held.size > cachedStatements) held.delete(held.keys().next().value!);
      return prepared;
    },
  };
}

/**
 * A statement whose rows are read as arrays and made objects here: better-sqlite3 builds each
 * row object property by property from C++, which cost twice as much (a CPU profile of the
 * GEDCOM export of 100,000 persons: 216,666 event rows read in 1.0 s as objects, 0.54 s as arrays
 * made objects here). The column names are read after the rows: SQLite may have re-prepared the
 * statement for a changed table while running it.
 */
class RowsBuiltHere {
  constructor(private readonly statement: SQLite.Statement) {
    if (statement.reader) statement.raw(true);
  }

  get reader(): boolean {
    return this.statement.reader;
  }

  /** Whether it only reads (a write with RETURNING is a reader that writes). */
  get readonly(): boolean {
    return this.statement.readonly;
  }

  get busy(): boolean {
    return this.statement.busy;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const rows = this.statement.all(parameters) as unknown[][];
    return this.statement.reader ? asObjects(rows, this.columns()) : rows;
  }

  run(parameters: ReadonlyArray<unknown>) {
    return this.statement.run(parameters);
  }

  *iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    let names: string[] | null = null;
    for (const row of this.statement.iterate(parameters) as IterableIterator<unknown[]>) {
      names ??= this.columns();
      yield asObjects([row], names)[0];
    }
  }

  private columns(): string[] {
    return this.statement.columns().map((c) => c.name);
  }
}

function asObjects(rows: unknown[][], names: string[]): Record<string, unknown>[] {
  const objects = new Array<Record<string, unknown>>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const object: Record<string, unknown> = {};
    for (let c = 0; c < names.length; c++) object[names[c]!] = row[c];
    objects[i] = object;
  }
  return objects;
}
