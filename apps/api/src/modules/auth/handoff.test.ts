import { randomBytes } from 'node:crypto';
import { apiPaths, errorCodes, loginResponseSchema } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { login, testPassword } from '../../test-support/index.js';
import { useAuthFixtures } from './auth.test-helpers.js';

const { fx, post, check, count } = useAuthFixtures();

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
    const token = await login(fx.t.app, fx.twoFamilies.email, testPassword);
    const code = await handoff(token);
    expect((await check(token)).statusCode).toBe(401);
    const stored = await fx.t.context.db
      .selectFrom('handoff_codes')
      .select('id')
      .where('code_hash', '=', code)
      .executeTakeFirst();
    expect(stored).toBeUndefined();

    const res = await exchange(code);
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body).toMatchObject({ userId: fx.twoFamilies.userId, roles: ['FAMILY_ADMIN'] });
    expect(body.familyList).toHaveLength(2);
    expect(body.token).not.toBe(token);
    const checked = await check(body.token, fx.alpha.domainName);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      userId: fx.twoFamilies.userId,
      roles: ['BRANCH_ADMIN'],
    });

    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: errorCodes.unauthenticated,
      message: expect.any(String),
    });
  });

  it('lets only one of two simultaneous exchanges of a code through', async () => {
    const code = await handoff(await login(fx.t.app, fx.alpha.admin.email, testPassword));
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
    const code = await handoff(await login(fx.t.app, fx.noFamily.email, testPassword));
    await fx.t.context.db
      .updateTable('handoff_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', fx.noFamily.userId)
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
