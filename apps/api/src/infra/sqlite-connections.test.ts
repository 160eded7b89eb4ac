import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from './database.js';

// The read-only second connection answers selects while a transaction holds the writer; a
// statement that writes must still wait for the writer, even one that returns rows.
describe('SQLite reading connection', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-connections-'));
  const { db } = openSqlite(path.join(dir, 'test.db'));
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a select from committed data while a transaction is open', async () => {
    await sql`create table t (n integer primary key, label text)`.execute(db);
    await sql`insert into t (n, label) values (1, 'one')`.execute(db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into t (n, label) values (2, 'two')`.execute(trx);
      await held;
    });
    await new Promise((resolve) => setImmediate(resolve));
    const rows = await sql<{ n: number }>`select n from t order by n`.execute(db);
    expect(rows.rows.map((r) => r.n)).toEqual([1]);
    release();
    await transaction;
  });

  it('runs a write that returns rows on the writer, after the transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into t (n, label) values (3, 'three')`.execute(trx);
      await held;
    });
    await new Promise((resolve) => setImmediate(resolve));
    const inserted = sql<{
      n: number;
    }>`insert into t (n, label) values (4, 'four') returning n`.execute(db);
    release();
    await transaction;
    expect((await inserted).rows).toEqual([{ n: 4 }]);
    const all = await sql<{ n: number }>`select n from t order by n`.execute(db);
    expect(all.rows.map((r) => r.n)).toEqual([1, 2, 3, 4]);
  });
});
