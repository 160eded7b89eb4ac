import {
  CompiledQuery,
  SelectQueryNode,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';

/**
 * One statement on one better-sqlite3 connection (what Kysely's own SqliteConnection does;
 * that class is not exported).
 */
function run<R>(db: SqliteDatabase, query: CompiledQuery): QueryResult<R> {
  const statement = db.prepare(query.sql);
  if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(query.parameters);
  return {
    numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
    insertId:
      lastInsertRowid === undefined || lastInsertRowid === null
        ? undefined
        : BigInt(lastInsertRowid),
    rows: [],
  };
}

/**
 * Whether a statement only reads: better-sqlite3's `readonly` (its `reader` is also true for a
 * write with RETURNING, which the read-only connection refuses).
 */
function readsOnly(db: SqliteDatabase, query: CompiledQuery): boolean {
  return (db.prepare(query.sql) as unknown as { readonly: boolean }).readonly === true;
}

/** Waits its turn for the writing connection (Kysely's SQLite driver has the same lock). */
class Turn {
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;
  get held(): boolean {
    return this.#held !== null;
  }
  async take(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }
  give(): void {
    const release = this.#release;
    this.#held = null;
    this.#release = null;
    release?.();
  }
}

/**
 * What Kysely gets for each query or transaction. It takes the writing connection's turn only
 * when it needs it: for a transaction, a write, or a streamed select (better-sqlite3 runs no
 * other statement on a connection while one is iterated). A plain select while another caller
 * holds the writing connection (a GEDCOM import's long transaction) runs on the reading
 * connection instead of waiting: in WAL mode it sees every committed transaction, as a second
 * server process would.
 */
class RoutedConnection implements DatabaseConnection {
  #mine = false;
  constructor(private readonly pool: SqliteConnections) {}

  async hold(): Promise<void> {
    if (this.#mine) return;
    await this.pool.turn.take();
    this.#mine = true;
  }

  letGo(): void {
    if (!this.#mine) return;
    this.#mine = false;
    this.pool.turn.give();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader, turn } = this.pool;
    if (this.#mine) return run<R>(writer, query);
    if (reader && turn.held && readsOnly(reader, query)) return run<R>(reader, query);
    // A statement alone: its turn for its own time only (better-sqlite3 runs it at once).
    await this.hold();
    try {
      return run<R>(writer, query);
    } finally {
      this.letGo();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    const alone = !this.#mine;
    await this.hold();
    try {
      const statement = this.pool.writer.prepare(query.sql);
      for (const row of statement.iterate(query.parameters)) yield { rows: [row as R] };
    } finally {
      if (alone) this.letGo();
    }
  }
}

/**
 * The SQLite driver: one connection that writes (transactions take it at BEGIN IMMEDIATE, see
 * database.ts) and, for a database file, a read-only one that answers selects while a
 * transaction holds the writer. Without it every request of the server waited for a GEDCOM
 * import's transaction, the import's own progress poll included (decision 0015). An in-memory
 * database (the tests) cannot be opened twice: its selects wait, as before.
 */
export class SqliteConnections implements Driver {
  readonly turn = new Turn();
  constructor(
    readonly writer: SqliteDatabase,
    readonly reader: SqliteDatabase | null,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).hold();
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).letGo();
  }

  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }
}
