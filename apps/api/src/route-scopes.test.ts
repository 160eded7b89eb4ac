import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, messages } from '@familytree/shared';
import type { IdKind } from './infra/family-scope.js';
import { routeScopes } from './infra/contract-scopes.js';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  snapshotTables,
  type TestContext,
  type TestFamily,
} from './test-support/index.js';
import { addPerson, marry } from './modules/tree/tree.test-helpers.js';

/**
 * The family scope of issue 12: every family-scoped route, called on one family's site with an id
 * of another family, answers the plain 404 and returns and changes nothing; on the main site it
 * answers 404 whatever its ids. Routes come from the server itself, so a new route is walked too.
 */

let t: TestContext;

interface FamilyIds {
  family: TestFamily;
  token: string;
  values: Record<IdKind, string>;
}

let home: FamilyIds;
let other: FamilyIds;

const snapshot = () => snapshotTables(t.context.db);

/** A family with a person of each kind of id, a branch admin, and a link request it received. */
async function familyWithIds(sender: TestFamily | null): Promise<FamilyIds> {
  const family = await createFamily(t.context);
  const { db } = t.context;
  const parent = await addPerson(t.context, family.familyId, { first: 'Parent' });
  const partner = await addPerson(t.context, family.familyId, { first: 'Partner', gender: 'F' });
  await marry(t.context, family.familyId, parent, partner);
  await addPerson(t.context, family.familyId, { first: 'Child', father: parent, order: 1 });
  const branchAdmin = await createUser(t.context, {
    memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
  });
  const menu = await db
    .selectFrom('menus')
    .select('id')
    .where('family_id', '=', family.familyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  let linkRequest = 0;
  if (sender) {
    const senderPerson = await addPerson(t.context, sender.familyId, { first: 'Sender' });
    const row = await db
      .insertInto('link_requests')
      .values({
        family_id: sender.familyId,
        person_id: senderPerson,
        target_family_id: family.familyId,
        target_person_id: partner,
        requested_by: sender.admin.userId,
        status: 'PENDING',
        decided_by: null,
        created_at: new Date().toISOString(),
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    linkRequest = row.id;
  }
  return {
    family,
    token: await login(t.app, family.admin.email, family.admin.password),
    values: {
      family: String(family.familyId),
      domain: family.domainName,
      person: String(parent),
      linkedPerson: String(partner),
      menu: String(menu.id),
      familyUser: String(branchAdmin.userId),
      linkRequest: String(linkRequest),
    },
  };
}

beforeAll(async () => {
  t = await createTestContext();
  // A third family sends the other family a link request: nothing of it involves home.
  const third = await createFamily(t.context);
  other = await familyWithIds(third);
  home = await familyWithIds(null);
});

afterAll(async () => t?.close());

const familyRoutes = Object.entries(routeScopes).flatMap(([key, rule]) =>
  rule.scope === 'family' ? [{ key, rule }] : [],
);

/** The route's path and query with each checked id taken from `ids`, or `foreign` for `only`. */
function requestFor(
  key: string,
  idsOf: (name: string) => FamilyIds,
): { method: string; url: string } {
  const [method, path] = key.split(' ') as [string, string];
  const rule = routeScopes[key]!;
  const kinds = rule.scope === 'family' ? (rule.ids ?? {}) : {};
  const kindOf = (name: string): IdKind =>
    kinds[name] ?? (name === 'familyId' ? 'family' : 'person');
  const url = path.replace(/:(\w+)/g, (_, name: string) => idsOf(name).values[kindOf(name)]);
  const query = Object.keys(kinds)
    .filter((name) => !path.includes(`:${name}`))
    .map((name) => `${name}=${idsOf(name).values[kindOf(name)]}`)
    .join('&');
  return { method, url: query ? `${url}?${query}` : url };
}

const notFoundBody = { message: messages.common.notFound, code: errorCodes.notFound };

describe('the family scope of every route', () => {
  it('classifies every route the server registers, and only those', () => {
    const registered = [...t.app.apiRoutes].sort();
    // Health checks and static data are outside /api: their contracts say `site`, never checked.
    const apiScopes = Object.keys(routeScopes).filter((key) =>
      key.split(' ')[1]!.startsWith('/api/'),
    );
    expect(registered).toEqual(apiScopes.sort());
  });

  it('names why a family-scoped route checks no id of its own', () => {
    for (const { key, rule } of familyRoutes)
      if (rule.scope === 'family' && !rule.ids) expect(rule.crossFamily, key).toBeTruthy();
  });

  it('answers 404 to each id of another family, returning and changing nothing', async () => {
    const before = await snapshot();
    let walked = 0;
    for (const { key, rule } of familyRoutes) {
      if (rule.scope !== 'family' || !rule.ids) continue;
      for (const foreign of Object.keys(rule.ids)) {
        const { method, url } = requestFor(key, (name) => (name === foreign ? other : home));
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...bearer(home.token), host: `${home.family.domainName}.localhost` },
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${key} with ${foreign} of another family`).toBe(404);
        expect(res.json(), key).toEqual(notFoundBody);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(40);
    expect(await snapshot()).toBe(before);
  });

  it('answers 404 to every family-scoped route on the main site', async () => {
    const before = await snapshot();
    for (const { key } of familyRoutes) {
      const { method, url } = requestFor(key, () => home);
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...bearer(home.token), host: 'localhost' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${key} on the main site`).toBe(404);
      expect(res.json(), key).toEqual(notFoundBody);
    }
    expect(await snapshot()).toBe(before);
  });

  it("answers a family-scoped call with the family's own ids on its site", async () => {
    const { url } = requestFor('GET /api/familyTree/id/:familyId', () => home);
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: `${home.family.domainName}.localhost` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toEqual([]);
  });
});
