import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type FamilyResponse,
  type FamilySettings,
  type LoginResponse,
  type MyAccount,
} from '@familytree/shared';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  loginResponse,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';

// Issue 31: the language a user chose follows their account; a family's language is its site's
// default for visitors.

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let adminToken: string;

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });
const settingsUrl = (familyId = family.familyId) => `/api/family/${familyId}/settings`;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  adminToken = await login(t.app, family.admin.email, family.admin.password);
});
afterAll(() => t.close());

describe("a user's language", () => {
  it('is none at first, is saved, shows in the account and comes with every login', async () => {
    const user = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    const token = await login(t.app, user.email, user.password);
    expect((await call('GET', apiPaths.myAccount, token)).json<MyAccount>().language).toBeNull();

    const saved = await call('PUT', apiPaths.myAccountLanguage, token, { language: 'ml' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'ml' });
    expect((await call('GET', apiPaths.myAccount, token)).json<MyAccount>().language).toBe('ml');
    const again: LoginResponse = await loginResponse(t.app, user.email, user.password);
    expect(again.language).toBe('ml');

    expect(
      (await call('PUT', apiPaths.myAccountLanguage, token, { language: null })).statusCode,
    ).toBe(200);
    expect((await loginResponse(t.app, user.email, user.password)).language).toBeNull();
  });

  it('refuses a visitor, a language the product does not speak and unknown fields', async () => {
    expect(
      (await call('PUT', apiPaths.myAccountLanguage, undefined, { language: 'de' })).statusCode,
    ).toBe(401);
    const wrong = await call('PUT', apiPaths.myAccountLanguage, adminToken, { language: 'xx' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fields: Record<string, string> }>().fields.language).toMatch(
      /^Choose one of the languages: en, de, fr/,
    );
    const extra = await call('PUT', apiPaths.myAccountLanguage, adminToken, {
      language: 'de',
      theme: 'dark',
    });
    expect(extra.statusCode).toBe(400);
    expect(
      (await call('GET', apiPaths.myAccount, adminToken)).json<MyAccount>().language,
    ).toBeNull();
  });
});

describe("a family's language", () => {
  it("is the site's default: saved in the settings, read with the family", async () => {
    const before = (await call('GET', settingsUrl(), adminToken)).json<FamilySettings>();
    expect(before.language).toBeNull();
    const saved = await call('PUT', settingsUrl(), adminToken, {
      visitorDates: 'YEAR',
      membersOnly: false,
      language: 'ml',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FamilySettings>().language).toBe('ml');
    const site = (await call('GET', apiPaths.family(family.domainName))).json<FamilyResponse>();
    expect(site.language).toBe('ml');
  });

  it('stays as it was when a body from before languages leaves it out', async () => {
    const saved = await call('PUT', settingsUrl(), adminToken, {
      visitorDates: 'FULL',
      membersOnly: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FamilySettings>()).toEqual({
      visitorDates: 'FULL',
      membersOnly: false,
      language: 'ml',
    });
  });

  it("is refused to another family's admin and to a wrong language, changing nothing", async () => {
    const otherToken = await login(t.app, other.admin.email, other.admin.password);
    const foreign = await call('PUT', settingsUrl(), otherToken, {
      visitorDates: 'FULL',
      membersOnly: false,
      language: 'de',
    });
    expect(foreign.statusCode).toBe(403);
    const wrong = await call('PUT', settingsUrl(), adminToken, {
      visitorDates: 'FULL',
      membersOnly: false,
      language: 'klingon',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json<{ fields: object }>().fields)).toEqual(['language']);
    const site = (await call('GET', apiPaths.family(family.domainName))).json<FamilyResponse>();
    expect(site.language).toBe('ml');
  });
});
