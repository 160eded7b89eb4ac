import { describe, expect, it } from 'vitest';
import { longestCachedSql } from '../../infra/sqlite-statements.js';
import { insertSql, statementRows } from './insert-statements.js';

// The import's statements on SQLite are held by the statement cache: short enough, and few.

const head = `insert into "persons" (${Array.from({ length: 18 }, (_, i) => `"c${i}"`).join(', ')}) values `;

describe('the import statements', () => {
  it('write every row once, on both databases', () => {
    for (const postgres of [false, true])
      for (const rows of [1, 2, 63, 64, 65, 1999, 2000, 2001, 21_666])
        expect(statementRows(rows, 18, head.length, postgres).reduce((a, b) => a + b, 0)).toBe(
          rows,
        );
  });

  it('are short enough for the SQLite statement cache, and of a few shapes only', () => {
    const shapes = new Set<number>();
    for (let rows = 1; rows <= 3000; rows++)
      for (const count of statementRows(rows, 18, head.length, false)) shapes.add(count);
    expect(shapes.size).toBeLessThanOrEqual(8);
    for (const count of shapes)
      expect(insertSql(head, 18, count, false).length).toBeLessThanOrEqual(longestCachedSql);
  });

  it('number PostgreSQL parameters in order', () => {
    expect(insertSql('insert into "t" ("a", "b") values ', 2, 2, true)).toBe(
      'insert into "t" ("a", "b") values ($1, $2), ($3, $4)',
    );
    expect(insertSql('insert into "t" ("a", "b") values ', 2, 2, false)).toBe(
      'insert into "t" ("a", "b") values (?, ?), (?, ?)',
    );
  });
});
