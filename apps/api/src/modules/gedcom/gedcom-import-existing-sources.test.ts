import { apiPaths, type ChangePage } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import { exportFile, importUrl } from './gedcom.test-helpers.js';
import { cousinFile, existingTreeHelpers } from './gedcom-import-existing.fixture.js';

/**
 * Issue 33: "conflicts are kept as alternatives (both dates, with their sources)". The cousin's
 * file cites a birth date and a death date that differ from the family's: each source stays with
 * the date it supports, as an alternative event of the matched person, not on the family's date.
 */

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t?.close());

const { existingFamily, withDecisions, finished, accepted, tables, person } = existingTreeHelpers(
  () => t,
);

/** The cousin's file with sources on Joseph's differing birth and Thomas's differing death. */
const citedFile = cousinFile
  .replace(
    '2 DATE 7 JUN 1951\n2 PLAC Kottayam, Kerala, India\n',
    '2 DATE 7 JUN 1951\n2 PLAC Kottayam, Kerala, India\n2 SOUR @S1@\n3 PAGE Baptisms 1951, folio 3\n',
  )
  .replace(
    '1 OCCU Farmer\n',
    '1 OCCU Farmer\n2 SOUR @S1@\n3 PAGE Census 1951\n1 DEAT\n2 DATE 1991\n2 SOUR @S1@\n3 PAGE Burials 1991\n',
  );

async function importCited(familyId: number, token: string, decisions: object) {
  const { payload, headers } = withDecisions(citedFile, JSON.stringify(decisions));
  const res = await t.app.inject({
    method: 'POST',
    url: importUrl(familyId),
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(202);
  const job = await finished(familyId, token, res.json<{ jobId: string }>().jobId);
  expect(job.status, job.error ?? '').toBe('done');
}

const citationOf = (page: string) =>
  t.context.db
    .selectFrom('citations')
    .selectAll()
    .where('page', '=', page)
    .executeTakeFirstOrThrow();
const eventOf = (id: number) =>
  t.context.db
    .selectFrom('gedcom_events')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the sources of a matched person whose dates conflict', () => {
  it('stay with the dates they support, as alternative events, and the revert restores all', async () => {
    const { family, token, ids } = await existingFamily();
    const before = await tables();
    await importCited(family.familyId, token, accepted(ids));

    // The family's dates stand.
    expect((await person(ids.Joseph!)).date_of_birth).toBe('1950-06-05');
    // A year alone is no product date: Thomas's death of 1990 is his first DEAT event's.
    expect((await person(ids.Thomas!)).date_of_death).toBeNull();

    // Joseph's baptism of 1951 cites the 1951 birth, an event of his own, not his birth fact.
    const baptism = await citationOf('Baptisms 1951, folio 3');
    expect(baptism).toMatchObject({ person_id: ids.Joseph, fact: null });
    expect(await eventOf(baptism.event_id!)).toMatchObject({
      person_id: ids.Joseph,
      tag: 'BIRT',
      date_phrase: '7 JUN 1951',
    });
    // Thomas's burial of 1991 likewise: the death of 1991.
    const burial = await citationOf('Burials 1991');
    expect(burial).toMatchObject({ person_id: ids.Thomas, fact: null });
    expect(await eventOf(burial.event_id!)).toMatchObject({
      person_id: ids.Thomas,
      tag: 'DEAT',
      date_phrase: '1991',
    });
    // A source of the same date stays on the fact; one of another event stays with that event.
    expect(await citationOf('Baptisms 1920, folio 12')).toMatchObject({
      person_id: ids.Thomas,
      fact: 'birth',
      event_id: null,
    });
    const census = await citationOf('Census 1951');
    expect(await eventOf(census.event_id!)).toMatchObject({ person_id: ids.Thomas, tag: 'OCCU' });

    // The export writes the family's date first, then the alternative with its source.
    const exported = await exportFile(t, family.familyId, token);
    const joseph = exported.slice(exported.indexOf('1 NAME Joseph /Kurian/'));
    const record = joseph.slice(0, joseph.indexOf('\n0 '));
    const births = record.split('\n1 BIRT').slice(1);
    const deaths = exported
      .slice(exported.indexOf('1 NAME Thomas /Kurian/'))
      .split('\n0 ')[0]!
      .split('\n1 DEAT')
      .slice(1);
    expect(deaths.map((d) => d.split('\n1 ')[0])).toEqual([
      '\n2 DATE 1990',
      expect.stringMatching(/^\n2 DATE 1991\n2 SOUR @S\d+@\n3 PAGE Burials 1991/),
    ]);
    expect(births).toHaveLength(2);
    expect(births[0]).toContain('2 DATE 5 JUN 1950');
    expect(births[0]).not.toContain('Baptisms 1951');
    expect(births[1]).toContain('2 DATE 7 JUN 1951');
    expect(births[1]).toContain('Baptisms 1951, folio 3');

    const history = (
      await t.app.inject({
        method: 'GET',
        url: `${apiPaths.familyHistory(family.familyId)}?pageSize=100`,
        headers: bearer(token),
      })
    ).json<ChangePage>().items;
    const record33 = history.find((r) => r.action === 'gedcom.import')!;
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(family.familyId, record33.id),
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await tables()).toEqual(before);
  });
});
