import { longestCachedSql } from '../../infra/sqlite-statements.js';

/**
 * The shapes of the GEDCOM import's multi-row inserts: how many rows each statement takes, and
 * its SQL text.
 *
 * SQLite: preparing a statement of 1,666 rows cost twice as much as running it (8 ms against
 * 4 ms with better-sqlite3), and texts that long are never held by the statement cache
 * (infra/sqlite-statements.ts), so every batch prepared its statements anew (7 % of a 10,000
 * person import's CPU). Statements are cut short enough to be held instead (running 64 rows at
 * a time costs no more per row than 1,666), and the rows that do not fill one are written in
 * statements of 2^k rows: a table has at most a handful of distinct texts, all held.
 *
 * PostgreSQL: each statement is a round trip, so they stay as long as its parameter limit
 * (65,535) comfortably allows.
 */

const postgresParameters = 30_000;

/** The row counts of the statements that insert `rows` rows of `columns` columns. */
export function statementRows(
  rows: number,
  columns: number,
  headLength: number,
  postgres: boolean,
): number[] {
  if (postgres) {
    const full = Math.max(1, Math.floor(postgresParameters / columns));
    const counts: number[] = [];
    for (let left = rows; left > 0; left -= full) counts.push(Math.min(full, left));
    return counts;
  }
  // `(?, ?, ?)` is 3 characters a column, and tuples are joined by ", ".
  const full = Math.max(1, Math.floor((longestCachedSql - headLength + 2) / (3 * columns + 2)));
  const counts: number[] = [];
  let left = rows;
  for (; left >= full; left -= full) counts.push(full);
  for (let size = 1 << Math.floor(Math.log2(Math.max(1, left))); left > 0; size >>= 1)
    if (left >= size) {
      counts.push(size);
      left -= size;
    }
  return counts;
}

/** SQLite's texts by head and row count: a table's statements are a handful of texts, repeated. */
const texts = new Map<string, string>();

/** `head` followed by `rows` tuples of `columns` placeholders (`?` or PostgreSQL's `$n`). */
export function insertSql(head: string, columns: number, rows: number, postgres: boolean): string {
  // PostgreSQL's texts are built anew: each batch ends with a count of its own, and its long
  // texts (up to 30,000 parameters) would make a held one large.
  const key = postgres ? null : `${rows} ${head}`;
  const held = key === null ? undefined : texts.get(key);
  if (held !== undefined) return held;
  const tuples: string[] = [];
  for (let r = 0; r < rows; r++) {
    const marks: string[] = [];
    for (let c = 1; c <= columns; c++) marks.push(postgres ? `$${r * columns + c}` : '?');
    tuples.push(`(${marks.join(', ')})`);
  }
  const text = head + tuples.join(', ');
  if (key !== null) texts.set(key, text);
  return text;
}
