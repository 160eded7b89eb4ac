import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { addPerson, marry } from '../tree/tree.test-helpers.js';
import { searchNameOf } from '../data/person-name.js';
import { linksFile } from './gedcom.fixture.js';
import {
  expectClosed,
  exportFile,
  familyWithFile,
  importFile,
  recordsOf,
} from './gedcom.test-helpers.js';
import { familyKey } from './xrefs.js';

// Issue 13, a spouse linked from another family (a "guest") is a person of the exported file:
// one INDI with a FAMS for each of their families here, on whichever page of 1,000 persons
// each partner is written, and a re-import gives the same unions and children.

let t: TestContext;
let home: TestFamily;
let token: string;
let id: Record<string, number>;
let gwen: number;
let file: string;

/** A spouse's family of another family: a file of one person, with an event and a note. */
const awayFile = `0 HEAD
1 GEDC
2 VERS 5.5.1
2 FORM LINEAGE-LINKED
1 CHAR UTF-8
0 @P1@ INDI
1 NAME Gwen /Away/
1 SEX F
1 BIRT
2 DATE 2 FEB 1870
1 NOTE Gwen's own note
0 TRLR
`;

beforeAll(async () => {
  t = await createTestContext();
  ({ family: home, token, id } = await familyWithFile(t, linksFile));
  const away = await familyWithFile(t, awayFile);
  gwen = away.id.Gwen!;
  // Gwen marries Gus (of the first page of 1,000 persons) and, later, Late (of the second).
  await marry(t.context, home.familyId, id.Gus!, gwen);
  const now = new Date().toISOString();
  await t.context.db
    .insertInto('persons')
    .values(
      Array.from({ length: 1000 }, (_, i) => ({
        family_id: home.familyId,
        first_name: `Filler${i}`,
        last_name: 'Page',
        gender: 'U',
        search_name: searchNameOf({ first_name: `Filler${i}`, last_name: 'Page' }),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  id.Late = await addPerson(t.context, home.familyId, { first: 'Late', last: 'Page' });
  await marry(t.context, home.familyId, id.Late, gwen);
  id.Kid = await addPerson(t.context, home.familyId, {
    first: 'Kid',
    last: 'Page',
    father: id.Late,
    mother: gwen,
    order: 1,
  });
  file = await exportFile(t, home.familyId, token);
});

afterAll(async () => {
  await t?.close();
});

const recordNamed = (text: string, xref: string) =>
  recordsOf(text).filter((r) => r[0]!.startsWith(`0 @${xref}@ `));

describe('GEDCOM export of a spouse linked from another family', () => {
  it('writes the guest once, with a FAMS for each family, each FAM pointing back', () => {
    const guest = recordNamed(file, `I${gwen}`);
    expect(guest).toHaveLength(1);
    expect(guest[0]!.slice(0, 2)).toEqual([`0 @I${gwen}@ INDI`, '1 NAME Gwen /Away/']);
    const first = familyKey(id.Gus!, gwen);
    const second = familyKey(id.Late!, gwen);
    expect(guest[0]!.filter((l) => l.startsWith('1 FAMS'))).toEqual([
      `1 FAMS @${first}@`,
      `1 FAMS @${second}@`,
    ]);
    expect(recordNamed(file, first)[0]).toEqual([
      `0 @${first}@ FAM`,
      `1 HUSB @I${id.Gus}@`,
      `1 WIFE @I${gwen}@`,
    ]);
    expect(recordNamed(file, second)[0]).toEqual([
      `0 @${second}@ FAM`,
      `1 HUSB @I${id.Late}@`,
      `1 WIFE @I${gwen}@`,
      `1 CHIL @I${id.Kid}@`,
    ]);
  });

  it('keeps Gus’s family of one partner apart, and every pointer defined once', () => {
    const lone = recordNamed(file, familyKey(id.Gus!, null))[0]!;
    expect(lone).toContain(`1 HUSB @I${id.Gus}@`);
    expect(lone).toContain('1 _STAT Widowed');
    const gus = recordNamed(file, `I${id.Gus}`)[0]!;
    expect(gus.filter((l) => l.startsWith('1 FAMS'))).toEqual([
      `1 FAMS @${familyKey(id.Gus!, gwen)}@`,
      `1 FAMS @${familyKey(id.Gus!, null)}@`,
    ]);
    expectClosed(file);
  });

  it('gives the guest’s unions and child back when the file is imported', async () => {
    const again = await createFamily(t.context);
    const againToken = await login(t.app, again.admin.email, testPassword);
    const job = await importFile(t, again.familyId, file, againToken);
    expect(job.status, job.error ?? '').toBe('done');
    const persons = await t.context.db
      .selectFrom('persons')
      .select(['id', 'first_name', 'father_id', 'mother_id'])
      .where('family_id', '=', again.familyId)
      .where('first_name', 'in', ['Gwen', 'Gus', 'Late', 'Kid'])
      .execute();
    const by = Object.fromEntries(persons.map((p) => [p.first_name, p]));
    expect(Object.keys(by).sort()).toEqual(['Gus', 'Gwen', 'Kid', 'Late']);
    expect(by.Kid).toMatchObject({ father_id: by.Late!.id, mother_id: by.Gwen!.id });
    const unions = await t.context.db
      .selectFrom('unions')
      .select(['person_id', 'spouse_id'])
      .where('family_id', '=', again.familyId)
      .where((eb) => eb.or([eb('person_id', '=', by.Gwen!.id), eb('spouse_id', '=', by.Gwen!.id)]))
      .execute();
    const partners = unions.map((u) => (u.person_id === by.Gwen!.id ? u.spouse_id : u.person_id));
    expect(partners.sort((a, b) => a - b)).toEqual([by.Gus!.id, by.Late!.id].sort((a, b) => a - b));
  });
});
