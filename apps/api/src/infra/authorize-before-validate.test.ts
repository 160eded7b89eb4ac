import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  multipartFile,
  pageSection,
  platformAdminToken,
  snapshotTables,
  type TestContext,
  type TestFamily,
} from '../test-support/index.js';

// Issue 28 item 7: the server authorizes before it validates. A caller who may not make a write
// (a visitor, another family's admin, a branch admin outside their branch, a plain member) gets
// the same 401/403/404 whatever the body: an invalid body, or one holding a control character
// (the input guard), never answers 400 and so never tells them the body's rules or that the
// record exists. The caller who may write gets the 400 naming the field. Nothing changes.

type Role = 'visitor' | 'otherAdmin' | 'otherAdminAbroad' | 'branchOutside' | 'member';
const allRefused: Role[] = ['visitor', 'otherAdmin', 'otherAdminAbroad', 'branchOutside', 'member'];

interface Attempt {
  url: string;
  payload?: unknown;
  multipart?: boolean;
}

interface WriteRoute {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** A body the route accepts (its rules pass), an invalid one, and one with a control character. */
  valid: Attempt;
  invalid: Attempt;
  control?: Attempt;
  /** The field the allowed caller's 400 names for the invalid attempt. */
  field: string;
  refused: Role[];
  /** Who may make the call (their invalid body is the 400); none when no such caller is built. */
  allowed?: 'admin' | 'platformAdmin';
  /** A route served on every host: "abroad" is the same request. */
  siteWide?: boolean;
}

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
const tokens = {} as Record<Exclude<Role, 'visitor' | 'otherAdminAbroad'> | 'admin', string>;
let platformToken: string;
const ids = {} as Record<'root' | 'a' | 'b' | 'spouse' | 'menu', number>;
let png: Buffer;

const withControlCharacter = (value: unknown): unknown => {
  let done = false;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string' && !done) {
      done = true;
      return `${v}\u0001`;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item)]));
    return v;
  };
  return walk(value);
};

async function addRelative(memberId: number, memberType: 'CHILD' | 'SPOUSE', firstName: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/familyTree/member/${memberId}/child/${memberId}/saveMember`,
    payload: { memberType, firstName, lastName: 'Person', gender: 'F' },
    headers: bearer(tokens.admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  const detail = res.json<{ children: Person[]; spouses: Person[] }>();
  const list = memberType === 'CHILD' ? detail.children : detail.spouses;
  return list.find((p) => p.firstName === firstName)!.personId;
}
type Person = { personId: number; firstName: string };

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  tokens.admin = await login(t.app, family.admin.email, family.admin.password);
  tokens.otherAdmin = await login(t.app, other.admin.email, other.admin.password);
  platformToken = await platformAdminToken(t.app, t.context);
  const founder = await t.app.inject({
    method: 'POST',
    url: `/api/familyTree/id/${family.familyId}/founder`,
    payload: { firstName: 'Root', lastName: 'Person', gender: 'M' },
    headers: bearer(tokens.admin),
  });
  expect(founder.statusCode, founder.body).toBe(201);
  ids.root = founder.json<{ personId: number }>().personId;
  ids.a = await addRelative(ids.root, 'CHILD', 'Anna');
  ids.b = await addRelative(ids.root, 'CHILD', 'Bella');
  ids.spouse = await addRelative(ids.a, 'SPOUSE', 'Sam');
  const menu = await t.context.db
    .selectFrom('menus')
    .select('id')
    .where('family_id', '=', family.familyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ids.menu = menu.id;

  // The branch admin keeps B's branch; the routes below write A's (outside it).
  const branch = await createUser(t.context, {
    memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
  });
  const assign = await t.app.inject({
    method: 'POST',
    url: `/api/family/${family.familyId}/branchAdmin/${branch.userId}/member/${ids.b}`,
    headers: bearer(tokens.admin),
  });
  expect(assign.statusCode, assign.body).toBeLessThan(300);
  tokens.branchOutside = await login(t.app, branch.email, branch.password);
  const member = await createUser(t.context, {
    memberships: [{ familyId: family.familyId, role: 'MEMBER' }],
  });
  tokens.member = await login(t.app, member.email, member.password);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(() => t.close());

const writeRoutes = (): WriteRoute[] => {
  const f = family.familyId;
  const section = pageSection();
  const badSection = { ...section, titleClass: 'no-such-class' };
  const menuUrl = `/api/family/${f}/menu/${ids.menu}`;
  return [
    {
      name: 'site: renameMenu',
      method: 'POST',
      valid: { url: `/api/family/${f}/menu`, payload: { menuId: ids.menu, menuName: 'Home' } },
      invalid: { url: `/api/family/${f}/menu`, payload: { menuId: ids.menu, menuName: '' } },
      field: 'menuName',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'site: saveDraft',
      method: 'PUT',
      valid: { url: `${menuUrl}/draft`, payload: [section] },
      invalid: { url: `${menuUrl}/draft`, payload: [badSection] },
      field: '0.titleClass',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'site: publishMenu',
      method: 'POST',
      valid: { url: `${menuUrl}/publish`, payload: [section] },
      invalid: { url: `${menuUrl}/publish`, payload: [badSection] },
      field: '0.titleClass',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'settings: saveFamilySettings',
      method: 'PUT',
      valid: {
        url: `/api/family/${f}/settings`,
        payload: { visitorDates: 'FULL', membersOnly: false },
      },
      invalid: {
        url: `/api/family/${f}/settings`,
        payload: { visitorDates: 'ALL', membersOnly: false },
      },
      control: {
        url: `/api/family/${f}/settings`,
        payload: { visitorDates: 'FULL\u0001', membersOnly: false },
      },
      field: 'visitorDates',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'tree: founder',
      method: 'POST',
      valid: {
        url: `/api/familyTree/id/${f}/founder`,
        payload: { firstName: 'New', lastName: 'Root', gender: 'M' },
      },
      invalid: {
        url: `/api/familyTree/id/${f}/founder`,
        payload: { firstName: '', lastName: 'Root', gender: 'M' },
      },
      field: 'firstName',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'tree: saveMember',
      method: 'POST',
      valid: {
        url: `/api/familyTree/member/${ids.a}/child/${ids.a}/saveMember`,
        payload: { memberType: 'CHILD', firstName: 'Cleo', lastName: 'Person', gender: 'F' },
      },
      invalid: {
        url: `/api/familyTree/member/${ids.a}/child/${ids.a}/saveMember`,
        payload: { memberType: 'CHILD', firstName: 'Cleo', lastName: 'Person', gender: 'X' },
      },
      field: 'gender',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'tree: saveMarriage',
      method: 'PUT',
      valid: {
        url: `/api/familyTree/member/${ids.a}/spouse/${ids.spouse}/marriage`,
        payload: { marriageDate: '1990', marriagePlace: 'Lisbon' },
      },
      invalid: {
        url: `/api/familyTree/member/${ids.a}/spouse/${ids.spouse}/marriage`,
        payload: { marriageDate: '1990', marriagePlace: 'Lisbon', isAdmin: true },
      },
      field: 'isAdmin',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'profiles: saveAbout',
      method: 'POST',
      valid: { url: `/api/member/${ids.a}/saveAbout`, payload: { about: '<p>Hi</p>' } },
      invalid: { url: `/api/member/${ids.a}/saveAbout`, payload: { about: 5 } },
      field: 'about',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'invitations: inviteMemberAccount',
      method: 'POST',
      valid: {
        url: `/api/family/${f}/member/${ids.a}/account`,
        payload: { email: 'anna@example.org' },
      },
      invalid: { url: `/api/family/${f}/member/${ids.a}/account`, payload: { email: 'anna' } },
      field: 'email',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'invitations: acceptInvitation (an unknown token)',
      method: 'POST',
      valid: { url: `/api/invitations/${'0'.repeat(32)}/accept`, payload: { password: 'x' } },
      invalid: { url: `/api/invitations/${'0'.repeat(32)}/accept`, payload: { password: 5 } },
      field: 'password',
      refused: ['visitor'],
      siteWide: true,
    },
    {
      name: 'branch-admins: saveBranchAdmin',
      method: 'POST',
      valid: {
        url: `/api/family/${f}/branchAdmin`,
        payload: { firstName: 'Bo', lastName: 'Admin', email: 'bo@example.org' },
      },
      invalid: {
        url: `/api/family/${f}/branchAdmin`,
        payload: { firstName: 'Bo', lastName: 'Admin', email: 'bo' },
      },
      field: 'email',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'platform-admin: createFamily',
      method: 'POST',
      valid: {
        url: '/api/platform/families',
        payload: {
          name: 'New family',
          domainName: 'newfamily',
          adminEmail: 'new@example.org',
          adminFirstName: 'New',
          adminLastName: 'Admin',
        },
      },
      invalid: {
        url: '/api/platform/families',
        payload: {
          name: 'New family',
          domainName: 'New Family!',
          adminEmail: 'new@example.org',
          adminFirstName: 'New',
          adminLastName: 'Admin',
        },
      },
      field: 'domainName',
      refused: ['visitor', 'otherAdmin'],
      allowed: 'platformAdmin',
      siteWide: true,
    },
    {
      name: 'gedcom: import (query)',
      method: 'POST',
      valid: { url: `/api/family/${f}/gedcom/import?dryRun=true`, multipart: true },
      invalid: { url: `/api/family/${f}/gedcom/import?dryRun=maybe`, multipart: true },
      control: { url: `/api/family/${f}/gedcom/import?founder=I1%01`, multipart: true },
      field: 'dryRun',
      refused: allRefused,
      allowed: 'admin',
    },
    {
      name: 'media: upload (not multipart, bad query)',
      method: 'POST',
      valid: { url: `/api/family/upload/image?familyId=${f}`, multipart: true },
      invalid: { url: `/api/family/upload/image?familyId=${f}`, payload: { file: 'x' } },
      control: { url: `/api/family/upload/image?familyId=${f}`, payload: { file: 'x\u0001' } },
      field: 'file',
      // Branch admins and members upload their own photos: only outsiders are refused.
      refused: ['visitor', 'otherAdmin', 'otherAdminAbroad'],
      allowed: 'admin',
    },
    {
      name: 'account: saveMyName',
      method: 'PUT',
      valid: { url: '/api/my/account/name', payload: { firstName: 'A', lastName: 'B' } },
      invalid: { url: '/api/my/account/name', payload: { firstName: '', lastName: 'B' } },
      field: 'firstName',
      refused: ['visitor'],
      allowed: 'admin',
      siteWide: true,
    },
    {
      name: 'account: changeMyPassword',
      method: 'PUT',
      valid: { url: '/api/my/account/password', payload: { currentPassword: 'x', password: 'y' } },
      invalid: { url: '/api/my/account/password', payload: { currentPassword: '' } },
      field: 'currentPassword',
      refused: ['visitor'],
      allowed: 'admin',
      siteWide: true,
    },
  ];
};

const tokenOf = (role: Role | 'admin' | 'platformAdmin'): string | undefined => {
  if (role === 'visitor') return undefined;
  if (role === 'platformAdmin') return platformToken;
  if (role === 'otherAdminAbroad') return tokens.otherAdmin;
  return tokens[role];
};

function send(route: WriteRoute, attempt: Attempt, role: Role | 'admin' | 'platformAdmin') {
  const token = tokenOf(role);
  const headers: Record<string, string> = token ? bearer(token) : {};
  // Another family's admin on their own site, naming this family's ids: the scope's 404.
  if (role === 'otherAdminAbroad') headers.host = `${other.domainName}.localhost`;
  if (attempt.multipart) {
    const file = multipartFile('file', 'a.png', png);
    return t.app.inject({
      method: route.method,
      url: attempt.url,
      payload: file.payload,
      headers: { ...file.headers, ...headers },
    });
  }
  return t.app.inject({
    method: route.method,
    url: attempt.url,
    payload: attempt.payload as object,
    headers,
  });
}

describe('every write route authorizes before it validates', () => {
  it.each(['visitor', 'otherAdmin', 'otherAdminAbroad', 'branchOutside', 'member'] as Role[])(
    'a %s gets the same refusal for an invalid body as for a valid one, and nothing changes',
    async (role) => {
      const before = await snapshotTables(t.context.db);
      // Every route is tried before the verdict, so that a failure lists all the leaking routes.
      const leaks: string[] = [];
      for (const route of writeRoutes()) {
        if (!route.refused.includes(role)) continue;
        if (role === 'otherAdminAbroad' && route.siteWide) continue;
        const valid = await send(route, route.valid, role);
        expect([401, 403, 404], `${route.name}: ${valid.body}`).toContain(valid.statusCode);
        const control = route.control ?? {
          ...route.valid,
          payload: withControlCharacter(route.valid.payload),
        };
        for (const [kind, attempt] of [
          ['invalid', route.invalid],
          ['control', control],
        ] as const) {
          const res = await send(route, attempt, role);
          if (res.statusCode !== valid.statusCode)
            leaks.push(`${route.name}, ${kind} body: ${res.statusCode}, not ${valid.statusCode}`);
        }
      }
      expect(leaks).toEqual([]);
      expect(await snapshotTables(t.context.db)).toBe(before);
    },
  );

  it('the caller who may write gets the 400 naming the field, and nothing changes', async () => {
    const before = await snapshotTables(t.context.db);
    for (const route of writeRoutes()) {
      if (!route.allowed) continue;
      const res = await send(route, route.invalid, route.allowed);
      expect(res.statusCode, `${route.name}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json<{ fields?: object }>().fields ?? {}), route.name).toContain(
        route.field,
      );
    }
    expect(await snapshotTables(t.context.db)).toBe(before);
  });
});
