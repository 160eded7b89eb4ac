import { apiPaths, type MemberProfile } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  countingApp,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type CountingApp,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { dialectOf } from '../../infra/database.js';
import { newestOfSection } from './history.repository.js';
import { addPerson, marry } from '../tree/tree.test-helpers.js';
import { basicBody } from '../profiles/profiles.test-helpers.js';

// Issue 17: the change history must not slow the writes. The two writes the bench times (a rename
// from the tree, a Basic details save) cost a fixed number of SQL statements, history included;
// these counts are what keeps them cheap (the bench's timings depend on the machine's load).
// Before this test: a rename cost 14 statements (15 on PostgreSQL), a Basic details save 20 (21).
// Since issue 28 the edit guard (2 statements) runs before the body is validated, before the
// counted handler (the counter starts at preHandler): it is still run once, not counted here.

let t: TestContext;
let counted: CountingApp;
let family: TestFamily;
let token: string;
let child: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  const id = family.familyId;
  const father = await addPerson(t.context, id, { first: 'Root', gender: 'M' });
  const mother = await addPerson(t.context, id, { first: 'Sue', gender: 'F' });
  await marry(t.context, id, father, mother);
  child = await addPerson(t.context, id, { first: 'Anna', gender: 'F', father, mother, order: 1 });
  await addPerson(t.context, id, { first: 'Bert', father, mother, order: 2 });
  token = await login(t.app, family.admin.email, testPassword);
  counted = await countingApp(t.context);
});

afterAll(async () => {
  await counted?.close();
  await t?.close();
});

async function post(url: string, payload: object) {
  counted.takeCount();
  const res = await counted.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const statements = counted.takeStatements();
  expect(res.statusCode, res.body).toBeLessThan(300);
  return statements;
}

const basicVersion = async () =>
  (await newestOfSection(t.context.db, { entityType: 'person', entityId: child, section: 'basic' }))
    ?.id ?? 0;

describe('statements of a recorded write', () => {
  it('a rename from the tree: its values before (with the nickname for the search name), the update, the record, and the member dialog built from what was written', async () => {
    // PostgreSQL also locks the parents (the sibling group) first.
    const expected = dialectOf(t.context.db) === 'postgres' ? 9 : 8;
    for (const middle of ['One', 'Two']) {
      const statements = await post(apiPaths.saveMember(child, child), {
        memberType: 'SELF',
        firstName: 'Anna',
        middleName: middle,
        lastName: 'Tester',
        gender: 'F',
      });
      expect(statements, statements.join('\n')).toHaveLength(expected);
    }
  });

  it('a Basic details save: the version and values before in one statement (after the lock on PostgreSQL), the update with its search name, the record, and the profile answered', async () => {
    // PostgreSQL locks the person in a statement of its own before reading the version: a read
    // that waited on the lock would keep an older snapshot of the history (issue 28).
    const expected = dialectOf(t.context.db) === 'postgres' ? 13 : 12;
    for (const place of ['Kochi', 'Pune']) {
      const statements = await post(apiPaths.profileSave(child, 'saveBasicDetails'), {
        ...basicBody({ placeOfBirth: place, firstName: 'Anna' }),
        version: await basicVersion(),
      });
      expect(statements, statements.join('\n')).toHaveLength(expected);
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: apiPaths.memberProfile(child),
      headers: bearer(token),
    });
    expect(profile.json<MemberProfile>().versions?.basic).toBe(await basicVersion());
  });
});
