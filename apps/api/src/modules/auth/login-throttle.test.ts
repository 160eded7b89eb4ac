import { errorCodes, messages } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { createUser, testPassword, uniqueEmail } from '../../test-support/index.js';
import { useAuthFixtures } from './auth.test-helpers.js';
import { throttle } from './login-throttle.js';

const { fx, attempt, count } = useAuthFixtures();

/** A distinct client address for each test that counts failures, so tests can't throttle each other. */
let nextAddress = 1;
const freshAddress = () => `10.1.0.${nextAddress++}`;

describe('POST /api/familytree/auth/login throttling', () => {
  it('refuses an email after 5 failures, even with the right password, but not other emails', async () => {
    expect(throttle.maxFailuresPerEmail).toBe(5);
    const user = await createUser(fx.t.context);
    const address = freshAddress();
    for (let i = 0; i < throttle.maxFailuresPerEmail; i++) {
      expect((await attempt(user.email, `wrong-${i}`, address)).statusCode).toBe(401);
    }
    const sessions = await count('sessions');
    const refused = await attempt(user.email, testPassword, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: messages.login.tooManyAttempts,
      code: errorCodes.tooManyRequests,
    });
    expect(await count('sessions')).toBe(sessions);
    // Counted per email whatever the address, and per address only beyond its own limit.
    expect((await attempt(user.email.toUpperCase(), testPassword, freshAddress())).statusCode).toBe(
      429,
    );
    expect((await attempt(fx.alpha.admin.email, testPassword, address)).statusCode).toBe(200);
  });

  it('forgets the failures of an email after a successful login', async () => {
    const user = await createUser(fx.t.context);
    const address = freshAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < throttle.maxFailuresPerEmail - 1; i++) {
        expect((await attempt(user.email, `wrong-${i}`, address)).statusCode).toBe(401);
      }
      expect((await attempt(user.email, testPassword, address)).statusCode).toBe(200);
    }
  });

  it('holds the email limit against a burst of parallel guesses', async () => {
    const user = await createUser(fx.t.context);
    const address = freshAddress();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(user.email, `burst-${i}`, address)),
    );
    const statuses = burst.map((r) => r.statusCode);
    // Racing requests may be refused early, but no more than the limit may have their password tried.
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
      throttle.maxFailuresPerEmail,
    );
    expect((await attempt(user.email, testPassword, freshAddress())).statusCode).toBe(429);
  });

  it('refuses an address after too many failures, while other addresses still log in', async () => {
    const user = await createUser(fx.t.context);
    const address = '10.2.0.99';
    const failures = await Promise.all(
      Array.from({ length: throttle.maxFailuresPerIp }, (_, i) =>
        attempt(uniqueEmail(`guess${i}`), 'guessed-password', address),
      ),
    );
    expect(failures.map((r) => r.statusCode)).toEqual(failures.map(() => 401));
    const refused = await attempt(user.email, testPassword, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: errorCodes.tooManyRequests });
    expect((await attempt(user.email, testPassword, '10.2.0.100')).statusCode).toBe(200);
    // Every attempt hashes a password (scrypt); under a loaded CI machine that takes a while.
  }, 60_000);
});
