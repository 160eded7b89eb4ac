import { apiPaths, type ChangePage, type ChangeRecord } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { snapshot } from '../tree/tree.test-helpers.js';
import { featureFile, linksFile } from './gedcom.fixture.js';
import { importFile } from './gedcom.test-helpers.js';

/** Issue 29: a whole import is undone from the history, and only the import. */

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t?.close());

async function importedFamily(file: string) {
  const family = await createFamily(t.context);
  const token = await login(t.app, family.admin.email, testPassword);
  const job = await importFile(t, family.familyId, file, token);
  expect(job.status, job.error ?? '').toBe('done');
  return { family, token };
}

const history = async (family: TestFamily, token: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${apiPaths.familyHistory(family.familyId)}?pageSize=100`,
      headers: bearer(token),
    })
  ).json<ChangePage>().items;
const importRecord = async (family: TestFamily, token: string) =>
  (await history(family, token)).find((r) => r.action === 'gedcom.import')!;
const revert = (family: TestFamily, changeId: number, token: string) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.revertChange(family.familyId, changeId),
    headers: bearer(token),
  });
const countOf = async (table: 'persons' | 'unions' | 'gedcom_events', familyId: number) =>
  Number(
    (
      await t.context.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('family_id', '=', familyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('reverting a GEDCOM import', () => {
  it('deletes every person, union and fact it brought, and leaves other families alone', async () => {
    const bystander = await importedFamily(linksFile);
    const before = await snapshot(t.context);
    const { family, token } = await importedFamily(featureFile);
    expect(await countOf('persons', family.familyId)).toBeGreaterThan(3);
    const record = await importRecord(family, token);
    expect(record.revertible).toBe(true);
    // The ids kept for the revert are not a line of the story.
    expect(record.changes.map((c) => c.field)).not.toContain('_persons');

    const res = await revert(family, record.id, token);
    expect(res.statusCode, res.body).toBe(200);
    const undo = res.json<ChangeRecord>();
    expect(undo).toMatchObject({ action: 'revert', revertsId: record.id, revertible: false });
    for (const table of ['persons', 'unions', 'gedcom_events'] as const)
      expect(await countOf(table, family.familyId)).toBe(0);
    expect(await snapshot(t.context)).toEqual(before);
    expect(await countOf('persons', bystander.family.familyId)).toBeGreaterThan(0);
    // The family is empty again: the file can be imported again.
    const again = await importFile(t, family.familyId, featureFile, token);
    expect(again.status).toBe('done');
  });

  it('is refused, naming the later change, once a person it imported was edited', async () => {
    const { family, token } = await importedFamily(featureFile);
    const person = await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', family.familyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const edit = await t.app.inject({
      method: 'POST',
      url: apiPaths.saveMember(person.id, person.id),
      headers: bearer(token),
      payload: { memberType: 'SELF', firstName: 'Renamed', lastName: 'Later', gender: 'M' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const before = await snapshot(t.context);
    const res = await revert(family, (await importRecord(family, token)).id, token);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(
      /a person it imported, changed by .* Revert that first/,
    );
    expect(await snapshot(t.context)).toEqual(before);
  });

  it('is refused while a person added since is tied to an imported one', async () => {
    const { family, token } = await importedFamily(featureFile);
    const member = await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', family.familyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const spouse = await t.app.inject({
      method: 'POST',
      url: apiPaths.saveMember(member.id, member.id),
      headers: bearer(token),
      payload: { memberType: 'SPOUSE', firstName: 'Newcomer', lastName: 'Later', gender: 'F' },
    });
    expect(spouse.statusCode, spouse.body).toBe(200);
    const before = await snapshot(t.context);
    const res = await revert(family, (await importRecord(family, token)).id, token);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain(
      'Newcomer Later, tied to a person it imported',
    );
    expect(await snapshot(t.context)).toEqual(before);
  });

  it('is refused to a branch admin, another family’s admin and a visitor', async () => {
    const { family, token } = await importedFamily(featureFile);
    const other = await createFamily(t.context);
    const otherToken = await login(t.app, other.admin.email, testPassword);
    const id = (await importRecord(family, token)).id;
    expect((await revert(family, id, otherToken)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: apiPaths.revertChange(family.familyId, id),
        })
      ).statusCode,
    ).toBe(401);
    expect(await countOf('persons', family.familyId)).toBeGreaterThan(0);
  });
});
