import { randomBytes } from 'node:crypto';
import {
  apiPaths,
  authCheckResponseSchema,
  errorCodes,
  loginResponseSchema,
  messages,
  type LoginResponse,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  loginResponse,
  testPassword,
  uniqueEmail,
  type TestContext,
  type TestFamily,
  type TestUser,
} from '../../test-support/index.js';
import { throttle } from './login-throttle.js';

let t: TestContext;
let alpha: TestFamily;
let beta: TestFamily;
/** FAMILY_ADMIN of beta and BRANCH_ADMIN of alpha. */
let twoFamilies: TestUser;
let platformAdmin: TestUser;
let noFamily: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  alpha = await createFamily(t.context, { name: 'Alpha Family', admin: { firstName: 'Ada' } });
  beta = await createFamily(t.context, { name: 'Beta Family' });
  twoFamilies = await createUser(t.context, {
    firstName: 'Two',
    lastName: 'Families',
    memberships: [
      { familyId: alpha.familyId, role: 'BRANCH_ADMIN' },
      { familyId: beta.familyId, role: 'FAMILY_ADMIN' },
    ],
  });
  platformAdmin = await createUser(t.context, { platformAdmin: true });
  noFamily = await createUser(t.context);
});

afterAll(async () => {
  await t?.close();
});

const post = (
  url: string,
  options: { payload?: unknown; token?: string; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    headers: options.token ? bearer(options.token) : {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

const attempt = (email: string, password: string, remoteAddress?: string) =>
  post(apiPaths.login, {
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const check = (token?: string, subdomain?: string) =>
  post(subdomain === undefined ? apiPaths.check : `${apiPaths.check}?subdomain=${subdomain}`, {
    ...(token ? { token } : {}),
  });

async function count(table: 'sessions' | 'login_attempts' | 'handoff_codes'): Promise<number> {
  const row = await t.context.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A distinct client address for each test that counts failures, so tests can't throttle each other. */
let nextAddress = 1;
const freshAddress = () => `10.1.0.${nextAddress++}`;

describe('POST /api/familytree/auth/login', () => {
  it('answers the login response of a family admin', async () => {
    const res = await attempt(alpha.admin.email, testPassword);
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    expect(Object.keys(body).sort()).toEqual(
      ['familyList', 'firstName', 'lastName', 'roles', 'token', 'userId'].sort(),
    );
    expect(loginResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      roles: ['FAMILY_ADMIN'],
      userId: alpha.admin.userId,
      firstName: 'Ada',
      lastName: alpha.admin.lastName,
      familyList: [
        {
          id: alpha.familyId,
          name: 'Alpha Family',
          domainName: alpha.domainName,
          roles: ['FAMILY_ADMIN'],
        },
      ],
    });
    expect(body.familyList).toHaveLength(1);
    expect(body.token.length).toBeGreaterThanOrEqual(32);
  });

  it('stores only a hash of the token', async () => {
    const token = await login(t.app, alpha.admin.email, testPassword);
    const raw = await t.context.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', token)
      .executeTakeFirst();
    expect(raw).toBeUndefined();
    expect((await check(token)).statusCode).toBe(200);
  });

  it('lists every family of the user, family admin roles first', async () => {
    const body = await loginResponse(t.app, twoFamilies.email, testPassword);
    expect(body.roles).toEqual(['FAMILY_ADMIN']);
    expect(body.familyList).toEqual([
      {
        id: beta.familyId,
        name: 'Beta Family',
        domainName: beta.domainName,
        roles: ['FAMILY_ADMIN'],
      },
      {
        id: alpha.familyId,
        name: 'Alpha Family',
        domainName: alpha.domainName,
        roles: ['BRANCH_ADMIN'],
      },
    ]);
  });

  it('leaves out families where the membership is not active', async () => {
    const user = await createUser(t.context, {
      memberships: [
        { familyId: alpha.familyId, role: 'BRANCH_ADMIN', status: 'BLOCK' },
        { familyId: beta.familyId, role: 'BRANCH_ADMIN', status: 'ACTIVE' },
      ],
    });
    const body = await loginResponse(t.app, user.email, testPassword);
    expect(body.familyList.map((f) => f.id)).toEqual([beta.familyId]);
    expect(body.roles).toEqual(['BRANCH_ADMIN']);
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const body = await loginResponse(t.app, `  ${alpha.admin.email.toUpperCase()} `, testPassword);
    expect(body.userId).toBe(alpha.admin.userId);
  });

  it('refuses a wrong password with 401 and writes no session', async () => {
    const sessions = await count('sessions');
    const res = await attempt(alpha.admin.email, 'not-the-password', freshAddress());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: messages.login.wrongCredentials,
      code: errorCodes.unauthenticated,
    });
    expect(await count('sessions')).toBe(sessions);
  });

  it('refuses an unknown email with the same 401 as a wrong password', async () => {
    const res = await attempt(uniqueEmail('nobody'), testPassword, freshAddress());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: messages.login.wrongCredentials,
      code: errorCodes.unauthenticated,
    });
  });

  it("refuses the platform admin with 403 'Login failed'", async () => {
    const sessions = await count('sessions');
    const res = await attempt(platformAdmin.email, testPassword);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Login failed', code: errorCodes.forbidden });
    expect(await count('sessions')).toBe(sessions);
  });

  it('lets a user without any family log in with empty roles', async () => {
    const body = await loginResponse(t.app, noFamily.email, testPassword);
    expect(body.roles).toEqual([]);
    expect(body.familyList).toEqual([]);
  });

  describe('refuses malformed bodies with 400 and writes nothing', () => {
    const cases: Array<{
      name: string;
      payload?: unknown;
      raw?: string;
      fields?: Record<string, string>;
    }> = [
      {
        name: 'missing fields',
        payload: {},
        fields: { email: messages.login.emailRequired, password: messages.login.passwordRequired },
      },
      {
        name: 'empty fields',
        payload: { email: '  ', password: '' },
        fields: { email: messages.login.emailRequired, password: messages.login.passwordRequired },
      },
      {
        name: 'missing password',
        payload: { email: 'someone@test.example' },
        fields: { password: messages.login.passwordRequired },
      },
      {
        name: 'a bad email',
        payload: { email: 'not-an-email', password: testPassword },
        fields: { email: messages.login.emailInvalid },
      },
      {
        name: 'wrong types',
        payload: { email: 42, password: ['x'] },
        fields: { email: messages.login.emailRequired, password: messages.login.passwordRequired },
      },
      { name: 'an array body', payload: [{ email: 'a@test.example', password: testPassword }] },
      { name: 'no body at all' },
      { name: 'a body that is not JSON', raw: '{"email": "a@test.example", "password": ' },
    ];

    it.each(cases)('$name', async ({ payload, raw, fields }) => {
      const before = { sessions: await count('sessions'), attempts: await count('login_attempts') };
      const res =
        raw === undefined
          ? await post(apiPaths.login, payload === undefined ? {} : { payload })
          : await t.app.inject({
              method: 'POST',
              url: apiPaths.login,
              headers: { 'content-type': 'application/json' },
              payload: raw,
            });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; code: string; fields?: Record<string, string> }>();
      expect(body.code).toBe(errorCodes.invalidInput);
      expect(body.message).toEqual(expect.any(String));
      if (fields) expect(body.fields).toEqual(fields);
      else if (raw === undefined) expect(body.fields).toEqual(expect.any(Object));
      expect(await count('sessions')).toBe(before.sessions);
      expect(await count('login_attempts')).toBe(before.attempts);
    });
  });

  describe('throttling', () => {
    it('refuses an email after 5 failures, even with the right password, but not other emails', async () => {
      expect(throttle.maxFailuresPerEmail).toBe(5);
      const user = await createUser(t.context);
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
      expect(
        (await attempt(user.email.toUpperCase(), testPassword, freshAddress())).statusCode,
      ).toBe(429);
      expect((await attempt(alpha.admin.email, testPassword, address)).statusCode).toBe(200);
    });

    it('forgets the failures of an email after a successful login', async () => {
      const user = await createUser(t.context);
      const address = freshAddress();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < throttle.maxFailuresPerEmail - 1; i++) {
          expect((await attempt(user.email, `wrong-${i}`, address)).statusCode).toBe(401);
        }
        expect((await attempt(user.email, testPassword, address)).statusCode).toBe(200);
      }
    });

    it('holds the email limit against a burst of parallel guesses', async () => {
      const user = await createUser(t.context);
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
      const user = await createUser(t.context);
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
});

describe('POST /api/familytree/auth/check', () => {
  it('answers 401 without a token', async () => {
    const res = await check();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: messages.common.unauthenticated,
      code: errorCodes.unauthenticated,
    });
  });

  it('answers 401 for a garbage token and for a header that is not Bearer', async () => {
    expect((await check(randomBytes(32).toString('base64url'))).statusCode).toBe(401);
    const token = await login(t.app, alpha.admin.email, testPassword);
    const basic = await t.app.inject({
      method: 'POST',
      url: apiPaths.check,
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('answers 401 for an expired session', async () => {
    const token = await login(t.app, noFamily.email, testPassword);
    await t.context.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', noFamily.userId)
      .execute();
    expect((await check(token)).statusCode).toBe(401);
  });

  it('answers the first family without a sub-domain', async () => {
    const token = await login(t.app, twoFamilies.email, testPassword);
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    const body = authCheckResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      status: 200,
      domainName: beta.domainName,
      roles: ['FAMILY_ADMIN'],
      firstName: 'Two',
      lastName: 'Families',
      userId: twoFamilies.userId,
    });
    expect(body.familyList.map((f) => f.id)).toEqual([beta.familyId, alpha.familyId]);
  });

  it('answers the roles of the family named by subdomain, in any case', async () => {
    const token = await login(t.app, twoFamilies.email, testPassword);
    for (const subdomain of [alpha.domainName, alpha.domainName.toUpperCase()]) {
      const res = await check(token, subdomain);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ domainName: alpha.domainName, roles: ['BRANCH_ADMIN'] });
    }
  });

  it('falls back to the first family for a sub-domain the user has no role in', async () => {
    const token = await login(t.app, alpha.admin.email, testPassword);
    const res = await check(token, beta.domainName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domainName: alpha.domainName, roles: ['FAMILY_ADMIN'] });
  });

  it('answers no family and no roles for a user without families', async () => {
    const token = await login(t.app, noFamily.email, testPassword);
    const res = await check(token, alpha.domainName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domainName: null, roles: [], familyList: [] });
  });
});

describe('POST /api/familytree/auth/logout', () => {
  it('revokes the token and only that token', async () => {
    const token = await login(t.app, alpha.admin.email, testPassword);
    const other = await login(t.app, alpha.admin.email, testPassword);
    const res = await post(apiPaths.logout, { token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await check(token)).statusCode).toBe(401);
    expect((await post(apiPaths.logout, { token })).statusCode).toBe(401);
    expect((await check(other)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await post(apiPaths.logout)).statusCode).toBe(401);
  });
});

describe('session hand-off to a sub-domain', () => {
  async function handoff(token: string): Promise<string> {
    const res = await post(apiPaths.handoff, { token });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: string }>();
    expect(Object.keys(body)).toEqual(['code']);
    expect(body.code.length).toBeGreaterThanOrEqual(32);
    return body.code;
  }

  const exchange = (code: unknown) => post(apiPaths.handoffExchange, { payload: { code } });

  it('moves the session to a one-time code', async () => {
    const token = await login(t.app, twoFamilies.email, testPassword);
    const code = await handoff(token);
    expect((await check(token)).statusCode).toBe(401);
    const stored = await t.context.db
      .selectFrom('handoff_codes')
      .select('id')
      .where('code_hash', '=', code)
      .executeTakeFirst();
    expect(stored).toBeUndefined();

    const res = await exchange(code);
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body).toMatchObject({ userId: twoFamilies.userId, roles: ['FAMILY_ADMIN'] });
    expect(body.familyList).toHaveLength(2);
    expect(body.token).not.toBe(token);
    const checked = await check(body.token, alpha.domainName);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ userId: twoFamilies.userId, roles: ['BRANCH_ADMIN'] });

    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: errorCodes.unauthenticated,
      message: expect.any(String),
    });
  });

  it('lets only one of two simultaneous exchanges of a code through', async () => {
    const code = await handoff(await login(t.app, alpha.admin.email, testPassword));
    const results = await Promise.all([exchange(code), exchange(code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('needs a token to create a code', async () => {
    const codes = await count('handoff_codes');
    expect((await post(apiPaths.handoff)).statusCode).toBe(401);
    expect((await post(apiPaths.handoff, { token: 'garbage-token' })).statusCode).toBe(401);
    expect(await count('handoff_codes')).toBe(codes);
  });

  it('refuses an expired code', async () => {
    const code = await handoff(await login(t.app, noFamily.email, testPassword));
    await t.context.db
      .updateTable('handoff_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', noFamily.userId)
      .execute();
    expect((await exchange(code)).statusCode).toBe(401);
  });

  it('refuses malformed and unknown codes without starting a session', async () => {
    const sessions = await count('sessions');
    for (const code of ['short', '', 42, undefined, 'x'.repeat(200)]) {
      const res = await exchange(code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: errorCodes.invalidInput,
        fields: { code: expect.any(String) },
      });
    }
    const unknown = await exchange(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: errorCodes.unauthenticated });
    expect(await count('sessions')).toBe(sessions);
  });
});
