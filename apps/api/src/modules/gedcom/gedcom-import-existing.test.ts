import {
  apiPaths,
  type ChangePage,
  type ChangeRecord,
  type GedcomPreview,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  login,
  testPassword,
  createTestContext,
  type TestContext,
} from '../../test-support/index.js';
import { importUrl, upload } from './gedcom.test-helpers.js';
import { cousinFile, existingTreeHelpers } from './gedcom-import-existing.fixture.js';

/**
 * Issue 33, decision 0055: a file imported into a family that has persons. The family comes from
 * one file (a Kerala family); a cousin's file of the same family, with a variant and a typo in
 * the names, a birth date that differs, a death date the family lacks, an occupation, a source,
 * a new child and a new spouse, is matched to it, imported with the matches, and reverted.
 */

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t?.close());

const { existingFamily, idsByName, withDecisions, send, importCousin, accepted, tables, person } =
  existingTreeHelpers(() => t);

describe('the preview of a file for a family that has persons', () => {
  it('lists the matches with their reasons and conflicts, and the new persons', async () => {
    const { family, token, ids } = await existingFamily();
    const res = await send(family.familyId, token, undefined, 'dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<GedcomPreview>();
    expect(preview.counts.individuals).toBe(6);
    const byXref = Object.fromEntries((preview.matches ?? []).map((m) => [m.xref, m]));
    expect(Object.keys(byXref).sort()).toEqual(['P10', 'P11', 'P12', 'P13']);
    expect(preview.newPersons).toBe(2);
    expect(preview.acceptScore).toBeGreaterThan(0);
    expect(byXref.P10).toMatchObject({
      personId: ids.Thomas,
      filePerson: { name: 'Thoma Kurian', dateOfBirth: '1920-03-12' },
      familyPerson: { name: 'Thomas Kurian', dateOfBirth: '1920-03-12' },
    });
    for (const m of preview.matches!) {
      expect(m.score).toBeGreaterThanOrEqual(preview.acceptScore!);
      expect(m.reasons.length).toBeGreaterThan(0);
      for (const r of m.reasons) expect(r.text).not.toBe('');
    }
    expect(byXref.P10!.reasons.map((r) => r.code)).toContain('sameBirthDate');
    expect(byXref.P12!.conflicts).toContainEqual({
      field: 'dateOfBirth',
      file: '1951-06-07',
      family: '1950-06-05',
    });
    expect(byXref.P12!.reasons.map((r) => r.code)).toContain('sameParents');
  });

  it('says the reasons in the language of the request', async () => {
    const { family, token } = await existingFamily();
    const { payload, headers } = withDecisions(cousinFile);
    const res = await t.app.inject({
      method: 'POST',
      url: importUrl(family.familyId, 'dryRun=true'),
      payload,
      headers: { ...headers, ...bearer(token), 'accept-language': 'de' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const thomas = res.json<GedcomPreview>().matches!.find((m) => m.xref === 'P10')!;
    expect(thomas.reasons.find((r) => r.code === 'sameBirthDate')!.text).toBe(
      'Gleiches Geburtsdatum: 1920-03-12',
    );
  });

  it('keeps its shape for an empty family: no matches', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const res = await upload(t, family.familyId, cousinFile, token, 'dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<GedcomPreview>();
    expect(preview).not.toHaveProperty('matches');
    expect(preview).not.toHaveProperty('newPersons');
  });
});

describe('the import into a family that has persons', () => {
  it('merges the accepted persons, adds the new ones where their relatives are, and reverts exactly', async () => {
    const { family, token, ids } = await existingFamily();
    const before = await tables();
    const job = await importCousin(family.familyId, token, { ...accepted(ids), P14: null });
    expect(job.summary).toMatchObject({ persons: 6, matched: 4, added: 2 });

    const now = await idsByName(family.familyId);
    expect(Object.keys(now).sort()).toEqual(
      ['Annamma', 'Joseph', 'Leela', 'Mariamma', 'Mathew', 'Thomas'].sort(),
    );
    // The family's values stay (the name, the birth date); the file fills what is empty.
    const thomas = await person(ids.Thomas!);
    expect(thomas).toMatchObject({ first_name: 'Thomas', date_of_birth: '1920-03-12' });
    expect((await person(ids.Mariamma!)).date_of_death).toBe('2001-02-14');
    const joseph = await person(ids.Joseph!);
    expect(joseph.date_of_birth).toBe('1950-06-05');
    // The new child is the matched couple's, the new spouse is the matched son's.
    expect(await person(now.Mathew!)).toMatchObject({
      father_id: ids.Thomas,
      mother_id: ids.Mariamma,
    });
    const unions = await t.context.db
      .selectFrom('unions')
      .selectAll()
      .where('family_id', '=', family.familyId)
      .execute();
    expect(unions).toHaveLength(2);
    expect(
      unions.some(
        (u) => [u.person_id, u.spouse_id].sort().join() === [ids.Joseph!, now.Leela!].sort().join(),
      ),
    ).toBe(true);
    // Thomas gains the file's occupation, its cited birth and its note.
    const events = await t.context.db
      .selectFrom('gedcom_events')
      .select(['tag', 'value'])
      .where('person_id', '=', ids.Thomas!)
      .execute();
    expect(events).toContainEqual({ tag: 'OCCU', value: 'Farmer' });
    const citations = await t.context.db
      .selectFrom('citations')
      .selectAll()
      .where('person_id', '=', ids.Thomas!)
      .execute();
    expect(citations.map((c) => c.page)).toContain('Baptisms 1920, folio 12');
    const notesOf = async (personId: number) =>
      (
        await t.context.db
          .selectFrom('note_links')
          .innerJoin('notes', 'notes.id', 'note_links.note_id')
          .select('notes.text')
          .where('note_links.person_id', '=', personId)
          .execute()
      ).map((n) => n.text);
    expect((await notesOf(ids.Thomas!)).join(' ')).toContain('farmed the family land');
    // The differing birth date is kept as an alternative, with the family's value standing.
    expect((await notesOf(ids.Joseph!)).join(' ')).toMatch(/1951/);
    // The file's persons merged away are no persons of the family: no redirect either.
    expect(
      await t.context.db
        .selectFrom('merged_persons')
        .selectAll()
        .where('family_id', '=', family.familyId)
        .execute(),
    ).toEqual([]);

    const history = (
      await t.app.inject({
        method: 'GET',
        url: `${apiPaths.familyHistory(family.familyId)}?pageSize=100`,
        headers: bearer(token),
      })
    ).json<ChangePage>().items;
    const imports = history.filter((r) => r.action === 'gedcom.import');
    expect(imports).toHaveLength(2);
    const record = imports[0]!;
    expect(record.revertible).toBe(true);
    expect(record.changes.map((c) => c.field)).not.toContain('_merges');
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(family.familyId, record.id),
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ChangeRecord>()).toMatchObject({ action: 'revert', revertsId: record.id });
    expect(await tables()).toEqual(before);
  });

  it('accepts the matches at or above the default score without decisions', async () => {
    const { family, token, ids } = await existingFamily();
    const preview = (
      await send(family.familyId, token, undefined, 'dryRun=true')
    ).json<GedcomPreview>();
    const expected = preview.matches!.filter((m) => m.score >= preview.acceptScore!).length;
    const job = await importCousin(family.familyId, token);
    expect(job.summary).toMatchObject({ matched: expected, added: 6 - expected });
    expect(Object.keys(await idsByName(family.familyId))).toHaveLength(4 + 6 - expected);
    expect((await person(ids.Mariamma!)).date_of_death).toBe('2001-02-14');
  });

  it('imports as new a match the decisions reject', async () => {
    const { family, token, ids } = await existingFamily();
    const job = await importCousin(family.familyId, token, { ...accepted(ids), P13: null });
    expect(job.summary).toMatchObject({ matched: 3, added: 3 });
    const annammas = await t.context.db
      .selectFrom('persons')
      .select(['id', 'father_id'])
      .where('family_id', '=', family.familyId)
      .where('first_name', '=', 'Annamma')
      .execute();
    expect(annammas).toHaveLength(2);
    // The new one is a child of the matched parents too.
    for (const a of annammas) expect(a.father_id).toBe(ids.Thomas);
  });

  it('refuses a revert once a merged person was changed since (409)', async () => {
    const { family, token, ids } = await existingFamily();
    await importCousin(family.familyId, token, accepted(ids));
    await t.context.db
      .updateTable('persons')
      .set({ nick_name: 'Thomachan' })
      .where('id', '=', ids.Thomas!)
      .execute();
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `${apiPaths.familyHistory(family.familyId)}?pageSize=100`,
        headers: bearer(token),
      })
    ).json<ChangePage>().items;
    const record = history.find((r) => r.action === 'gedcom.import')!;
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(family.familyId, record.id),
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(409);
  });
});
