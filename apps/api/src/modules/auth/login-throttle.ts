import type { Db } from '../../platform/database.js';
import { isoIn, nowIso } from '../../platform/clock.js';

/**
 * Failed logins are counted per email and per address over a window: a guesser is refused without
 * locking everyone else out. Counting in the database keeps it right across several server processes.
 */
export const throttle = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerEmail: 5,
  maxFailuresPerIp: 30,
};

/**
 * Records a login attempt and answers whether it is over the limit. The attempt is counted before
 * the password is checked, so that a burst of parallel guesses can't all pass an empty counter;
 * a successful login removes it again with clearFailures.
 */
export async function recordAttempt(db: Db, email: string, ip: string): Promise<boolean> {
  await db.insertInto('login_attempts').values({ email, ip, created_at: nowIso() }).execute();
  await db
    .deleteFrom('login_attempts')
    .where('created_at', '<', isoIn(-throttle.windowMs))
    .execute();
  const since = isoIn(-throttle.windowMs);
  const [byEmail, byIp] = await Promise.all([
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('email', '=', email)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
  ]);
  return (
    Number(byEmail.n) > throttle.maxFailuresPerEmail || Number(byIp.n) > throttle.maxFailuresPerIp
  );
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}
