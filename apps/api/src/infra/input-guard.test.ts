import { apiPaths, errorCodes, maxId, messages } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentVersion } from '../modules/profiles/profiles.test-helpers.js';
import {
  bearer,
  createFamily,
  createTestContext,
  platformAdminToken,
  login,
  type TestContext,
  type TestFamily,
} from '../test-support/index.js';

let t: TestContext;
let family: TestFamily;
let token: string;
let platformToken: string;
let founderId: number;
let homeMenuId: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, family.admin.password);
  platformToken = await platformAdminToken(t.app, t.context);
  const founder = await t.app.inject({
    method: 'POST',
    url: apiPaths.founder(family.familyId),
    headers: bearer(token),
    payload: { firstName: 'Fred', lastName: 'Founder', gender: 'M' },
  });
  founderId = founder.json<{ personId: number }>().personId;
  const menus = await t.context.db
    .selectFrom('menus')
    .select(['id', 'menu_order'])
    .where('family_id', '=', family.familyId)
    .orderBy('menu_order')
    .execute();
  homeMenuId = menus[0]!.id;
});

afterAll(async () => {
  await t?.close();
});

/** Every row a refused request could have touched. */
async function snapshot() {
  const db = t.context.db;
  return {
    families: await db.selectFrom('families').selectAll().orderBy('id').execute(),
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    memberships: await db.selectFrom('memberships').selectAll().orderBy('id').execute(),
    persons: await db.selectFrom('persons').selectAll().orderBy('id').execute(),
    unions: await db.selectFrom('unions').selectAll().orderBy('id').execute(),
    menus: await db.selectFrom('menus').selectAll().orderBy('id').execute(),
    pageContents: await db.selectFrom('page_contents').selectAll().orderBy('id').execute(),
    invitations: await db.selectFrom('invitations').selectAll().orderBy('id').execute(),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Case {
  name: string;
  method: Method;
  url: () => string;
  payload?: () => unknown;
  /** Raw JSON text, for what JSON.stringify can't write (lone surrogates are escaped by it). */
  raw?: string;
  as?: 'visitor' | 'admin' | 'platform';
  field: string;
  message?: string;
}

async function send(c: Case) {
  const auth =
    c.as === 'admin' ? bearer(token) : c.as === 'platform' ? bearer(platformToken) : undefined;
  const body =
    c.raw !== undefined
      ? { payload: c.raw, headers: { 'content-type': 'application/json', ...auth } }
      : c.payload
        ? { payload: c.payload() as object, headers: { ...auth } }
        : { headers: { ...auth } };
  return t.app.inject({ method: c.method, url: c.url(), ...body });
}

async function expectRefused(c: Case): Promise<void> {
  const before = await snapshot();
  const res = await send(c);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ code: string; fields?: Record<string, string> }>();
  expect(body.code).toBe(errorCodes.invalidInput);
  expect(Object.keys(body.fields ?? {})).toContain(c.field);
  if (c.message) expect(body.fields?.[c.field]).toBe(c.message);
  expect(await snapshot()).toEqual(before);
}

const tooBig = maxId + 1;
const basicDetails = (change: Record<string, unknown>) => ({
  firstName: 'Fred',
  lastName: 'Founder',
  gender: 'M',
  livingStatus: true,
  ...change,
});

describe('ids the database cannot hold are 400', () => {
  const cases: Case[] = [
    {
      name: 'a family id in the path',
      method: 'GET',
      url: () => apiPaths.tree(tooBig),
      field: 'familyId',
      message: messages.input.invalidId,
    },
    {
      name: 'a member id in the path',
      method: 'GET',
      url: () => apiPaths.memberProfile(tooBig),
      field: 'id',
    },
    {
      name: 'a huge member id in the path, without login',
      method: 'GET',
      url: () => `/api/familyTree/member/99999999999999999999`,
      field: 'id',
    },
    {
      name: 'a menu id in the path',
      method: 'GET',
      url: () => `/api/family/${family.familyId}/menu/${tooBig}/pageContent`,
      field: 'menuId',
    },
    {
      name: 'a family id in the query',
      method: 'GET',
      url: () => `${apiPaths.personSearch}?familyId=${tooBig}&name=fre`,
      field: 'familyId',
    },
    {
      name: 'a person id in the query',
      method: 'GET',
      url: () => `/api/familyTree/${family.familyId}/relation?firstPerson=1&secondPerson=${tooBig}`,
      field: 'secondPerson',
    },
    {
      name: 'a page number',
      method: 'GET',
      url: () => `${apiPaths.memberCards(family.familyId)}?page=${tooBig}`,
      field: 'page',
    },
    {
      name: 'a family id of an upload',
      method: 'POST',
      url: () => `${apiPaths.uploadImage}?familyId=${tooBig}`,
      as: 'admin',
      field: 'familyId',
    },
    {
      name: 'a menu id in a body',
      method: 'POST',
      url: () => apiPaths.renameMenu(family.familyId),
      payload: () => ({ menuId: tooBig, menuName: 'Renamed' }),
      as: 'admin',
      field: 'menuId',
    },
    {
      name: 'a spouse id in a body',
      method: 'POST',
      url: () => apiPaths.saveMember(0, founderId),
      payload: () => ({ memberType: 'SPOUSE', isSpouseMember: true, spouseId: tooBig }),
      as: 'admin',
      field: 'spouseId',
    },
    {
      name: 'a child order in a body',
      method: 'POST',
      url: () => apiPaths.saveMember(0, founderId),
      payload: () => ({
        memberType: 'CHILD',
        firstName: 'Kid',
        lastName: 'Founder',
        gender: 'F',
        childOrder: tooBig,
      }),
      as: 'admin',
      field: 'childOrder',
    },
    {
      name: 'a user id of a branch admin',
      method: 'POST',
      url: () => `/api/family/${family.familyId}/branchAdmin`,
      payload: () => ({
        userId: tooBig,
        firstName: 'Bea',
        lastName: 'Branch',
        email: 'bea@test.example',
      }),
      as: 'admin',
      field: 'userId',
    },
    {
      name: 'a saved page content id',
      method: 'PUT',
      url: () => apiPaths.saveDraft(family.familyId, homeMenuId),
      payload: () => [
        {
          pageContentId: tooBig,
          title: 'T',
          titleClass: 'timeline-heading-medium',
          imagePosition: 'timeline-view-image-left',
        },
      ],
      as: 'admin',
      field: '0.pageContentId',
    },
    {
      name: 'a temporary page content id below -2^31',
      method: 'PUT',
      url: () => apiPaths.saveDraft(family.familyId, homeMenuId),
      payload: () => [
        {
          pageContentId: -(2 ** 31) - 1,
          title: 'T',
          titleClass: 'timeline-heading-medium',
          imagePosition: 'timeline-view-image-left',
        },
      ],
      as: 'admin',
      field: '0.pageContentId',
    },
  ];

  it.each(cases)('$name', async (c) => {
    await expectRefused(c);
  });

  it('still answers 404, not 400, for the largest id that fits', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.memberProfile(maxId) });
    expect(res.statusCode).toBe(404);
  });

  it('still saves a new page section with a negative temporary id', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: apiPaths.saveDraft(family.familyId, homeMenuId),
      headers: bearer(token),
      payload: [
        {
          pageContentId: -(2 ** 31),
          title: 'Welcome',
          titleClass: 'timeline-heading-medium',
          imagePosition: 'timeline-view-image-left',
          content: '<p>Hello</p>',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('control and broken characters are 400 everywhere', () => {
  const cases: Case[] = [
    {
      name: 'NUL in a path parameter, without login',
      method: 'GET',
      url: () => '/api/family/%00',
      field: 'domain',
      message: messages.input.controlCharacters,
    },
    {
      name: 'a control character inside a domain name',
      method: 'GET',
      url: () => `/api/family/${family.domainName}%07`,
      field: 'domain',
    },
    {
      name: 'NUL in the query string',
      method: 'GET',
      url: () => `${apiPaths.personSearch}?familyId=${family.familyId}&name=fr%00ed`,
      field: 'name',
    },
    {
      name: 'NUL in a login email',
      method: 'POST',
      url: () => apiPaths.login,
      payload: () => ({ email: 'a\u0000@test.example', password: 'whatever-it-is' }),
      field: 'email',
    },
    {
      name: 'NUL in a person name',
      method: 'POST',
      url: () => apiPaths.profileSave(founderId, 'saveBasicDetails'),
      payload: () => basicDetails({ firstName: 'Fr\u0000ed' }),
      as: 'admin',
      field: 'firstName',
    },
    {
      name: 'DEL in a nested field',
      method: 'POST',
      url: () => apiPaths.profileSave(founderId, 'saveAbout'),
      payload: () => ({
        about: 'fine',
        timelineEventsList: [{ title: 'Born\u007f', startYear: 1990 }],
      }),
      as: 'admin',
      field: 'timelineEventsList.0.title',
    },
    {
      name: 'an escape character in page content',
      method: 'PUT',
      url: () => apiPaths.saveDraft(family.familyId, homeMenuId),
      payload: () => [
        {
          title: 'T',
          titleClass: 'timeline-heading-medium',
          imagePosition: 'timeline-view-image-left',
          content: '<p>\u001b[31m</p>',
        },
      ],
      as: 'admin',
      field: '0.content',
    },
    {
      name: 'a control character in a key',
      method: 'POST',
      url: () => apiPaths.renameMenu(family.familyId),
      payload: () => ({ menuId: homeMenuId, menuName: 'Renamed', 'x\u0001': 1 }),
      as: 'admin',
      field: 'x\u0001',
    },
    {
      name: 'a lone surrogate in a body',
      method: 'POST',
      url: () => apiPaths.renameMenu(family.familyId),
      raw: `{"menuId": 1, "menuName": "Ren\\ud800amed"}`,
      as: 'admin',
      field: 'menuName',
      message: messages.input.brokenCharacters,
    },
  ];

  it.each(cases)('$name', async (c) => {
    await expectRefused(c);
  });

  it('keeps tabs, line breaks and real emoji', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.profileSave(founderId, 'saveAbout'),
      headers: bearer(token),
      payload: {
        about: 'Line one\r\nLine two\tand 🌳',
        timelineEventsList: [],
        version: await currentVersion(t, founderId, 'saveAbout'),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('text-direction controls are refused in names', () => {
  const rlo = '\u202e';
  const isolate = '\u2067';
  const cases: Case[] = [
    {
      name: 'a founder first name',
      method: 'POST',
      url: () => apiPaths.founder(family.familyId),
      payload: () => ({ firstName: `Fred${rlo}`, lastName: 'Founder', gender: 'M' }),
      as: 'admin',
      field: 'firstName',
      message: messages.input.directionControls,
    },
    {
      name: 'a new member middle name',
      method: 'POST',
      url: () => apiPaths.saveMember(0, founderId),
      payload: () => ({
        memberType: 'CHILD',
        firstName: 'Kid',
        middleName: `${isolate}x`,
        lastName: 'Founder',
        gender: 'F',
      }),
      as: 'admin',
      field: 'middleName',
    },
    ...(['firstName', 'middleName', 'lastName', 'nickName', 'familyName'] as const).map(
      (field): Case => ({
        name: `the basic details ${field}`,
        method: 'POST',
        url: () => apiPaths.profileSave(founderId, 'saveBasicDetails'),
        payload: () => basicDetails({ [field]: `Na${rlo}me` }),
        as: 'admin',
        field,
      }),
    ),
    {
      name: 'a branch admin last name',
      method: 'POST',
      url: () => `/api/family/${family.familyId}/branchAdmin`,
      payload: () => ({ firstName: 'Bea', lastName: `Br${rlo}anch`, email: 'bea@test.example' }),
      as: 'admin',
      field: 'lastName',
    },
    {
      name: "a new family's first admin name",
      method: 'POST',
      url: () => apiPaths.platformFamilies,
      payload: () => ({
        name: 'Bidi Family',
        domainName: 'bidi-family',
        adminEmail: 'bidi@test.example',
        adminFirstName: `A${isolate}da`,
        adminLastName: 'Admin',
      }),
      as: 'platform',
      field: 'adminFirstName',
    },
  ];

  it.each(cases)('$name', async (c) => {
    await expectRefused(c);
  });

  it('still accepts right-to-left names without direction controls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.profileSave(founderId, 'saveBasicDetails'),
      headers: bearer(token),
      payload: {
        ...basicDetails({ nickName: 'דוד' }),
        version: await currentVersion(t, founderId, 'saveBasicDetails'),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
