import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { KyselyPlugin, QueryId } from 'kysely';
import {
  apiPaths,
  eventsPageContract,
  pathOf,
  saveFamilySettingsContract,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { sendFamilyHosts } from '../../test-support/family-host.js';
import { addPerson, assignBranch } from '../tree/tree.test-helpers.js';

// Issue 29 (decision 0035): the viewer's role in the request's family is read once per request,
// however many hooks and rules ask for it, and not at all by a read that never asks. Counted from
// the start of the request (the members-only hook and the route's authorize included), unlike
// countingApp, which counts the handler only.

/** The one statement that reads a membership (access.repository membershipOf). */
const readsMembership = /select "role", "status", "person_id" from "memberships"/;

let t: TestContext;
let app: FastifyInstance;
let dataDir: string;
let sql: string[] = [];
let family: TestFamily;
let branchToken: string;
let memberToken: string;
let child: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  const id = family.familyId;
  const root = await addPerson(t.context, id, { first: 'Root', gender: 'M' });
  child = await addPerson(t.context, id, { first: 'Anna', gender: 'F', father: root, order: 1 });
  const branchAdmin = await createUser(t.context, {
    memberships: [{ familyId: id, role: 'BRANCH_ADMIN' }],
  });
  await assignBranch(t.context, id, branchAdmin.userId, root);
  const member = await createUser(t.context, { memberships: [{ familyId: id, role: 'MEMBER' }] });
  const adminToken = await login(t.app, family.admin.email, testPassword);
  // A members-only site: its hook asks for the membership before any handler does.
  const settings = await t.app.inject({
    method: 'PUT',
    url: pathOf(saveFamilySettingsContract, { familyId: id }),
    payload: { visitorDates: 'YEAR', membersOnly: true },
    headers: bearer(adminToken),
  });
  expect(settings.statusCode, settings.body).toBe(200);
  branchToken = await login(t.app, branchAdmin.email, testPassword);
  memberToken = await login(t.app, member.email, testPassword);

  const compiled = new Map<QueryId, string>();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId, t.context.db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      sql.push(compiled.get(queryId) ?? '?');
      compiled.delete(queryId);
      return result;
    },
  };
  dataDir = mkdtempSync(path.join(tmpdir(), 'ft-api-scope-'));
  app = await buildApp(
    { ...t.context, db: t.context.db.withPlugin(recorder) },
    { logger: false, webDistDir: path.join(dataDir, 'no-web-dist') },
  );
  await app.ready();
  sendFamilyHosts(app, t.context);
});

afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await t?.close();
});

/** The request's answer and how many times it read a membership. */
async function membershipReads(options: InjectOptions) {
  sql = [];
  const res = await app.inject(options);
  return {
    status: res.statusCode,
    body: res.body,
    reads: sql.filter((s) => readsMembership.test(s)),
  };
}

describe('the request scope reads the role once', () => {
  it('a branch admin opening a living profile on a members-only site: the hook, the edit right and the privacy policy share one read', async () => {
    // Before the scope: three reads (members-only, canEditProfile, the living-person sight).
    const { status, body, reads } = await membershipReads({
      method: 'GET',
      url: apiPaths.memberProfile(child),
      headers: bearer(branchToken),
    });
    expect(status, body).toBe(200);
    expect(reads).toHaveLength(1);
  });

  it('a branch admin renaming a member: the authorization before the body and the member dialog after share one read', async () => {
    // The guard runs before the body is validated, the write and its member dialog after.
    const { status, body, reads } = await membershipReads({
      method: 'POST',
      url: apiPaths.saveMember(child, child),
      payload: { memberType: 'SELF', firstName: 'Anna', lastName: 'Tester', gender: 'F' },
      headers: bearer(branchToken),
    });
    expect(status, body).toBe(200);
    expect(reads).toHaveLength(1);
  });

  it('a member opening the events page of a members-only site: the hook, the privacy policy and "may manage" share one read', async () => {
    // Before the scope: three reads (members-only, the living-person sight, the role).
    const { status, body, reads } = await membershipReads({
      method: 'GET',
      url: pathOf(eventsPageContract, { familyId: family.familyId }),
      headers: bearer(memberToken),
    });
    expect(status, body).toBe(200);
    expect(reads).toHaveLength(1);
  });

  it('a member refused a tree write reads it once too, and is still refused before validation', async () => {
    const { status, reads } = await membershipReads({
      method: 'POST',
      url: apiPaths.saveMember(child, child),
      payload: { memberType: 'SELF' },
      headers: bearer(memberToken),
    });
    expect(status).toBe(403);
    expect(reads).toHaveLength(1);
  });

  it('a read that never asks for the role pays nothing for it: a signed-in user on the home page, and a visitor', async () => {
    for (const headers of [bearer(memberToken), {}]) {
      const { status, body, reads } = await membershipReads({
        method: 'GET',
        url: apiPaths.menusAll(family.familyId),
        headers,
      });
      expect(status, body).toBe(200);
      expect(reads).toHaveLength(0);
    }
  });
});
