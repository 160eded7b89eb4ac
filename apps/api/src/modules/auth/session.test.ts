import { randomBytes } from 'node:crypto';
import { apiPaths, authCheckResponseSchema, errorCodes, messages } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { login, testPassword } from '../../test-support/index.js';
import { useAuthFixtures } from './auth.test-helpers.js';

const { fx, post, check } = useAuthFixtures();

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
    const token = await login(fx.t.app, fx.alpha.admin.email, testPassword);
    const basic = await fx.t.app.inject({
      method: 'POST',
      url: apiPaths.check,
      headers: { authorization: `Basic ${token}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('answers 401 for an expired session', async () => {
    const token = await login(fx.t.app, fx.noFamily.email, testPassword);
    await fx.t.context.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', fx.noFamily.userId)
      .execute();
    expect((await check(token)).statusCode).toBe(401);
  });

  it('answers the first family without a sub-domain', async () => {
    const token = await login(fx.t.app, fx.twoFamilies.email, testPassword);
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    const body = authCheckResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      status: 200,
      domainName: fx.beta.domainName,
      roles: ['FAMILY_ADMIN'],
      firstName: 'Two',
      lastName: 'Families',
      userId: fx.twoFamilies.userId,
    });
    expect(body.familyList.map((f) => f.id)).toEqual([fx.beta.familyId, fx.alpha.familyId]);
  });

  it('answers the roles of the family named by subdomain, in any case', async () => {
    const token = await login(fx.t.app, fx.twoFamilies.email, testPassword);
    for (const subdomain of [fx.alpha.domainName, fx.alpha.domainName.toUpperCase()]) {
      const res = await check(token, subdomain);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        domainName: fx.alpha.domainName,
        roles: ['BRANCH_ADMIN'],
      });
    }
  });

  it('falls back to the first family for a sub-domain the user has no role in', async () => {
    const token = await login(fx.t.app, fx.alpha.admin.email, testPassword);
    const res = await check(token, fx.beta.domainName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domainName: fx.alpha.domainName, roles: ['FAMILY_ADMIN'] });
  });

  it('answers no family and no roles for a user without families', async () => {
    const token = await login(fx.t.app, fx.noFamily.email, testPassword);
    const res = await check(token, fx.alpha.domainName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ domainName: null, roles: [], familyList: [] });
  });
});

describe('POST /api/familytree/auth/logout', () => {
  it('revokes the token and only that token', async () => {
    const token = await login(fx.t.app, fx.alpha.admin.email, testPassword);
    const other = await login(fx.t.app, fx.alpha.admin.email, testPassword);
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
