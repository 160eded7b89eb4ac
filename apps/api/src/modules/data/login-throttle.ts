import type { Db } from '../../infra/database.js';
import {
  countFailure,
  createThrottleIfMissing,
  decrementThrottle,
  deleteStaleThrottles,
  deleteThrottle,
  findThrottle,
  type ThrottleKey,
  type ThrottleRow,
} from './login-throttle.repository.js';

/**
 * Failed logins slow down the one who fails, never anyone else (docs/decisions/0009):
 * - per email and address pair: 5 free failures, then each attempt waits 2^k seconds after the
 *   pair's last failure (2, 4, 8 … capped at 15 minutes); forgotten after an hour without failure;
 * - per address, over all emails (spraying): 30 free failures, then 2^k seconds capped at 1 minute;
 *   forgotten after 15 minutes without failure. Failures spread over time never wait;
 * - the family login and the platform (/admin) login count separately.
 * A correct password clears its pair, so only the one typing wrong passwords waits.
 */
export const loginThrottle = {
  pair: { freeFailures: 5, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 },
  address: { freeFailures: 30, maxDelayMs: 60_000, forgetAfterMs: 15 * 60_000 },
  staleAfterMs: 24 * 60 * 60_000,
};

export type LoginScope = 'family' | 'platform';

export type ThrottleRule = Rule;

interface Rule {
  freeFailures: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** How long the next attempt must wait after the `failures`-th failure. */
export function delayAfter(failures: number, rule: Rule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(2 ** (failures - rule.freeFailures + 1) * 1000, rule.maxDelayMs);
}

const iso = (ms: number) => new Date(ms).toISOString();
/**
 * "No wait" is stored as the epoch rather than as the time of the failure: requests of a burst
 * read the clock in a different order than they reach the row, and must not wait for each other.
 */
const noWait = iso(0);

/** When the next attempt may come after the 1st, 2nd … failure counted at `now`, up to the cap. */
function blockedUntilList(now: number, rule: Rule): string[] {
  const list: string[] = [];
  for (let n = 1; ; n++) {
    const delay = delayAfter(n, rule);
    list.push(delay === 0 ? noWait : iso(now + delay));
    if (delay >= rule.maxDelayMs) return list;
  }
}

function mustWait(row: ThrottleRow | undefined, now: number): boolean {
  return row !== undefined && Date.parse(row.blockedUntil) > now;
}

/**
 * Counts this attempt as a failure before the password is checked, in one statement on the
 * counter row, so that no more than the free failures of a parallel burst get their password
 * tried. False when the counter says wait.
 */
async function countInAdvance(db: Db, key: ThrottleKey, rule: Rule): Promise<boolean> {
  const now = Date.now();
  await createThrottleIfMissing(db, key, iso(now), noWait);
  const failures = await countFailure(
    db,
    key,
    iso(now),
    iso(now - rule.forgetAfterMs),
    blockedUntilList(now, rule),
  );
  return failures !== undefined;
}

/**
 * Counts one request on each counter, for calls where every request counts (password-reset mails,
 * issue 17), with the same stored counters and waits as failed logins. False, with nothing
 * counted, when one of them says wait; a later counter's refusal takes back the earlier counts.
 */
export async function countRequests(
  db: Db,
  counters: Array<{ key: ThrottleKey; rule: Rule }>,
): Promise<boolean> {
  const now = Date.now();
  const rows = await Promise.all(counters.map((c) => findThrottle(db, c.key)));
  if (rows.some((row) => mustWait(row, now))) return false;
  await deleteStaleThrottles(db, iso(now - loginThrottle.staleAfterMs));
  const counted: ThrottleKey[] = [];
  for (const { key, rule } of counters) {
    if (!(await countInAdvance(db, key, rule))) {
      for (const earlier of counted) await decrementThrottle(db, earlier);
      return false;
    }
    counted.push(key);
  }
  return true;
}

export interface LoginAttempt {
  /** The password was right: the attempt was no failure after all. */
  succeeded(): Promise<void>;
}

/**
 * Starts a login attempt, counted in advance as a failure of its pair and its address; null when
 * either must wait (the caller answers 429 and nothing has been written). A wrong password leaves
 * the failure counted; `succeeded()` takes it back and forgets the pair's earlier failures.
 */
export async function startLoginAttempt(
  db: Db,
  scope: LoginScope,
  email: string,
  ip: string,
): Promise<LoginAttempt | null> {
  const pair: ThrottleKey = { scope, email, ip };
  const address: ThrottleKey = { scope, email: '', ip };
  const now = Date.now();
  const [pairRow, addressRow] = await Promise.all([
    findThrottle(db, pair),
    findThrottle(db, address),
  ]);
  if (mustWait(pairRow, now) || mustWait(addressRow, now)) return null;

  await deleteStaleThrottles(db, iso(now - loginThrottle.staleAfterMs));
  if (!(await countInAdvance(db, pair, loginThrottle.pair))) return null;
  if (!(await countInAdvance(db, address, loginThrottle.address))) {
    // Another request made the address wait in the meantime: this attempt was never tried.
    await decrementThrottle(db, pair);
    return null;
  }
  return {
    async succeeded() {
      await deleteThrottle(db, pair);
      await decrementThrottle(db, address);
    },
  };
}
