import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GedcomPreview, Note } from '@familytree/shared';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { exportFile, importFile, upload } from './gedcom.test-helpers.js';

// Issue 30: a note written under a name or an event (inline, or a pointer to a NOTE record) is a note of
// the person's or couple's research, linked to that fact or event, shown on the profile and
// written back under it. It was a kept line nobody could see (Gramps' example: "This is the
// residence note"). Red first.

const file = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '2 FORM LINEAGE-LINKED',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Ada /Noted/',
  '2 NOTE A name from the old country.',
  '1 SEX F',
  '1 BIRT',
  '2 DATE 1801',
  '2 NOTE Born during the great storm.',
  '3 CONT The midwife wrote it down.',
  '1 RESI',
  '2 PLAC Bergen',
  '2 NOTE @N1@',
  '1 FAMS @F1@',
  '0 @I2@ INDI',
  '1 NAME Ben /Noted/',
  '1 SEX M',
  '1 FAMS @F1@',
  '0 @F1@ FAM',
  '1 HUSB @I2@',
  '1 WIFE @I1@',
  '1 MARR',
  '2 DATE 1825',
  '2 NOTE Married in the rain.',
  '0 @N1@ NOTE They kept the house for forty years.',
  '0 TRLR',
  '',
].join('\n');

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

async function imported(text: string) {
  const family = await createFamily(t.context);
  const token = await login(t.app, family.admin.email, testPassword);
  const job = await importFile(t, family.familyId, text, token);
  expect(job.status, job.error ?? '').toBe('done');
  const persons = await t.context.db
    .selectFrom('persons')
    .select(['id', 'first_name'])
    .where('family_id', '=', family.familyId)
    .execute();
  const id = Object.fromEntries(persons.map((p) => [p.first_name, p.id]));
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { family, token, id, get };
}

describe('notes under events', () => {
  it('are counted by the preview, linked to their fact or event, and shown with the person', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const preview = await upload(t, family.familyId, file, token, 'dryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<GedcomPreview>().counts.notes).toBe(4);

    const { family: f, id, get } = await imported(file);
    const links = await t.context.db
      .selectFrom('note_links')
      .innerJoin('notes', 'notes.id', 'note_links.note_id')
      .select(['notes.text', 'note_links.person_id', 'note_links.union_id', 'note_links.fact'])
      .select((eb) => eb('note_links.event_id', 'is not', null).as('of_event'))
      .where('note_links.family_id', '=', f.familyId)
      .orderBy('note_links.id')
      .execute();
    expect(
      links.map((l) => [l.person_id, l.union_id !== null, l.fact, Boolean(l.of_event)]),
    ).toEqual([
      [id.Ada, false, 'name', false],
      [id.Ada, false, 'birth', false],
      [id.Ada, false, null, true],
      [null, true, null, true],
    ]);
    const notes = (await get(`/api/family/${f.familyId}/persons/${id.Ada}/notes`)).json<Note[]>();
    expect(notes.map((n) => n.text).join(' ')).toContain('Born during the great storm.');
    expect(notes.map((n) => n.text).join(' ')).toContain('forty years');
  });

  it('are written back under their events as they came: inline, or pointing to their record', async () => {
    const first = await imported(file);
    for (const query of ['', 'version=7']) {
      const text = await exportFile(t, first.family.familyId, first.token, query);
      const tag = query ? 'SNOTE' : 'NOTE';
      expect(text).toMatch(
        /^1 BIRT\n2 DATE 1801\n2 NOTE Born during the great storm\.\n3 CONT The midwife wrote it down\.$/m,
      );
      expect(text).toMatch(/^1 MARR\n2 DATE 1825\n2 NOTE Married in the rain\.$/m);
      expect(text).toMatch(
        /^1 NAME Ada \/Noted\/\n(2 .*\n)*2 NOTE A name from the old country\.$/m,
      );
      // The NOTE record stays a record (7.0: a shared note), pointed to from the residence.
      expect(text).toMatch(new RegExp(`^1 RESI\\n2 PLAC Bergen\\n2 ${tag} @([^@]+)@$`, 'm'));
      expect(text).toMatch(
        new RegExp(`^0 @[^@]+@ ${tag} They kept the house for forty years\\.$`, 'm'),
      );
      expect(text.match(/^0 @[^@]+@ S?NOTE /gm)).toHaveLength(1);
      const again = await imported(text);
      const count = await t.context.db
        .selectFrom('note_links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('family_id', '=', again.family.familyId)
        .executeTakeFirstOrThrow();
      expect(Number(count.n), query).toBe(4);
    }
  });

  it('a note written in the product is written inline until it is shared, then as a record', async () => {
    const { family, token, id } = await imported(file);
    const base = `/api/family/${family.familyId}`;
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${base}${url}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    const added = await post('/notes', { text: '<p>Kept bees.</p>', personId: id.Ben! });
    expect(added.statusCode, added.body).toBe(201);
    const noteId = added.json<Note>().noteId;

    const inline = await exportFile(t, family.familyId, token, 'version=7');
    expect(inline).toMatch(/^1 NOTE Kept bees\.$/m);
    expect(inline).not.toMatch(/ SNOTE Kept bees/);

    const shared = await post(`/notes/${noteId}/links`, { personId: id.Ada! });
    expect(shared.statusCode, shared.body).toBe(201);
    for (const [query, tag] of [
      ['version=7', 'SNOTE'],
      ['', 'NOTE'],
    ] as const) {
      const text = await exportFile(t, family.familyId, token, query);
      const record = new RegExp(`^0 @([^@]+)@ ${tag} Kept bees\\.$`, 'm').exec(text);
      expect(record, query).not.toBeNull();
      expect(text.split(`1 ${tag} @${record![1]}@`)).toHaveLength(3);
    }
  });
});
