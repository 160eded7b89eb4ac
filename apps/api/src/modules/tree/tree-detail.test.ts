import {
  apiPaths,
  errorCodes,
  immediateFamilySchema,
  linkableFamilySchema,
  memberDetailSchema,
  memberNameSchema,
  personSearchItemSchema,
  type MemberDetail,
  type MemberName,
  type PersonSearchItem,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  createUser,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { buildTreeFamily, type TreeFamily } from './tree.fixture.js';
import { addPerson, assignBranch, client } from './tree.test-helpers.js';

// Member detail, immediate family, person search, familyList and member/{familyId}/all.

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let p: TreeFamily;
let adminToken: string;
/** Branch admin of José's branch. */
let branchToken: string;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context, { name: 'Mathew Family' });
  other = await createFamily(t.context, { name: 'Another Family' });
  p = await buildTreeFamily(t.context, family.familyId, other.familyId);
  const branchAdmin = await createUser(t.context, {
    memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
  });
  await assignBranch(t.context, family.familyId, branchAdmin.userId, p.jose);
  adminToken = await login(t.app, family.admin.email, testPassword);
  branchToken = await login(t.app, branchAdmin.email, testPassword);
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => client(t).get(url, token);

async function detail(id: number, token?: string): Promise<MemberDetail> {
  const res = await get(apiPaths.memberDetail(0, id), token);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<MemberDetail>();
  expect(memberDetailSchema.parse(body)).toEqual(body);
  return body;
}

describe('GET /api/familyTree/member/{parentId}/child/{memberId}', () => {
  it('answers exactly the fields of spec part 3', async () => {
    const body = await detail(p.jose, adminToken);
    expect(Object.keys(body).sort()).toEqual(
      [
        'personId',
        'familyId',
        'firstName',
        'middleName',
        'lastName',
        'gender',
        'father',
        'mother',
        'spouses',
        'children',
        'siblingsCount',
        'childOrder',
      ].sort(),
    );
    expect(body).toEqual({
      personId: p.jose,
      familyId: family.familyId,
      firstName: 'José',
      middleName: 'Antonio',
      lastName: 'Mathew',
      gender: 'M',
      father: { personId: p.joseph, firstName: 'Joseph', lastName: 'Mathew', canDelete: false },
      mother: { personId: p.mary, firstName: 'Mary', lastName: 'Mathew', canDelete: false },
      // José has a child, so his spouse can't be removed. An editor gets the marriage (issue 16).
      spouses: [
        {
          personId: p.rosa,
          firstName: 'Rosa',
          lastName: 'Diaz',
          canDelete: false,
          marriageDate: null,
          marriagePlace: null,
        },
      ],
      children: [{ personId: p.luke, firstName: 'Luke', lastName: 'Mathew', canDelete: true }],
      siblingsCount: 3,
      childOrder: 1,
    });
  });

  it('answers siblingsCount and childOrder of each child', async () => {
    expect(await detail(p.anna)).toMatchObject({ siblingsCount: 3, childOrder: 2 });
    expect(await detail(p.thomas)).toMatchObject({ siblingsCount: 3, childOrder: 3 });
    expect(await detail(p.luke)).toMatchObject({ siblingsCount: 1, childOrder: 1 });
    // A founder counts only themself and has no order.
    expect(await detail(p.walter)).toMatchObject({ siblingsCount: 1, childOrder: null });
  });

  it('lists children in childOrder, each with canDelete only when childless and unmarried', async () => {
    const body = await detail(p.joseph, adminToken);
    expect(body.children.map((c) => [c.firstName, c.canDelete])).toEqual([
      ['José', false],
      ['Anna', false],
      ['Thomas', false],
    ]);
    expect((await detail(p.walter, adminToken)).children).toEqual([
      { personId: p.wendy, firstName: 'Wendy', lastName: 'Mathew', canDelete: true },
    ]);
  });

  it('lets a spouse be removed only while the member has no children', async () => {
    expect((await detail(p.anna, adminToken)).spouses).toEqual([
      {
        personId: p.peter,
        firstName: 'Peter',
        lastName: 'Brown',
        canDelete: true,
        marriageDate: null,
        marriagePlace: null,
      },
    ]);
    expect((await detail(p.thomas, adminToken)).spouses.map((s) => s.personId)).toEqual([p.olga]);
    expect((await detail(p.thomas, adminToken)).spouses[0]!.canDelete).toBe(true);
  });

  it('answers every canDelete false to a visitor', async () => {
    for (const id of [p.jose, p.walter, p.anna]) {
      const body = await detail(id);
      expect([...body.children, ...body.spouses].every((r) => !r.canDelete)).toBe(true);
    }
  });

  it('answers canDelete for a branch admin only inside their branch', async () => {
    expect((await detail(p.jose, branchToken)).children[0]!.canDelete).toBe(true);
    expect((await detail(p.walter, branchToken)).children[0]!.canDelete).toBe(false);
    expect((await detail(p.anna, branchToken)).spouses[0]!.canDelete).toBe(false);
  });

  it('answers a spouse linked from another family, and 404 for an unknown id', async () => {
    expect(await detail(p.olga)).toMatchObject({ familyId: other.familyId, firstName: 'Olga' });
    expect((await detail(p.olga)).spouses.map((s) => s.personId)).toEqual([p.thomas]);
    const res = await get(apiPaths.memberDetail(0, 999_999));
    expect(res.statusCode).toBe(404);
    expect((await get('/api/familyTree/member/0/child/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/familyTree/member/{id}', () => {
  it('answers the immediate family: father, mother, spouses, children', async () => {
    const res = await get(apiPaths.immediateFamily(p.jose), adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(immediateFamilySchema.parse(body)).toEqual(body);
    expect(Object.keys(body).sort()).toEqual(['children', 'father', 'mother', 'spouses']);
    expect(body.father.personId).toBe(p.joseph);
    expect(body.mother.personId).toBe(p.mary);
    expect(body.spouses.map((s: { personId: number }) => s.personId)).toEqual([p.rosa]);
    expect(body.children.map((c: { personId: number }) => c.personId)).toEqual([p.luke]);
    const founder = (await get(apiPaths.immediateFamily(p.walter))).json();
    expect(founder).toMatchObject({ father: null, mother: null, spouses: [] });
    expect((await get(apiPaths.immediateFamily(999_999))).statusCode).toBe(404);
  });
});

describe('GET /api/familyTree/member/search', () => {
  async function search(name: string, familyId = family.familyId): Promise<PersonSearchItem[]> {
    const res = await get(
      `${apiPaths.personSearch}?familyId=${familyId}&name=${encodeURIComponent(name)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PersonSearchItem[]>();
    for (const item of body) expect(personSearchItemSchema.parse(item)).toEqual(item);
    return body;
  }

  it('answers [] for fewer than 3 characters', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('jo')).toEqual([]);
    expect(await search('  jo   ')).toEqual([]);
  });

  it('finds any part of the name, case- and accent-insensitively', async () => {
    for (const term of ['jose', 'JOSÉ', 'José', 'josé']) {
      const names = (await search(term)).map((i) => i.name);
      expect(names, term).toContain('José Antonio Mathew');
      expect(names, term).toContain('Joseph Mathew');
    }
    expect((await search('antonio')).map((i) => i.personId)).toEqual([p.jose]);
    expect((await search('THEW')).length).toBe(8);
    expect((await search('kurian')).map((i) => i.name)).toEqual([
      'Gina Kurian',
      'Grace Kurian',
      'Henry Kurian',
    ]);
  });

  it('captions each match S/o, D/o by the parent, W/o or H/o by the spouse', async () => {
    const caption = async (term: string) =>
      Object.fromEntries((await search(term)).map((i) => [i.name, i.sonOff]));
    expect(await caption('mathew')).toMatchObject({
      'José Antonio Mathew': 'S/o Joseph Mathew',
      'Anna Mathew': 'D/o Joseph Mathew',
      'Luke Mathew': 'S/o José Antonio Mathew',
      'Wendy Mathew': 'D/o Walter Mathew',
      'Walter Mathew': '',
    });
    expect(await caption('rosa')).toEqual({ 'Rosa Diaz': 'W/o José Antonio Mathew' });
    expect(await caption('henry')).toEqual({ 'Henry Kurian': 'H/o Grace Kurian' });
  });

  it("captions them in the request's language (issue 31), English keeping the spec's", async () => {
    const caption = async (term: string, headers: Record<string, string>, query = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPaths.personSearch}?familyId=${family.familyId}&name=${term}${query}`,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(
        res.json<PersonSearchItem[]>().map((i) => [i.name, i.sonOff] as const),
      );
    };
    const lines = async (headers: Record<string, string>, query = '') => {
      const [mathew, rosa, henry] = await Promise.all(
        ['mathew', 'rosa', 'henry'].map((term) => caption(term, headers, query)),
      );
      return [
        mathew!['José Antonio Mathew'],
        mathew!['Anna Mathew'],
        rosa!['Rosa Diaz'],
        henry!['Henry Kurian'],
      ];
    };
    expect(await lines({ 'accept-language': 'en' })).toEqual([
      'S/o Joseph Mathew',
      'D/o Joseph Mathew',
      'W/o José Antonio Mathew',
      'H/o Grace Kurian',
    ]);
    const german = [
      'Sohn von Joseph Mathew',
      'Tochter von Joseph Mathew',
      'Ehefrau von José Antonio Mathew',
      'Ehemann von Grace Kurian',
    ];
    expect(await lines({ 'accept-language': 'de-CH,de;q=0.8' })).toEqual(german);
    expect(await lines({}, '&lang=de')).toEqual(german);
    const malayalam = [
      'Joseph Mathew എന്നയാളുടെ മകൻ',
      'Joseph Mathew എന്നയാളുടെ മകൾ',
      'José Antonio Mathew എന്നയാളുടെ ഭാര്യ',
      'Grace Kurian എന്നയാളുടെ ഭർത്താവ്',
    ];
    expect(await lines({ 'accept-language': 'ml' })).toEqual(malayalam);
    expect(await lines({ 'accept-language': 'de' }, '&lang=ml')).toEqual(malayalam);
  });

  it('answers at most 20 matches', async () => {
    const big = await createFamily(t.context);
    for (let i = 0; i < 25; i++) await addPerson(t.context, big.familyId, { first: `Many${i}` });
    expect(await search('many', big.familyId)).toHaveLength(20);
  });

  it("searches only the family's own persons", async () => {
    expect(await search('olga')).toEqual([]);
    expect((await search('olga', other.familyId)).map((i) => i.personId)).toEqual([p.olga]);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
  });

  it('answers 400 without a numeric familyId', async () => {
    expect((await get(`${apiPaths.personSearch}?name=jose`)).statusCode).toBe(400);
    expect((await get(`${apiPaths.personSearch}?familyId=x&name=jose`)).statusCode).toBe(400);
  });
});

describe('GET /api/familyTree/familyList', () => {
  it('needs a login', async () => {
    const res = await get(apiPaths.linkableFamilies);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(errorCodes.unauthenticated);
    expect((await get(apiPaths.linkableFamilies, 'not-a-token')).statusCode).toBe(401);
  });

  it('lists the families a user may link a spouse from, as id and name', async () => {
    const res = await get(apiPaths.linkableFamilies, branchToken);
    expect(res.statusCode).toBe(200);
    const body = res.json<Array<{ id: number; name: string }>>();
    for (const item of body) expect(linkableFamilySchema.parse(item)).toEqual(item);
    expect(body).toEqual(
      expect.arrayContaining([
        { id: family.familyId, name: 'Mathew Family' },
        { id: other.familyId, name: 'Another Family' },
      ]),
    );
  });
});

describe('GET /api/familyTree/member/{familyId}/all', () => {
  it('answers the id and full name of every person of the family', async () => {
    const res = await get(apiPaths.allMemberNames(family.familyId));
    expect(res.statusCode).toBe(200);
    const body = res.json<MemberName[]>();
    for (const item of body) expect(memberNameSchema.parse(item)).toEqual(item);
    expect(body).toHaveLength(13);
    expect(body).toContainEqual({ personId: p.jose, name: 'José Antonio Mathew' });
    expect(body).toContainEqual({ personId: p.rosa, name: 'Rosa Diaz' });
    expect(body.map((m) => m.personId)).not.toContain(p.olga);
    expect((await get(apiPaths.allMemberNames(999_999))).json()).toEqual([]);
    expect((await get('/api/familyTree/member/abc/all')).statusCode).toBe(400);
  });
});
