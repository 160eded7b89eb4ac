import type { GedcomJob } from '@familytree/shared';
import { expect } from 'vitest';
import {
  bearer,
  createFamily,
  login,
  snapshotTables,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { importFile, importUrl } from './gedcom.test-helpers.js';

/**
 * Issue 33, decision 0055: a file imported into a family that has persons. The family comes from
 * one file (a Kerala family); a cousin's file of the same family, with a variant and a typo in
 * the names, a birth date that differs, a death date the family lacks, an occupation, a source,
 * a new child and a new spouse, is matched to it, imported with the matches, and reverted.
 */

export const familyFile = `0 HEAD
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

export const cousinFile = `0 HEAD
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

/** The helpers of the tests of an import into an existing tree, on the test context `t` gives. */
export function existingTreeHelpers(t: () => TestContext) {
  /** A family made from the family's own file, its admin's token and its persons' ids by name. */
  async function existingFamily() {
    const family = await createFamily(t().context);
    const token = await login(t().app, family.admin.email, testPassword);
    const job = await importFile(t(), family.familyId, familyFile, token);
    expect(job.status, job.error ?? '').toBe('done');
    return { family, token, ids: await idsByName(family.familyId) };
  }

  async function idsByName(familyId: number): Promise<Record<string, number>> {
    const rows = await t()
      .context.db.selectFrom('persons')
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
    return t().app.inject({
      method: 'POST',
      url: importUrl(familyId, query),
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  };

  async function finished(familyId: number, token: string, jobId: string): Promise<GedcomJob> {
    for (;;) {
      const res = await t().app.inject({
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
    const all = JSON.parse(await snapshotTables(t().context.db)) as Record<
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
    t().context.db.selectFrom('persons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  return {
    existingFamily,
    idsByName,
    withDecisions,
    send,
    finished,
    importCousin,
    accepted,
    tables,
    person,
  };
}
