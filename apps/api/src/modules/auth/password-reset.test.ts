import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, messages, type LoginResponse } from '@familytree/shared';
import { testClock } from '../../infra/clock.js';
import {
  awaitPasswordResetToken,
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  mailsTo,
  testPassword,
  uniqueEmail,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { passwordResetLifetimeMs, passwordResetThrottle } from './password-reset.service.js';

// Issue 17: a forgotten password is reset through a mailed single-use link valid for one hour.

let t: TestContext;
let family: TestFamily;
const newPassword = 'a-fresh-and-unusual-passphrase';
let address = 0;
/** Each test asks from its own client address, so that the address throttle stays out of the way. */
const nextAddress = () => `10.1.0.${++address}`;

const ask = (email: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: apiPaths.passwordReset, payload: { email }, remoteAddress });
/** `null` sends no password at all. */
const complete = (
  token: string,
  password: string | null = newPassword,
  userAgent = 'Mozilla/5.0',
) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.completePasswordReset,
    payload: { token, ...(password === null ? {} : { password }) },
    headers: { 'user-agent': userAgent },
  });
const check = (token: string) =>
  t.app.inject({ method: 'POST', url: apiPaths.check, headers: bearer(token) });
const passwordHashOf = async (userId: number) =>
  (
    await t.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).password_hash;
const memberUser = () =>
  createUser(t.context, { memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }] });

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
});
afterEach(() => testClock.reset());
afterAll(() => t.close());

describe('password reset', () => {
  it('mails a link that sets a new password, logs in here and ends every other session', async () => {
    const user = await memberUser();
    const otherSessions = [
      await login(t.app, user.email, user.password),
      await login(t.app, user.email, user.password),
    ];

    const asked = await ask(user.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: messages.account.resetRequested });
    const token = await awaitPasswordResetToken(t.context, user.email);
    const mail = mailsTo(t.context, user.email).at(-1)!;
    expect(mail).toContain(`http://localhost:8081/password-reset/${token}`);
    // Only a keyed hash of the token is stored.
    const stored = await t.context.db.selectFrom('password_resets').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await complete(token);
    expect(res.statusCode).toBe(200);
    const session = res.json<LoginResponse>();
    expect(session).toMatchObject({ userId: user.userId, familyList: [{ id: family.familyId }] });
    expect((await check(session.token)).statusCode).toBe(200);
    for (const old of otherSessions) expect((await check(old)).statusCode).toBe(401);

    await login(t.app, user.email, newPassword);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: user.email, password: testPassword },
    });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('answers a known and an unknown email the same, and mails only the account', async () => {
    const user = await memberUser();
    const unknown = uniqueEmail('nobody');
    const known = await ask(user.email);
    const other = await ask(unknown);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.body).toBe(known.body);
    await awaitPasswordResetToken(t.context, user.email);
    expect(mailsTo(t.context, unknown)).toEqual([]);
  });

  it('takes about the same time for a known and an unknown email', async () => {
    const user = await memberUser();
    const unknown = uniqueEmail('nobody');
    const time = async (email: string) => {
      const start = performance.now();
      await ask(email);
      return performance.now() - start;
    };
    const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Within the free requests of one email.
    for (let i = 0; i < passwordResetThrottle.email.freeFailures; i++) {
      unknownTimes.push(await time(unknown));
      knownTimes.push(await time(user.email));
    }
    // The mail is written after the answer: no scrypt, no SMTP in either answer's time.
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(100);
  });

  it('refuses a used link, and every earlier link once one was used', async () => {
    const user = await memberUser();
    await ask(user.email);
    const first = await awaitPasswordResetToken(t.context, user.email);
    await ask(user.email);
    const second = await awaitPasswordResetToken(t.context, user.email, 2);
    expect(second).not.toBe(first);

    expect((await complete(second)).statusCode).toBe(200);
    const hash = await passwordHashOf(user.userId);
    for (const token of [second, first]) {
      const again = await complete(token, 'yet-another-unusual-passphrase');
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe(messages.account.resetLinkUsed);
    }
    expect(await passwordHashOf(user.userId)).toBe(hash);
  });

  it('refuses a link after one hour (test clock), and an unknown link', async () => {
    const user = await memberUser();
    await ask(user.email);
    const token = await awaitPasswordResetToken(t.context, user.email);
    const hash = await passwordHashOf(user.userId);
    testClock.advance(passwordResetLifetimeMs + 1000);
    const late = await complete(token);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(messages.account.resetLinkExpired);
    const unknown = await complete('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.account.resetLinkInvalid);
    expect(await passwordHashOf(user.userId)).toBe(hash);
  });

  it('keeps the link unspent when the new password breaks the policy (field errors)', async () => {
    const user = await memberUser();
    await ask(user.email);
    const token = await awaitPasswordResetToken(t.context, user.email);
    for (const [password, message] of [
      ['short', messages.password.tooShort],
      ['abababababab', messages.password.tooCommon],
      [null, messages.password.required],
    ] as const) {
      const res = await complete(token, password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: errorCodes.invalidInput,
        fields: { password: message },
      });
    }
    expect((await complete(token)).statusCode).toBe(200);
  });

  it('throttles per email whoever asks, and per client address over all emails', async () => {
    const user = await memberUser();
    for (let i = 0; i < passwordResetThrottle.email.freeFailures; i++)
      expect((await ask(user.email)).statusCode).toBe(200);
    const throttled = await ask(user.email);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(messages.account.tooManyResets);

    const spray = nextAddress();
    for (let i = 0; i < passwordResetThrottle.address.freeFailures; i++)
      expect((await ask(uniqueEmail('spray'), spray)).statusCode).toBe(200);
    expect((await ask(uniqueEmail('spray'), spray)).statusCode).toBe(429);
    // Another address still gets its answer.
    expect((await ask(uniqueEmail('spray'))).statusCode).toBe(200);
  });

  it('sends no link to a platform admin (they set passwords on the command line)', async () => {
    const admin = await createUser(t.context, { platformAdmin: true });
    const res = await ask(admin.email);
    expect(res.json()).toEqual({ message: messages.account.resetRequested });
    const user = await memberUser();
    await ask(user.email);
    await awaitPasswordResetToken(t.context, user.email);
    expect(mailsTo(t.context, admin.email)).toEqual([]);
  });
});
