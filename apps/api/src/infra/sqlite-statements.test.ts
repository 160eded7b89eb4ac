import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statements.js';

describe('SQLite statements prepared once', () => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
  const db = withStatementCache(sqlite);

  it('hands out one statement per SQL text, with fresh parameters each run', () => {
    const sql = 'select n from t where n >= ? order by n';
    const first = db.prepare(sql);
    expect(db.prepare(sql)).toBe(first);
    expect(first.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(db.prepare(sql).all([3])).toEqual([{ n: 3 }]);
  });

  it('gives a fresh statement while the held one is still being iterated', () => {
    const sql = 'select n from t order by n';
    const streaming = db.prepare(sql);
    const rows = streaming.iterate([]);
    rows.next();
    const other = db.prepare(sql);
    expect(other).not.toBe(streaming);
    expect(other.all([])).toHaveLength(3);
    rows.return?.();
  });

  it('still sees a table changed after the statement was prepared', () => {
    const sql = 'select * from t order by n limit 1';
    expect(db.prepare(sql).all([])).toEqual([{ n: 1 }]);
    sqlite.exec("alter table t add column label text default 'x'");
    expect(db.prepare(sql).all([])).toEqual([{ n: 1, label: 'x' }]);
  });
});
