import {
  apiPaths,
  errorCodes,
  loginResponseSchema,
  messages,
  type LoginResponse,
} from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  login,
  loginResponse,
  testPassword,
  uniqueEmail,
} from '../../test-support/index.js';
import { useAuthFixtures } from './auth.test-helpers.js';

const { fx, post, attempt, check, count, throttles } = useAuthFixtures();

/** A distinct client address for each test that counts failures, so tests can't throttle each other. */
let nextAddress = 1;
const freshAddress = () => `10.1.0.${nextAddress++}`;

describe('POST /api/familytree/auth/login', () => {
  it('answers the login response of a family admin', async () => {
    const res = await attempt(fx.alpha.admin.email, testPassword);
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    // The spec's fields, and the language the user chose (issue 31): none yet.
    expect(Object.keys(body).sort()).toEqual(
      ['familyList', 'firstName', 'language', 'lastName', 'roles', 'token', 'userId'].sort(),
    );
    expect(body.language).toBeNull();
    expect(loginResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      roles: ['FAMILY_ADMIN'],
      userId: fx.alpha.admin.userId,
      firstName: 'Ada',
      lastName: fx.alpha.admin.lastName,
      familyList: [
        {
          id: fx.alpha.familyId,
          name: 'Alpha Family',
          domainName: fx.alpha.domainName,
          roles: ['FAMILY_ADMIN'],
        },
      ],
    });
    expect(body.familyList).toHaveLength(1);
    expect(body.token.length).toBeGreaterThanOrEqual(32);
  });

  it('stores only a hash of the token', async () => {
    const token = await login(fx.t.app, fx.alpha.admin.email, testPassword);
    const raw = await fx.t.context.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', token)
      .executeTakeFirst();
    expect(raw).toBeUndefined();
    expect((await check(token)).statusCode).toBe(200);
  });

  it('lists every family of the user, family admin roles first', async () => {
    const body = await loginResponse(fx.t.app, fx.twoFamilies.email, testPassword);
    expect(body.roles).toEqual(['FAMILY_ADMIN']);
    expect(body.familyList).toEqual([
      {
        id: fx.beta.familyId,
        name: 'Beta Family',
        domainName: fx.beta.domainName,
        roles: ['FAMILY_ADMIN'],
        // Issue 17: the person a MEMBER keeps; none for the admin roles.
        memberPersonId: null,
      },
      {
        id: fx.alpha.familyId,
        name: 'Alpha Family',
        domainName: fx.alpha.domainName,
        roles: ['BRANCH_ADMIN'],
        memberPersonId: null,
      },
    ]);
  });

  it('leaves out families where the membership is not active', async () => {
    const user = await createUser(fx.t.context, {
      memberships: [
        { familyId: fx.alpha.familyId, role: 'BRANCH_ADMIN', status: 'BLOCK' },
        { familyId: fx.beta.familyId, role: 'BRANCH_ADMIN', status: 'ACTIVE' },
      ],
    });
    const body = await loginResponse(fx.t.app, user.email, testPassword);
    expect(body.familyList.map((f) => f.id)).toEqual([fx.beta.familyId]);
    expect(body.roles).toEqual(['BRANCH_ADMIN']);
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const body = await loginResponse(
      fx.t.app,
      `  ${fx.alpha.admin.email.toUpperCase()} `,
      testPassword,
    );
    expect(body.userId).toBe(fx.alpha.admin.userId);
  });

  it('refuses a wrong password with 401 and writes no session', async () => {
    const sessions = await count('sessions');
    const res = await attempt(fx.alpha.admin.email, 'not-the-password', freshAddress());
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
    const res = await attempt(fx.platformAdmin.email, testPassword);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Login failed', code: errorCodes.forbidden });
    expect(await count('sessions')).toBe(sessions);
  });

  it('lets a user without any family log in with empty roles', async () => {
    const body = await loginResponse(fx.t.app, fx.noFamily.email, testPassword);
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
      const before = { sessions: await count('sessions'), throttles: await throttles() };
      const res =
        raw === undefined
          ? await post(apiPaths.login, payload === undefined ? {} : { payload })
          : await fx.t.app.inject({
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
      expect(await throttles()).toEqual(before.throttles);
    });
  });
});
