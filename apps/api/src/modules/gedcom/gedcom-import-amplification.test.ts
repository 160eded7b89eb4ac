import { limits, type GedcomPreview } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  multipartFile,
  snapshotTables,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { generateGedcom, generateSharedNoteGedcom } from './gedcom-generator.js';
import { exportFile, importFile, upload } from './gedcom.test-helpers.js';

// Issue 28, item 2: a small GEDCOM file must not fill the disk. A shared NOTE is stored once and
// pointed to, imported text obeys the UI's limits, and a file that would still expand past the
// family's limit is refused by the preview and the import.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

async function emptyFamily() {
  const family = await createFamily(t.context);
  return { familyId: family.familyId, token: await login(t.app, family.admin.email, testPassword) };
}

/** Characters of text the family's import stored in the tables a GEDCOM import writes. */
async function storedText(familyId: number) {
  const { db } = t.context;
  const persons = await db
    .selectFrom('persons')
    .select(['about', 'first_name', 'last_name', 'search_name'])
    .where('family_id', '=', familyId)
    .execute();
  const kept = await db
    .selectFrom('gedcom_kept')
    .select(['lines', 'context', 'person_id'])
    .where('family_id', '=', familyId)
    .execute();
  const events = await db
    .selectFrom('gedcom_events')
    .select(['value', 'place', 'extra'])
    .where('family_id', '=', familyId)
    .execute();
  const about = persons.reduce((n, p) => n + (p.about?.length ?? 0), 0);
  const total =
    about +
    persons.reduce(
      (n, p) => n + p.first_name.length + p.last_name.length + p.search_name.length,
      0,
    ) +
    kept.reduce((n, k) => n + k.lines.length, 0) +
    events.reduce(
      (n, e) => n + (e.value?.length ?? 0) + (e.place?.length ?? 0) + (e.extra?.length ?? 0),
      0,
    );
  return { about, total, persons, kept };
}

describe('a NOTE record shared by many persons', () => {
  it('is stored once and pointed to, not copied into every person (red first: 180 MB of about)', async () => {
    const { familyId, token } = await emptyFamily();
    const file = generateSharedNoteGedcom(2000, 90_000);
    const job = await importFile(t, familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
    const stored = await storedText(familyId);
    expect(stored.persons).toHaveLength(2000);
    expect(stored.about).toBe(0);
    // The database holds about what the file holds, not persons x note.
    expect(stored.total).toBeLessThan(2 * file.length);
    // One row of the notes table (issue 30), and a link from each person.
    const notes = await t.context.db
      .selectFrom('notes')
      .select('text')
      .where('family_id', '=', familyId)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text.length).toBeGreaterThan(90_000);
    const links = await t.context.db
      .selectFrom('note_links')
      .select('person_id')
      .where('family_id', '=', familyId)
      .execute();
    expect(links).toHaveLength(2000);
  }, 120_000);

  it('round-trips: the export writes the pointer under each person and the note once', async () => {
    const { familyId, token } = await emptyFamily();
    const job = await importFile(t, familyId, generateSharedNoteGedcom(3, 500), token);
    expect(job.status, job.error ?? '').toBe('done');
    const exported = await exportFile(t, familyId, token);
    const xref = /^0 (@N\d+@) NOTE /m.exec(exported)?.[1];
    expect(exported.match(/^0 @N\d+@ NOTE /gm)).toHaveLength(1);
    expect(exported.match(new RegExp(`^1 NOTE ${xref}$`, 'gm'))).toHaveLength(3);
    expect(exported).not.toMatch(/^1 NOTE Shared note/m);
  }, 60_000);
});

describe('imported text obeys the limits of the same text typed in', () => {
  it('cuts an inline note longer than the about field allows, with a warning naming the person (red first)', async () => {
    const { familyId, token } = await emptyFamily();
    const long = 'x'.repeat(150_000);
    const lines = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '1 CHAR UTF-8', '0 @I1@ INDI'];
    lines.push('1 NAME Long /Talker/', `1 NOTE ${long.slice(0, 200)}`);
    for (let at = 200; at < long.length; at += 200)
      lines.push(`2 CONC ${long.slice(at, at + 200)}`);
    lines.push('0 TRLR');
    const file = lines.join('\n');
    const preview = await upload(t, familyId, file, token, 'dryRun=true');
    expect(preview.statusCode, preview.body).toBe(200);
    const cut = preview
      .json<GedcomPreview>()
      .warnings.find((w) => w.message.includes('Long Talker'));
    expect(cut?.message).toMatch(/about/i);
    expect(cut?.message).toContain(String(limits.aboutMax));
    const job = await importFile(t, familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
    expect(job.warnings.map((w) => w.message)).toContain(cut!.message);
    const { persons } = await storedText(familyId);
    expect(persons[0]!.about!.length).toBeLessThanOrEqual(limits.aboutMax);
    expect(persons[0]!.about).toMatch(/^<p>x+<\/p>$/);
  }, 60_000);
});

describe('names and place of birth', () => {
  it('are cut to the lengths the profile form allows, each cut named in a warning (red first)', async () => {
    const { familyId, token } = await emptyFamily();
    const first = 'F'.repeat(150);
    const place = 'P'.repeat(300);
    const file = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      `1 NAME ${first} Middle /Short/`,
      '1 BIRT',
      `2 PLAC ${place}`,
      '0 TRLR',
    ].join('\n');
    const job = await importFile(t, familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
    const row = await t.context.db
      .selectFrom('persons')
      .select(['first_name', 'middle_name', 'last_name', 'place_of_birth'])
      .where('family_id', '=', familyId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      first_name: first.slice(0, 100),
      middle_name: 'Middle',
      last_name: 'Short',
      place_of_birth: place.slice(0, 200),
    });
    const messages = job.warnings.map((w) => w.message);
    expect(messages).toContainEqual(expect.stringMatching(/first name .* 100 characters/));
    expect(messages).toContainEqual(expect.stringMatching(/place of birth .* 200 characters/));
  }, 60_000);
});

describe('a file whose import would store more than the family limit', () => {
  let small: TestContext;

  beforeAll(async () => {
    small = await createTestContext({ gedcomImportMaxBytes: 20_000 });
  });

  afterAll(async () => {
    await small?.close();
  });

  it('is refused by the preview and the import with a message naming the limit, and nothing changes (red first)', async () => {
    const family = await createFamily(small.context);
    const token = await login(small.app, family.admin.email, testPassword);
    const file = generateGedcom(300);
    const before = await snapshotTables(small.context.db);
    for (const query of ['dryRun=true', '']) {
      const { payload, headers } = multipartFile('file', 'tree.ged', Buffer.from(file));
      const res = await small.app.inject({
        method: 'POST',
        url: `/api/family/${family.familyId}/gedcom/import${query ? `?${query}` : ''}`,
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ message: string; fields: Record<string, string> }>();
      expect(body.message).toContain('GEDCOM_IMPORT_MAX_BYTES');
      expect(body.message).toContain('20,000');
      expect(body.fields.file).toBe(body.message);
    }
    expect(await snapshotTables(small.context.db)).toBe(before);
  }, 60_000);
});
