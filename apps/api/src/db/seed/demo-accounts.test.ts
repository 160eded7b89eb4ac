import { apiPaths, type LoginResponse } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutBody, currentVersion } from '../../modules/profiles/profiles.test-helpers.js';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import { demoMemberLogin } from './demo-accounts.js';
import { seedDemo } from './seed-demo.js';

const password = 'demo-password-for-tests';
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemo(t.context.db, password);
});
afterAll(() => t?.close());

describe('the demo member', () => {
  it('logs in as the MEMBER of one demo person and may save that profile only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      payload: { email: demoMemberLogin, password },
    });
    expect(res.statusCode).toBe(200);
    const login = res.json<LoginResponse>();
    const demo = login.familyList[0]!;
    expect(login.familyList).toHaveLength(1);
    expect(demo).toMatchObject({ domainName: 'demo', roles: ['MEMBER'] });
    const personId = demo.memberPersonId!;
    const person = await t.context.db
      .selectFrom('persons')
      .select(['first_name', 'family_id'])
      .where('id', '=', personId)
      .executeTakeFirstOrThrow();
    expect(person).toEqual({ first_name: login.firstName, family_id: demo.id });

    const save = async (id: number) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.profileSave(id, 'saveAbout'),
        payload: { ...aboutBody(), version: await currentVersion(t, id, 'saveAbout') },
        headers: { ...bearer(login.token), host: 'demo.localhost' },
      });
    expect((await save(personId)).statusCode).toBe(200);
    const founder = await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', demo.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await save(founder.id)).statusCode).toBe(403);
  });
});
