import { apiPaths, errorCodes, type LoginResponse } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import { demoLogins, seedDemo } from './seed-demo.js';

const password = 'demo-password-for-tests';

let t: TestContext;
let seeded: boolean;

beforeAll(async () => {
  t = await createTestContext();
  seeded = await seedDemo(t.context.db, password);
});

afterAll(async () => {
  await t?.close();
});

async function familyId(domain: string): Promise<number> {
  const row = await t.context.db
    .selectFrom('families')
    .select('id')
    .where('domain_name', '=', domain)
    .executeTakeFirstOrThrow();
  return row.id;
}

type PersonLinks = {
  id: number;
  family_id: number;
  father_id: number | null;
  mother_id: number | null;
};

async function personsOf(domain: string): Promise<PersonLinks[]> {
  return t.context.db
    .selectFrom('persons')
    .select(['id', 'family_id', 'father_id', 'mother_id'])
    .where('family_id', '=', await familyId(domain))
    .execute();
}

/** The generation of each person: 1 for those without parents, else one more than a parent's. */
function generations(persons: PersonLinks[]): Map<number, number> {
  const byId = new Map(persons.map((p) => [p.id, p]));
  const memo = new Map<number, number>();
  const depth = (id: number): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const p = byId.get(id)!;
    const parents = [p.father_id, p.mother_id].filter((x): x is number => x !== null);
    const value = 1 + Math.max(0, ...parents.map(depth));
    memo.set(id, value);
    return value;
  };
  return new Map(persons.map((p) => [p.id, depth(p.id)]));
}

async function countRows(
  table: 'families' | 'persons' | 'users' | 'unions' | 'memberships' | 'menus',
) {
  const row = await t.context.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seedDemo', () => {
  it('reports that it seeded an empty database', () => {
    expect(seeded).toBe(true);
  });

  it.each([
    ['demo', 'Demo Family', 60, 5],
    ['harper', 'Harper Family', 20, 3],
  ])(
    'gives %s (%s) at least %i persons over at least %i generations',
    async (domain, name, minPersons, minGenerations) => {
      const family = await t.context.db
        .selectFrom('families')
        .select(['id', 'name'])
        .where('domain_name', '=', domain)
        .executeTakeFirstOrThrow();
      expect(family.name).toBe(name);
      const persons = await personsOf(domain);
      expect(persons.length).toBeGreaterThanOrEqual(minPersons);
      expect(Math.max(...generations(persons).values())).toBeGreaterThanOrEqual(minGenerations);
      // Parents always belong to the child's own family.
      const ids = new Set(persons.map((p) => p.id));
      for (const p of persons) {
        if (p.father_id !== null) expect(ids).toContain(p.father_id);
        if (p.mother_id !== null) expect(ids).toContain(p.mother_id);
      }
    },
  );

  it('gives each family the four menus with page 1 shown', async () => {
    for (const domain of ['demo', 'harper']) {
      const res = await t.app.inject({ method: 'GET', url: apiPaths.family(domain) });
      expect(res.statusCode).toBe(200);
      const menus = res.json<{ menus: Array<{ menuOrder: number; enabled: boolean }> }>().menus;
      expect(menus.map((m) => m.menuOrder)).toEqual([1, 2, 3, 4]);
      expect(menus[0]!.enabled).toBe(true);
    }
  });

  it("gives the demo family sources, cited for its elders' births and deaths (issue 30)", async () => {
    const demo = await familyId('demo');
    const sources = (
      await t.app.inject({ method: 'GET', url: `/api/family/${demo}/sources` })
    ).json<Array<{ title: string; citationCount: number }>>();
    expect(sources).toHaveLength(3);
    // The elders died long ago: a visitor sees their citations.
    expect(sources.every((s) => s.citationCount > 0)).toBe(true);
  });

  it('gives the demo family places with coordinates, matched by the births (issue 30)', async () => {
    const demo = await familyId('demo');
    const places = (await t.app.inject({ method: 'GET', url: `/api/family/${demo}/places` })).json<
      Array<{ key: string; latitude: number | null; factCount: number }>
    >();
    const kottayam = places.find((p) => p.key === 'kottayam, india');
    expect(kottayam?.latitude).toBeCloseTo(9.59, 1);
    // The elders who died were born there: a visitor sees their births.
    expect(kottayam?.factCount).toBeGreaterThan(0);
  });

  it('links a spouse across the two families', async () => {
    const demo = await familyId('demo');
    const harper = await familyId('harper');
    const crossing = await t.context.db
      .selectFrom('unions as u')
      .innerJoin('persons as p', 'p.id', 'u.person_id')
      .innerJoin('persons as s', 's.id', 'u.spouse_id')
      .select(['u.family_id', 'p.family_id as personFamily', 's.family_id as spouseFamily'])
      .whereRef('p.family_id', '<>', 's.family_id')
      .execute();
    expect(crossing).toContainEqual({ family_id: demo, personFamily: demo, spouseFamily: harper });
  });

  it('creates the four demo users with the roles of the README', async () => {
    const demo = await familyId('demo');
    const harper = await familyId('harper');
    const rolesOf = async (email: string) => {
      const user = await t.context.db
        .selectFrom('users')
        .select(['id', 'is_platform_admin'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const memberships = await t.context.db
        .selectFrom('memberships')
        .select(['family_id', 'role', 'status'])
        .where('user_id', '=', user.id)
        .orderBy('family_id')
        .execute();
      return { id: user.id, platformAdmin: user.is_platform_admin === 1, memberships };
    };

    const familyAdmin = await rolesOf(demoLogins.familyAdmin);
    expect(familyAdmin.platformAdmin).toBe(false);
    expect(familyAdmin.memberships).toEqual([
      { family_id: demo, role: 'FAMILY_ADMIN', status: 'ACTIVE' },
    ]);

    const branchAdmin = await rolesOf(demoLogins.branchAdmin);
    expect(branchAdmin.memberships).toEqual([
      { family_id: demo, role: 'BRANCH_ADMIN', status: 'ACTIVE' },
    ]);
    const assignments = await t.context.db
      .selectFrom('branch_assignments')
      .select(['family_id', 'person_id'])
      .where('user_id', '=', branchAdmin.id)
      .execute();
    expect(assignments).toHaveLength(1);
    expect(assignments[0]!.family_id).toBe(demo);
    // "assigned to one grandchild of the founders"
    expect(generations(await personsOf('demo')).get(assignments[0]!.person_id)).toBe(3);

    const harperAdmin = await rolesOf(demoLogins.harperAdmin);
    expect(harperAdmin.memberships).toEqual(
      [
        { family_id: demo, role: 'BRANCH_ADMIN', status: 'ACTIVE' },
        { family_id: harper, role: 'FAMILY_ADMIN', status: 'ACTIVE' },
      ].sort((a, b) => a.family_id - b.family_id),
    );

    const platformAdmin = await rolesOf(demoLogins.platformAdmin);
    expect(platformAdmin.platformAdmin).toBe(true);
    expect(platformAdmin.memberships).toEqual([]);
  });

  it('lets the demo users log in with the demo password, except the platform admin', async () => {
    const loginAs = (email: string) =>
      t.app.inject({ method: 'POST', url: apiPaths.login, payload: { email, password } });
    const admin = await loginAs(demoLogins.harperAdmin);
    expect(admin.statusCode).toBe(200);
    const body = admin.json<LoginResponse>();
    expect(body.roles).toEqual(['FAMILY_ADMIN']);
    expect(body.familyList.map((f) => [f.domainName, f.roles])).toEqual([
      ['harper', ['FAMILY_ADMIN']],
      ['demo', ['BRANCH_ADMIN']],
    ]);
    const platform = await loginAs(demoLogins.platformAdmin);
    expect(platform.statusCode).toBe(403);
    expect(platform.json()).toMatchObject({ code: errorCodes.forbidden, message: 'Login failed' });
  });

  it('does nothing when seeded a second time', async () => {
    const tables = ['families', 'persons', 'users', 'unions', 'memberships', 'menus'] as const;
    const before = await Promise.all(tables.map(countRows));
    expect(await seedDemo(t.context.db, password)).toBe(false);
    expect(await Promise.all(tables.map(countRows))).toEqual(before);
  });
});
