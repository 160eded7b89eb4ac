import { randomBytes } from 'node:crypto';
import {
  apiPaths,
  errorCodes,
  familyResponseSchema,
  messages,
  reservedSubdomains,
  type FamilyResponse,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../infra/errors.js';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testPassword,
  uniqueEmail,
  uniqueName,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { createFamiliesService, type NewFamily } from './families.service.js';

let t: TestContext;
let family: TestFamily;
let other: TestFamily;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context, { name: 'The Test Family' });
  other = await createFamily(t.context);
});

afterAll(async () => {
  await t?.close();
});

const getFamily = (domain: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: apiPaths.family(domain), headers });

describe('GET /api/family/{domain}', () => {
  it('answers the family with its four menus, only page 1 shown', async () => {
    const res = await getFamily(family.domainName);
    expect(res.statusCode).toBe(200);
    const body = res.json<FamilyResponse>();
    expect(familyResponseSchema.parse(body)).toEqual(body);
    // The site's language (issue 31) is the one field beyond the spec's.
    expect(Object.keys(body).sort()).toEqual([
      'domainName',
      'familyId',
      'language',
      'menus',
      'name',
    ]);
    expect(body).toMatchObject({
      familyId: family.familyId,
      name: 'The Test Family',
      domainName: family.domainName,
    });
    expect(body.menus.map((m) => m.menuOrder)).toEqual([1, 2, 3, 4]);
    expect(body.menus.map((m) => m.enabled)).toEqual([true, false, false, false]);
    for (const menu of body.menus) {
      expect(Object.keys(menu).sort()).toEqual(
        ['configurable', 'enabled', 'menuId', 'menuName', 'menuOrder', 'published'].sort(),
      );
      expect(menu.menuId).toEqual(expect.any(Number));
      expect(menu.menuName).not.toBe('');
      expect(menu.configurable).toBe(true);
      expect(menu.published).toBe(false);
    }
  });

  it("answers each family's own menus", async () => {
    const mine = (await getFamily(family.domainName)).json<FamilyResponse>();
    const theirs = (await getFamily(other.domainName)).json<FamilyResponse>();
    expect(theirs.familyId).toBe(other.familyId);
    const ids = new Set(mine.menus.map((m) => m.menuId));
    expect(theirs.menus.some((m) => ids.has(m.menuId))).toBe(false);
  });

  it('finds the family whatever the case of the domain', async () => {
    const res = await getFamily(family.domainName.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ familyId: family.familyId, domainName: family.domainName });
  });

  it('answers 404 in the error shape for an unknown domain', async () => {
    const res = await getFamily(uniqueName('unknown'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFound.family, code: errorCodes.notFound });
  });

  it('serves visitors, even with a stale token', async () => {
    expect((await getFamily(family.domainName, bearer('stale-token'))).statusCode).toBe(200);
    const token = await login(t.app, family.admin.email, testPassword);
    expect((await getFamily(family.domainName, bearer(token))).statusCode).toBe(200);
  });

  it('refuses an over-long domain with 400', async () => {
    const res = await getFamily('a'.repeat(64));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: errorCodes.invalidInput,
      fields: { domain: expect.any(String) },
    });
  });

  it('answers a malformed URL in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/family/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: errorCodes.invalidInput });
  });
});

describe('families service: create', () => {
  const service = () => createFamiliesService(t.context);

  const newFamily = (domainName: string, email = uniqueEmail('founder')): NewFamily => ({
    domainName,
    name: 'A New Family',
    admin: { email, password: testPassword, firstName: 'New', lastName: 'Founder' },
  });

  async function counts() {
    const n = async (table: 'families' | 'users' | 'memberships' | 'menus') =>
      Number(
        (
          await t.context.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      families: await n('families'),
      users: await n('users'),
      memberships: await n('memberships'),
      menus: await n('menus'),
    };
  }

  async function refusal(input: NewFamily): Promise<AppError> {
    const error = await service()
      .create(input)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('creates the family, its menus and its first family admin, normalising the domain', async () => {
    const domain = uniqueName('new');
    const before = await counts();
    const familyId = await service().create(newFamily(`  ${domain.toUpperCase()} `));
    expect(await counts()).toEqual({
      families: before.families + 1,
      users: before.users + 1,
      memberships: before.memberships + 1,
      // The four menus of the spec and the five fixed pages of issue 16 (Article, History, …).
      menus: before.menus + 4 + 5,
    });
    const res = await getFamily(domain);
    expect(res.json()).toMatchObject({ familyId, domainName: domain, name: 'A New Family' });
  });

  it('reuses an existing user as the admin, matching the email in any case', async () => {
    const before = await counts();
    const familyId = await service().create(
      newFamily(uniqueName('second'), family.admin.email.toUpperCase()),
    );
    expect((await counts()).users).toBe(before.users);
    const membership = await t.context.db
      .selectFrom('memberships')
      .select(['user_id', 'role', 'status'])
      .where('family_id', '=', familyId)
      .execute();
    expect(membership).toEqual([
      { user_id: family.admin.userId, role: 'FAMILY_ADMIN', status: 'ACTIVE' },
    ]);
  });

  it.each(['www', 'api', 'admin', 'WWW', ...reservedSubdomains.slice(-3)])(
    'refuses the reserved name %s with 400 and writes nothing',
    async (domainName) => {
      const before = await counts();
      const error = await refusal(newFamily(domainName));
      expect(error.status).toBe(400);
      expect(error.code).toBe(errorCodes.invalidInput);
      expect(error.fields).toEqual({ domainName: expect.stringContaining('reserved') });
      expect(await counts()).toEqual(before);
    },
  );

  it.each(['', 'two words', 'under_score', '-lead', 'trail-', 'dot.ted', 'ümlaut', 'a'.repeat(64)])(
    "refuses the bad name '%s' with 400 and writes nothing",
    async (domainName) => {
      const before = await counts();
      const error = await refusal(newFamily(domainName));
      expect(error.status).toBe(400);
      expect(error.fields).toHaveProperty('domainName');
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses a taken name, in any case, with 409 and writes nothing', async () => {
    const before = await counts();
    for (const domainName of [family.domainName, family.domainName.toUpperCase()]) {
      const error = await refusal(newFamily(domainName));
      expect(error.status).toBe(409);
      expect(error.code).toBe(errorCodes.conflict);
    }
    expect(await counts()).toEqual(before);
  });

  it('accepts the longest and shortest valid names', async () => {
    for (const domainName of ['x', `z${randomBytes(31).toString('hex').slice(0, 62)}`]) {
      const familyId = await service().create(newFamily(domainName, family.admin.email));
      expect((await getFamily(domainName)).json()).toMatchObject({ familyId });
    }
  });
});
