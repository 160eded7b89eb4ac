import { sql } from 'kysely';
import type { Db } from '../../infra/database.js';

/** Which counter a row is: a pair names its email; an address row has email ''. */
export interface ThrottleKey {
  scope: string;
  email: string;
  ip: string;
}

export interface ThrottleRow {
  id: number;
  failures: number;
  lastFailureAt: string;
  blockedUntil: string;
}

const select = (db: Db, key: ThrottleKey) =>
  db
    .selectFrom('login_throttles')
    .select(['id', 'failures', 'last_failure_at', 'blocked_until'])
    .where('scope', '=', key.scope)
    .where('email', '=', key.email)
    .where('ip', '=', key.ip);

export async function findThrottle(db: Db, key: ThrottleKey): Promise<ThrottleRow | undefined> {
  const row = await select(db, key).executeTakeFirst();
  return (
    row && {
      id: row.id,
      failures: row.failures,
      lastFailureAt: row.last_failure_at,
      blockedUntil: row.blocked_until,
    }
  );
}

/** Creates an empty counter unless it exists, so that every request can update the one row. */
export async function createThrottleIfMissing(
  db: Db,
  key: ThrottleKey,
  now: string,
  noWait: string,
): Promise<void> {
  await db
    .insertInto('login_throttles')
    .values({ ...key, failures: 0, last_failure_at: now, blocked_until: noWait })
    .onConflict((oc) => oc.columns(['scope', 'email', 'ip']).doNothing())
    .execute();
}

/**
 * Counts one more failure in a single statement, unless the counter says wait: concurrent
 * statements on one row run one after the other (PostgreSQL re-checks the WHERE on the row it
 * waited for), so each request of a parallel burst gets its own count and sees the wait set by
 * the one before it. `blockedUntil[n - 1]` is the wait after the n-th failure; beyond the list,
 * its last entry. A count whose last failure is older than `forgetBefore` starts again at 1.
 * Answers the new count, or undefined when the counter says wait (or does not exist).
 */
export async function countFailure(
  db: Db,
  key: ThrottleKey,
  now: string,
  forgetBefore: string,
  blockedUntil: string[],
): Promise<number | undefined> {
  const failuresAfter = sql<number>`(case when last_failure_at < ${forgetBefore} then 1 else failures + 1 end)`;
  const waits = blockedUntil
    .slice(0, -1)
    .map((until, i) => sql`when ${sql.lit(i + 1)} then ${until}`);
  const row = await db
    .updateTable('login_throttles')
    .set({
      failures: failuresAfter,
      blocked_until: sql<string>`(case ${failuresAfter} ${sql.join(waits, sql` `)} else ${blockedUntil.at(-1)!} end)`,
      last_failure_at: now,
    })
    .where('scope', '=', key.scope)
    .where('email', '=', key.email)
    .where('ip', '=', key.ip)
    .where('blocked_until', '<=', now)
    .returning('failures')
    .executeTakeFirst();
  return row?.failures;
}

/** Takes one pending failure back off a counter (the login succeeded or was refused after all). */
export async function decrementThrottle(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .updateTable('login_throttles')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('scope', '=', key.scope)
    .where('email', '=', key.email)
    .where('ip', '=', key.ip)
    .where('failures', '>', 0)
    .execute();
}

export async function deleteThrottle(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .deleteFrom('login_throttles')
    .where('scope', '=', key.scope)
    .where('email', '=', key.email)
    .where('ip', '=', key.ip)
    .execute();
}

/** Counters with no failure for a long time are worth nothing any more. */
export async function deleteStaleThrottles(db: Db, before: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('last_failure_at', '<', before).execute();
}
