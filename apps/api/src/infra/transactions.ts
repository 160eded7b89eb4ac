import { messages } from '@familytree/shared';
import type { Db } from './database.js';
import { conflict } from './errors.js';

/**
 * Errors that mean "another transaction got in the way", not "this request is wrong": PostgreSQL's
 * deadlock (40P01) and serialization failure (40001), SQLite's busy and locked (several processes on
 * one file). Running the whole transaction again is safe because nothing of it was committed.
 */
export function isWriteConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  // SQLite's extended codes too: SQLITE_BUSY_SNAPSHOT, SQLITE_BUSY_TIMEOUT, SQLITE_LOCKED_SHAREDCACHE.
  return (
    code === '40P01' ||
    code === '40001' ||
    code.startsWith('SQLITE_BUSY') ||
    code.startsWith('SQLITE_LOCKED')
  );
}

const maxAttempts = 4;

/**
 * Runs `work` in a transaction, again when it lost a race with another writer; a conflict that
 * outlasts the retries is a 409 the user can act on, never a 500.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isWriteConflict(error)) throw error;
      if (attempt >= maxAttempts) throw conflict(messages.common.concurrentEdit);
      // A short random pause keeps the retrying writers from colliding in step again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** Runs `work` in one transaction, once: for writes whose callers handle a conflict themselves. */
export function withTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
