import { messages, type GedcomPreview } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  snapshotTables,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { featureFile } from './gedcom.fixture.js';
import { exportFile, familyPicture, importFile, recordsOf, upload } from './gedcom.test-helpers.js';

// Issue 13: preview, import, round trip and the exported file, on SQLite and PostgreSQL.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

async function emptyFamily(): Promise<{ family: TestFamily; token: string }> {
  const family = await createFamily(t.context);
  return { family, token: await login(t.app, family.admin.email, testPassword) };
}

describe('POST /api/family/{familyId}/gedcom/import?dryRun=true', () => {
  it('previews counts, version, encoding, program, founders and warnings, writing nothing', async () => {
    const { family, token } = await emptyFamily();
    const before = await snapshotTables(t.context.db);
    const res = await upload(t, family.familyId, featureFile, token, 'dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<GedcomPreview>();
    expect(preview).toMatchObject({
      version: '5.5.1',
      encoding: 'UTF-8',
      program: 'Test Program 1.2',
      counts: { individuals: 8, families: 3, events: 19, notes: 3, sources: 1, media: 1 },
    });
    expect(preview.founders).toEqual([
      { xref: 'I1', name: 'John Paul Smith', descendants: 3 },
      { xref: 'I2', name: 'Mary Jones', descendants: 2 },
      { xref: 'I3', name: 'Anne Brown', descendants: 1 },
      { xref: 'I7', name: 'Dora Lone', descendants: 1 },
    ]);
    expect(preview.warnings.map((w) => w.line)).toEqual([49, 97, 107, 129]);
    expect(preview.warnings[1]!.message).toContain('Impossible date "31 FEB 1900"');
    expect(await snapshotTables(t.context.db)).toBe(before);
  });

  it('warns of dangling pointers and of a person who is their own ancestor', async () => {
    const { family, token } = await emptyFamily();
    const loop = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '0 @A@ INDI',
      '1 NAME A /Loop/',
      '0 @B@ INDI',
      '1 NAME B /Loop/',
      '0 @F1@ FAM',
      '1 HUSB @A@',
      '1 CHIL @B@',
      '0 @F2@ FAM',
      '1 HUSB @B@',
      '1 CHIL @A@',
      '1 CHIL @NOBODY@',
      '0 TRLR',
    ].join('\n');
    const res = await upload(t, family.familyId, loop, token, 'dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    const messages = res.json<GedcomPreview>().warnings.map((w) => `${w.line}: ${w.message}`);
    expect(
      messages.some((m) => m.startsWith('14: CHIL @NOBODY@') && m.includes('points to no person')),
    ).toBe(true);
    expect(messages.some((m) => m.includes('own ancestor'))).toBe(true);
  });
});

describe('POST /api/family/{familyId}/gedcom/import (the import job)', () => {
  it('imports exactly the persons, unions, parents, child orders, dates, places, notes and events', async () => {
    const { family, token } = await emptyFamily();
    const job = await importFile(t, family.familyId, featureFile, token, 'founder=I1');
    expect(job).toMatchObject({ status: 'done', processed: 8, total: 8, error: null });
    expect(job.summary).toMatchObject({ persons: 8, unions: 2 });
    const picture = await familyPicture(t.context, family.familyId);
    const person = (name: string) => picture.persons.find((p) => p.name === name)!;
    expect(person('John Smith')).toEqual({
      name: 'John Smith',
      middle: 'Paul',
      nick: 'Jack',
      gender: 'M',
      birth: '1850-03-12',
      death: null,
      placeOfBirth: 'Boston, Massachusetts, USA',
      living: 0,
      father: null,
      mother: null,
      childOrder: null,
      about: '<p>A smith who liked horses.<br>Second line.</p>',
    });
    // A shared NOTE record is kept once and pointed to, not copied into "about" (issue 28).
    expect(person('Mary Jones')).toMatchObject({
      gender: 'F',
      birth: null,
      living: 0,
      about: null,
    });
    // Child order follows CHIL order (Beth before Alex), across the father's two marriages.
    expect(person('Beth Smith')).toMatchObject({
      father: 'John Smith',
      mother: 'Mary Jones',
      childOrder: 1,
      birth: '1873-01-01',
    });
    expect(person('Alex Smith')).toMatchObject({
      gender: 'U',
      father: 'John Smith',
      mother: 'Mary Jones',
      childOrder: 2,
    });
    expect(person('Carl Smith')).toMatchObject({
      father: 'John Smith',
      mother: 'Anne Brown',
      childOrder: 3,
    });
    // A child with one known parent; sex X and a missing SEX are unknown.
    expect(person('Eve Lone')).toMatchObject({
      gender: 'U',
      father: null,
      mother: 'Dora Lone',
      childOrder: 1,
      birth: null,
    });
    expect(person('Dora Lone')).toMatchObject({ gender: 'U', living: 1 });
    expect(picture.unions).toEqual(['John Smith + Anne Brown #2', 'John Smith + Mary Jones #1']);

    const dates = picture.events.map((e) => JSON.parse(e) as unknown[]);
    const event = (who: string, tag: string) => dates.find((e) => e[0] === who && e[4] === tag)!;
    // Each kind of date keeps its phrase and gets a sortable date.
    expect(event('John Smith', 'BIRT').slice(7, 10)).toEqual([
      '12 MAR 1850',
      '1850-03-12',
      'Boston, Massachusetts, USA',
    ]);
    expect(event('John Smith', 'CHR').slice(7, 10)).toEqual([
      'ABT 1850',
      '1850-01-01',
      'Old North Church',
    ]);
    expect(event('John Smith', 'DEAT').slice(7, 9)).toEqual(['BET 1910 AND 1912', '1910-01-01']);
    expect(event('John Smith', 'BURI').slice(7, 9)).toEqual(['AFT 1912', '1912-01-01']);
    expect(event('John Smith', 'EMIG').slice(7, 9)).toEqual([
      '@#DJULIAN@ 5 JAN 1849',
      '1849-01-05',
    ]);
    expect(event('Mary Jones', 'BIRT').slice(7, 9)).toEqual(['MAR 1852', '1852-03-01']);
    expect(event('Mary Jones', 'DEAT').slice(7, 9)).toEqual(['BEF 1880', '1880-01-01']);
    expect(event('Anne Brown', 'BIRT').slice(7, 9)).toEqual(['EST 1855', '1855-01-01']);
    expect(event('Alex Smith', 'BIRT').slice(7, 9)).toEqual(['CAL 1875', '1875-01-01']);
    expect(event('Carl Smith', 'BIRT').slice(7, 9)).toEqual([
      'INT 1882 (about eighty-two)',
      '1882-01-01',
    ]);
    expect(event('Dora Lone', 'BIRT').slice(7, 9)).toEqual(['(the spring of the big flood)', null]);
    expect(event('Eve Lone', 'BIRT').slice(7, 9)).toEqual(['31 FEB 1900', '1900-02-31']);
    const marriage = dates.find((e) => e[4] === 'MARR' && e[1] === 'Mary Jones')!;
    expect(marriage.slice(0, 3)).toEqual(['John Smith', 'Mary Jones', 1]);
    expect(marriage.slice(7, 10)).toEqual(['4 JUN 1872', '1872-06-04', 'Boston']);
    const second = dates.filter((e) => e[1] === 'Anne Brown').map((e) => [e[4], e[7]]);
    expect(second).toEqual(
      expect.arrayContaining([
        ['MARR', 'FROM 1881 TO 1895'],
        ['DIV', '1895'],
      ]),
    );
    expect(event('John Smith', 'SOUR')).toBeUndefined();

    // OCCU, EDUC, RESI/ADDR and other events fill the profile.
    expect(picture.work.map((w) => JSON.parse(w))).toEqual([
      {
        person: 'John Smith',
        position: 0,
        role: 'Blacksmith',
        company: '',
        location: 'Salem',
        start_month: null,
        start_year: 1870,
        end_month: null,
        end_year: 1890,
      },
    ]);
    expect(picture.academic.map((w) => JSON.parse(w))).toMatchObject([
      { person: 'John Smith', course: 'Grammar school', start_year: 1860 },
    ]);
    expect(picture.timeline.map((w) => JSON.parse(w))).toMatchObject([
      { person: 'John Smith', state: 'Salem', start_month: 3, start_year: 1875, end_year: 1880 },
    ]);
    expect(picture.addresses.map((w) => JSON.parse(w))).toMatchObject([
      {
        person: 'John Smith',
        address_type: 'CURRENT_ADDRESS',
        street_address: '12 Main Street',
        city: 'Salem',
        state: 'MA',
        postal_code: '01970',
        country: 'US',
      },
    ]);
    expect(
      picture.lifeEvents.map((w) => JSON.parse(w)).sort((a, b) => a.position - b.position),
    ).toEqual([
      expect.objectContaining({
        person: 'John Smith',
        title: 'Christening',
        start_year: 1850,
        detail: 'about 1850, Old North Church',
      }),
      expect.objectContaining({
        person: 'John Smith',
        title: 'Burial',
        start_year: 1912,
        detail: 'after 1912',
      }),
      expect.objectContaining({
        person: 'John Smith',
        title: 'Emigration',
        start_year: null,
        detail: '5 January 1849 (Julian), Liverpool',
      }),
    ]);

    // What the product does not model is kept with its person or family, or as a record.
    const kept = picture.kept.map(
      (k) => JSON.parse(k) as [string | null, string | null, string, number, string],
    );
    expect(kept.filter((k) => k[0] === 'John Smith').map((k) => [k[2], k[4]])).toEqual(
      expect.arrayContaining([
        ['NAME', '2 NSFX Jr.'],
        ['INDI', '1 NAME Johnny /Smyth/'],
        ['INDI', '1 _MILT Civil war\n2 DATE 1863'],
        ['FAM', '1 _STAT Married'],
      ]),
    );
    // Sources, repositories, shared notes and citations are records of their own (issue 30).
    expect(picture.research.citations).toEqual([
      JSON.stringify(['C:John Smith//null/S:Parish register/p. 12', false, null, null, null]),
    ]);
    expect(picture.research.noteLinks).toEqual([
      JSON.stringify(['N:<p>A doctor<br>of Boston.</p>', 'Mary Jones', null]),
    ]);
    expect(picture.research.sources).toHaveLength(1);
    expect(picture.research.repositories).toHaveLength(1);
    // OBJE records are media records (decision 0041), no longer kept lines.
    expect(kept.filter((k) => k[2] === 'REC').map((k) => k[4].split('\n')[0])).toEqual([
      '0 @X1@ _PLACE',
    ]);
  });

  it('round-trips: import, export, import again gives the same data and keeps every unknown record', async () => {
    const first = await emptyFamily();
    expect((await importFile(t, first.family.familyId, featureFile, first.token)).status).toBe(
      'done',
    );
    const exported = await exportFile(t, first.family.familyId, first.token);
    // Sources and repositories are named by their rows now (issue 30).
    expect(exported).toMatch(/^0 @S\d+@ SOUR$/m);
    expect(exported).toMatch(/^0 @R\d+@ REPO$/m);
    expect(exported).toMatch(/^0 @M\d+@ OBJE\n1 FILE photo.jpg$/m);
    for (const line of [
      '1 TITL Parish register',
      '2 FORM jpg',
      '0 @X1@ _PLACE',
      '1 _MILT Civil war',
      '1 _STAT Married',
      '2 NSFX Jr.',
      '1 NAME Johnny /Smyth/',
      '2 PAGE p. 12',
    ])
      expect(exported.split('\n'), line).toContain(line);
    const second = await emptyFamily();
    const job = await importFile(t, second.family.familyId, exported, second.token);
    expect(job.status, job.error ?? '').toBe('done');
    const a = await familyPicture(t.context, first.family.familyId);
    const b = await familyPicture(t.context, second.family.familyId);
    expect(b).toEqual(a);
  });

  it('round-trips through GEDCOM 7.0: the same persons, unions, places and kept lines', async () => {
    const first = await emptyFamily();
    expect((await importFile(t, first.family.familyId, featureFile, first.token)).status).toBe(
      'done',
    );
    const exported = await exportFile(t, first.family.familyId, first.token, 'version=7');
    const second = await emptyFamily();
    expect((await importFile(t, second.family.familyId, exported, second.token)).status).toBe(
      'done',
    );
    const a = await familyPicture(t.context, first.family.familyId);
    const b = await familyPicture(t.context, second.family.familyId);
    expect(b.persons).toEqual(a.persons);
    expect(b.unions).toEqual(a.unions);
    expect(b.kept).toEqual(a.kept);
    // Calendars are words in 7.0 ("JULIAN 5 JAN 1849"): the same date, sorted the same.
    const sorted = (events: string[]) =>
      events.map((e) => JSON.parse(e) as unknown[]).map((e) => [e[0], e[4], e[8], e[9]]);
    expect(sorted(b.events)).toEqual(sorted(a.events));
  });

  it('imports a couple who married, divorced and remarried (two FAM records), exports two', async () => {
    const { family, token } = await emptyFamily();
    const indi = (n: number, name: string, ...fams: string[]) =>
      [`0 @I${n}@ INDI`, `1 NAME ${name}`, ...fams.map((f) => `1 FAMS @${f}@`)].join('\n');
    const fam = (xref: string, wife: number, events: string) =>
      `0 @${xref}@ FAM\n1 HUSB @I1@\n1 WIFE @I${wife}@\n${events.replaceAll(', ', '\n')}`;
    const file = [
      '0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8',
      indi(1, 'Peter /Sweet/', 'F1', 'F3', 'F4'),
    ]
      .concat(indi(2, 'Mary /Encore/', 'F1', 'F3'), indi(3, 'Ann /Roe/', 'F4'))
      .concat(fam('F1', 2, '1 MARR, 2 DATE 1900, 1 DIV, 2 DATE 1910'))
      .concat(fam('F3', 2, '1 MARR, 2 DATE 1912, 1 _STAT Married'))
      // One FAM of two marriages stays one.
      .concat(
        fam('F4', 3, '1 MARR, 2 DATE 1920, 1 DIV, 2 DATE 1921, 1 MARR, 2 DATE 1922'),
        '0 TRLR',
      )
      .join('\n');
    const job = await importFile(t, family.familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
    expect((await familyPicture(t.context, family.familyId)).unions).toHaveLength(2);
    const fams = recordsOf(await exportFile(t, family.familyId, token))
      .filter((r) => r[0]!.endsWith(' FAM'))
      .map((r) => r.slice(3).join(', '));
    expect(fams).toEqual([
      '1 MARR, 2 DATE 1900, 1 DIV, 2 DATE 1910, 1 _STAT Married',
      '1 MARR, 2 DATE 1912',
      '1 MARR, 2 DATE 1920, 1 DIV, 2 DATE 1921, 1 MARR, 2 DATE 1922',
    ]);
  });

  it('marks a job failed when the server restarted during it', async () => {
    const { family } = await emptyFamily();
    const job = (id: string, updatedAt: string) => ({
      id,
      family_id: family.familyId,
      user_id: null,
      status: 'running',
      processed: 10,
      total: 100,
      summary: null,
      warnings: null,
      error: null,
      created_at: updatedAt,
      updated_at: updatedAt,
    });
    await t.context.db
      .insertInto('gedcom_import_jobs')
      .values([
        job('stale-job', '2026-01-01T00:00:00.000Z'),
        job('live-job', new Date().toISOString()),
      ])
      .execute();
    const { createGedcomImportService } = await import('./import.service.js');
    const { fileStorageFor } = await import('../../infra/file-storage.js');
    await createGedcomImportService(t.context, fileStorageFor(t.context.config)).failInterrupted();
    const status = async (id: string) =>
      t.context.db
        .selectFrom('gedcom_import_jobs')
        .select(['status', 'error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await status('stale-job')).toEqual({
      status: 'failed',
      error: messages.gedcom.restarted,
    });
    // SQLite has one writing process: every unfinished job is dead. PostgreSQL may be shared by
    // several: a job that wrote its progress lately belongs to a live one.
    expect((await status('live-job')).status).toBe(
      t.context.dialect === 'postgres' ? 'running' : 'failed',
    );
  });
});
