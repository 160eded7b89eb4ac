import { apiPaths } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  type TestContext,
  type TestFamily,
} from '../test-support/index.js';
import { addPerson } from '../modules/tree/tree.test-helpers.js';

let t: TestContext;
let family: TestFamily;
let ids: number[];

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  ids = [
    await addPerson(t.context, family.familyId, { first: 'Anna' }),
    await addPerson(t.context, family.familyId, { first: 'Zed' }),
  ];
});
afterAll(async () => {
  await t?.close();
});

describe('probe', () => {
  it('prints', async () => {
    for (const lang of ['en', 'de', 'ml']) {
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.login,
        headers: { 'accept-language': lang },
        payload: { email: 'x' },
      });
      console.log(lang, res.statusCode, res.body);
    }
    const r = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.relation(family.familyId)}?firstPerson=${ids[0]}&secondPerson=${ids[1]}&lang=fr`,
      headers: { 'accept-language': 'de' },
    });
    console.log(r.statusCode, r.body);
    const r2 = await t.app.inject({
      method: 'POST',
      url: apiPaths.login,
      headers: { 'accept-language': 'de', 'content-type': 'application/json' },
      payload: '{bad',
    });
    console.log(r2.statusCode, r2.body);
    expect(1).toBe(1);
  });
});
