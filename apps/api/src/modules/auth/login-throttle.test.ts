import { errorCodes, messages } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { createUser, testPassword, uniqueEmail } from '../../test-support/index.js';
import { useAuthFixtures } from './auth.test-helpers.js';
import { delayAfter, loginThrottle } from '../data/login-throttle.js';

const { fx, attempt, adminAttempt, throttles, count } = useAuthFixtures();

// Every attempt hashes a password (scrypt): on a loaded machine a test of many attempts is slow.

/** A distinct client address for each test that counts failures, so tests can't throttle each other. */
let nextAddress = 1;
const freshAddress = () => `10.1.0.${nextAddress++}`;

const freePairFailures = loginThrottle.pair.freeFailures;
const freeAddressFailures = loginThrottle.address.freeFailures;

/** Moves every stored throttling time back by `ms`, as if that much time had passed. */
async function letTimePass(ms: number): Promise<void> {
  const rows = await throttles();
  const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  for (const row of rows) {
    await fx.t.context.db
      .updateTable('login_throttles')
      .set({ last_failure_at: back(row.last_failure_at), blocked_until: back(row.blocked_until) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Moves every stored throttling time forward so that the last failure happened just now: each
 * attempt hashes a password, so on a slow machine a short wait may be over before the next request.
 */
async function rightAfterLastFailure(): Promise<void> {
  const rows = await throttles();
  const now = Date.now();
  for (const row of rows) {
    const shift = now - Date.parse(row.last_failure_at);
    const forward = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
    await fx.t.context.db
      .updateTable('login_throttles')
      .set({
        last_failure_at: forward(row.last_failure_at),
        blocked_until: forward(row.blocked_until),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

async function pairCounter(email: string, address: string) {
  const row = (await throttles()).find((r) => r.email === email && r.ip === address);
  return {
    failures: row?.failures ?? 0,
    waitMs: row ? Date.parse(row.blocked_until) - Date.parse(row.last_failure_at) : 0,
  };
}

async function failPair(email: string, address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    expect((await attempt(email, `wrong-${i}`, address)).statusCode).toBe(401);
  }
}

describe('login throttling per email and address', { timeout: 120_000 }, () => {
  it('still lets the right password in from another address after many failures of one address', async () => {
    const user = await createUser(fx.t.context);
    const attacker = freshAddress();
    await failPair(user.email, attacker, freePairFailures);
    expect((await attempt(user.email, testPassword, freshAddress())).statusCode).toBe(200);
    expect((await attempt(user.email.toUpperCase(), testPassword, freshAddress())).statusCode).toBe(
      200,
    );
  });

  it('makes the failing address wait after 5 failures, with the spec message, changing nothing', async () => {
    expect(freePairFailures).toBe(5);
    const user = await createUser(fx.t.context);
    const address = freshAddress();
    await failPair(user.email, address, freePairFailures);
    await rightAfterLastFailure();
    const before = { sessions: await count('sessions'), throttles: await throttles() };
    const refused = await attempt(user.email, testPassword, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: messages.login.tooManyAttempts,
      code: errorCodes.tooManyRequests,
    });
    expect(await count('sessions')).toBe(before.sessions);
    expect(await throttles()).toEqual(before.throttles);
    // Other emails from the same address are not held up by this pair.
    expect((await attempt(fx.alpha.admin.email, testPassword, address)).statusCode).toBe(200);
    // Once the wait is over, the right password is accepted from the failing address too.
    await letTimePass(delayAfter(freePairFailures, loginThrottle.pair));
    expect((await attempt(user.email, testPassword, address)).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure of the pair, up to the cap', async () => {
    const user = await createUser(fx.t.context);
    const address = freshAddress();
    await failPair(user.email, address, freePairFailures - 1);
    const waits: number[] = [];
    for (let failure = freePairFailures; failure < freePairFailures + 12; failure++) {
      expect((await attempt(user.email, 'still-wrong', address)).statusCode).toBe(401);
      const counter = await pairCounter(user.email, address);
      expect(counter).toEqual({
        failures: failure,
        waitMs: delayAfter(failure, loginThrottle.pair),
      });
      waits.push(counter.waitMs / 1000);
      // Right after the failure the next guess is refused; once the wait is over it is tried.
      await rightAfterLastFailure();
      expect((await attempt(user.email, 'still-wrong', address)).statusCode).toBe(429);
      await letTimePass(counter.waitMs);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it('forgets the failures of a pair after a successful login', async () => {
    const user = await createUser(fx.t.context);
    const address = freshAddress();
    for (let round = 0; round < 2; round++) {
      await failPair(user.email, address, freePairFailures - 1);
      expect((await attempt(user.email, testPassword, address)).statusCode).toBe(200);
    }
    await failPair(user.email, address, freePairFailures - 1);
  });

  it('forgets the failures of a pair after an hour without failure', async () => {
    const user = await createUser(fx.t.context);
    const address = freshAddress();
    await failPair(user.email, address, freePairFailures);
    await letTimePass(loginThrottle.pair.forgetAfterMs + 1000);
    await failPair(user.email, address, freePairFailures);
  });

  it('holds the pair limit against a burst of parallel guesses, without locking out other addresses', async () => {
    const user = await createUser(fx.t.context);
    const address = freshAddress();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(user.email, `burst-${i}`, address)),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBe(freePairFailures);
    expect((await pairCounter(user.email, address)).failures).toBe(freePairFailures);
    await rightAfterLastFailure();
    expect((await attempt(user.email, testPassword, address)).statusCode).toBe(429);
    expect((await attempt(user.email, testPassword, freshAddress())).statusCode).toBe(200);
  });
});

describe('login throttling per address (spraying)', { timeout: 120_000 }, () => {
  it('makes an address wait after 30 failures over many emails, while other addresses log in', async () => {
    expect(freeAddressFailures).toBe(30);
    const user = await createUser(fx.t.context);
    const address = '10.2.0.99';
    const failures = await Promise.all(
      Array.from({ length: freeAddressFailures }, (_, i) =>
        attempt(uniqueEmail(`guess${i}`), 'guessed-password', address),
      ),
    );
    expect(failures.map((r) => r.statusCode)).toEqual(failures.map(() => 401));
    await rightAfterLastFailure();
    const before = await throttles();
    const refused = await attempt(user.email, testPassword, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: errorCodes.tooManyRequests });
    expect(await throttles()).toEqual(before);
    expect((await attempt(user.email, testPassword, '10.2.0.100')).statusCode).toBe(200);
    // The wait is short: failures spread over time never make anyone behind the address wait.
    await letTimePass(delayAfter(freeAddressFailures, loginThrottle.address));
    expect((await attempt(user.email, testPassword, address)).statusCode).toBe(200);
  });
});

describe('the platform (/admin) login', { timeout: 120_000 }, () => {
  it('is not held up by failures of the family login from the same address', async () => {
    const address = freshAddress();
    await failPair(fx.platformAdmin.email, address, freePairFailures);
    await Promise.all(
      Array.from({ length: freeAddressFailures }, (_, i) =>
        attempt(uniqueEmail(`spray${i}`), 'guessed-password', address),
      ),
    );
    await rightAfterLastFailure();
    expect((await attempt(fx.alpha.admin.email, testPassword, address)).statusCode).toBe(429);
    expect((await adminAttempt(fx.platformAdmin.email, testPassword, address)).statusCode).toBe(
      200,
    );
  });

  it('has its own counter, which does not hold up the family login', async () => {
    const address = freshAddress();
    for (let i = 0; i < freePairFailures; i++) {
      expect((await adminAttempt(fx.alpha.admin.email, `wrong-${i}`, address)).statusCode).toBe(
        401,
      );
    }
    await rightAfterLastFailure();
    const refused = await adminAttempt(fx.alpha.admin.email, testPassword, address);
    expect(refused.statusCode).toBe(429);
    expect((await attempt(fx.alpha.admin.email, testPassword, address)).statusCode).toBe(200);
  });
});
