import {
  apiPaths,
  type ChangePage,
  type ChangeRecord,
  type GedcomJob,
  type GedcomPreview,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  familyWithRoles,
  login,
  snapshotTables,
  testPassword,
  createTestContext,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { importFile, importUrl, upload } from './gedcom.test-helpers.js';

/**
 * Issue 33, decision 0055: a file imported into a family that has persons. The family comes from
 * one file (a Kerala family); a cousin's file of the same family, with a variant and a typo in
 * the names, a birth date that differs, a death date the family lacks, an occupation, a source,
 * a new child and a new spouse, is matched to it, imported with the matches, and reverted.
 */

const familyFile = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Thomas /Kurian/
1 SEX M
1 BIRT
2 DATE 12 MAR 1920
2 PLAC Kottayam, Kerala, India
1 DEAT
2 DATE 1990
1 FAMS @F1@
0 @I2@ INDI
1 NAME Mariamma /Kurian/
1 SEX F
1 BIRT
2 DATE 1925
2 PLAC Kottayam, Kerala, India
1 FAMS @F1@
0 @I3@ INDI
1 NAME Joseph /Kurian/
1 SEX M
1 BIRT
2 DATE 5 JUN 1950
2 PLAC Kottayam, Kerala, India
1 FAMC @F1@
0 @I4@ INDI
1 NAME Annamma /Kurian/
1 SEX F
1 BIRT
2 DATE 1953
2 PLAC Kottayam, Kerala, India
1 FAMC @F1@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 CHIL @I3@
1 CHIL @I4@
1 MARR
2 DATE 1948
0 TRLR
`;

const cousinFile = `0 HEAD
1 SOUR Gramps
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @P10@ INDI
1 NAME Thoma /Kurian/
1 SEX M
1 BIRT
2 DATE 12 MAR 1920
2 PLAC Kottayam, Kerala, India
2 SOUR @S1@
3 PAGE Baptisms 1920, folio 12
1 OCCU Farmer
1 NOTE @N1@
1 FAMS @F10@
0 @P11@ INDI
1 NAME Mariamma /Kurien/
1 SEX F
1 BIRT
2 DATE 1925
2 PLAC Kottayam, Kerala, India
1 DEAT
2 DATE 14 FEB 2001
1 FAMS @F10@
0 @P12@ INDI
1 NAME Joseph /Kurian/
1 SEX M
1 BIRT
2 DATE 7 JUN 1951
2 PLAC Kottayam, Kerala, India
1 FAMC @F10@
1 FAMS @F11@
0 @P13@ INDI
1 NAME Annamma /Kurian/
1 SEX F
1 BIRT
2 DATE 1953
2 PLAC Kottayam, Kerala, India
1 FAMC @F10@
0 @P14@ INDI
1 NAME Mathew /Kurian/
1 SEX M
1 BIRT
2 DATE 1958
2 PLAC Kottayam, Kerala, India
1 FAMC @F10@
0 @P15@ INDI
1 NAME Leela /Varghese/
1 SEX F
1 BIRT
2 DATE 1955
1 FAMS @F11@
0 @F10@ FAM
1 HUSB @P10@
1 WIFE @P11@
1 CHIL @P12@
1 CHIL @P13@
1 CHIL @P14@
0 @F11@ FAM
1 HUSB @P12@
1 WIFE @P15@
1 MARR
2 DATE 1979
0 @S1@ SOUR
1 TITL Parish register of St. Mary's, Kottayam
0 @N1@ NOTE Thoma farmed the family land by the river.
0 TRLR
`;

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t?.close());

/** A family made from the family's own file, its admin's token and its persons' ids by name. */
async function existingFamily() {
  const family = await createFamily(t.context);
  const token = await login(t.app, family.admin.email, testPassword);
  const job = await importFile(t, family.familyId, familyFile, token);
  expect(job.status, job.error ?? '').toBe('done');
  return { family, token, ids: await idsByName(family.familyId) };
}

async function idsByName(familyId: number): Promise<Record<string, number>> {
  const rows = await t.context.db
    .selectFrom('persons')
    .select(['id', 'first_name'])
    .where('family_id', '=', familyId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.first_name, r.id]));
}

/** A multipart body of the file and, when given, the part `decisions`. */
function withDecisions(data: string, decisions?: string) {
  const boundary = `----familytree${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (decisions !== undefined)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="decisions"\r\n\r\n${decisions}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cousin.ged"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const send = (familyId: number, token: string | undefined, decisions?: string, query = '') => {
  const { payload, headers } = withDecisions(cousinFile, decisions);
  return t.app.inject({
    method: 'POST',
    url: importUrl(familyId, query),
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
};

async function finished(familyId: number, token: string, jobId: string): Promise<GedcomJob> {
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/family/${familyId}/gedcom/import/${jobId}`,
      headers: bearer(token),
    });
    const job = res.json<GedcomJob>();
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function importCousin(familyId: number, token: string, decisions?: object) {
  const res = await send(familyId, token, decisions && JSON.stringify(decisions));
  expect(res.statusCode, res.body).toBe(202);
  const job = await finished(familyId, token, res.json<{ jobId: string }>().jobId);
  expect(job.status, job.error ?? '').toBe('done');
  return job;
}

const accepted = (ids: Record<string, number>) => ({
  P10: ids.Thomas!,
  P11: ids.Mariamma!,
  P12: ids.Joseph!,
  P13: ids.Annamma!,
});

/** Every table a family's request writes, but not what an import always leaves: its job row. */
async function tables() {
  const all = JSON.parse(await snapshotTables(t.context.db)) as Record<
    string,
    Array<Record<string, unknown>>
  >;
  delete all.gedcom_import_jobs;
  for (const f of all.families ?? []) {
    delete f.persons_version;
    delete f.tree_version;
  }
  return all;
}

const person = (id: number) =>
  t.context.db.selectFrom('persons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

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
      'Gleiches Geburtsdatum',
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

describe('refusals of the import into a family that has persons', () => {
  let family: TestFamily;
  let token: string;
  let ids: Record<string, number>;
  beforeAll(async () => {
    ({ family, token, ids } = await existingFamily());
  });

  async function refusedWith(
    res: Promise<{ statusCode: number; body: string }>,
    status: number,
    field?: string,
  ) {
    const before = await snapshotTables(t.context.db);
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    if (field) expect(Object.keys(JSON.parse(answer.body).fields ?? {})).toEqual([field]);
    expect(await snapshotTables(t.context.db)).toBe(before);
  }

  it('refuses a visitor, another family’s admin and a branch admin', async () => {
    const roles = await familyWithRoles(t.app, t.context);
    const job = await importFile(t, roles.family.familyId, familyFile, roles.adminToken);
    expect(job.status).toBe('done');
    const decisions = JSON.stringify({ P10: null });
    for (const query of ['', 'dryRun=true']) {
      await refusedWith(send(roles.family.familyId, undefined, decisions, query), 401);
      await refusedWith(send(roles.family.familyId, roles.branchToken, decisions, query), 403);
      const other = await send(roles.family.familyId, roles.otherAdminToken, decisions, query);
      expect([403, 404]).toContain(other.statusCode);
    }
  });

  it('refuses bad decisions (400, field decisions)', async () => {
    const other = await existingFamily();
    const bad = [
      'not json',
      '[1, 2]',
      JSON.stringify({ P10: 'Thomas' }),
      JSON.stringify({ P99: ids.Thomas }),
      JSON.stringify({ P10: other.ids.Thomas }),
      JSON.stringify({ P10: 999_999_999 }),
      JSON.stringify({ P10: ids.Thomas, P12: ids.Thomas }),
    ];
    for (const decisions of bad)
      await refusedWith(send(family.familyId, token, decisions), 400, 'decisions');
  });
});
