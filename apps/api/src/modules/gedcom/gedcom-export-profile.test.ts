import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { imageUrl } from '@familytree/shared';
import {
  aboutBody,
  fillProfile,
  profileApi,
  secrets,
  uploadImage,
} from '../profiles/profiles.test-helpers.js';
import { addPerson, marry } from '../tree/tree.test-helpers.js';
import { featureFile } from './gedcom.fixture.js';
import { exportFile, importFile } from './gedcom.test-helpers.js';

// Issue 13, "can always take it out": what a family typed into profiles leaves in the file, and
// an imported event leaves as it came only while the family has not changed or deleted it.

let t: TestContext;
let typed: TestFamily;
let typedToken: string;
let personId: number;

beforeAll(async () => {
  t = await createTestContext();
  typed = await createFamily(t.context);
  typedToken = await login(t.app, typed.admin.email, testPassword);
  personId = await addPerson(t.context, typed.familyId, { first: 'Someone', last: 'Typed' });
  const api = profileApi(t);
  await fillProfile(api, personId, typedToken);
  const about = aboutBody();
  const baptism = { ...about.timelineEventsList[0]!, title: 'Baptism', startDay: 3, detail: null };
  const res = await api.save(
    personId,
    'saveAbout',
    { ...about, timelineEventsList: [...about.timelineEventsList, baptism] },
    typedToken,
  );
  expect(res.statusCode, res.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

/** The lines of the person's INDI record, from its first line to the next record. */
function indi(file: string, first: string): string[] {
  const records = file.split(/\n(?=0 )/);
  const record = records.find((r) => / INDI\n/.test(r) && r.includes(`1 NAME ${first} `));
  expect(record, `no INDI for ${first}`).toBeDefined();
  return record!.split('\n');
}

/** The event starting with `head` and its sub-lines. */
function event(lines: string[], head: string): string[] {
  const at = lines.indexOf(head);
  expect(at, `no "${head}" in\n${lines.join('\n')}`).toBeGreaterThan(-1);
  const end = lines.findIndex((l, i) => i > at && l.startsWith('1 '));
  return lines.slice(at, end === -1 ? undefined : end);
}

describe('GEDCOM export of what was typed into the product', () => {
  it('writes work, education, residences, life events and addresses as GEDCOM events', async () => {
    const lines = indi(await exportFile(t, typed.familyId, typedToken), 'Anna Maria');
    expect(event(lines, '1 OCCU Engineer')).toEqual([
      '1 OCCU Engineer',
      '2 DATE FROM SEP 1985',
      '2 PLAC Davis',
      '2 AGNC Acme Works',
    ]);
    expect(event(lines, '1 EDUC BSc Physics')).toEqual([
      '1 EDUC BSc Physics',
      '2 DATE FROM JUN 1978 TO APR 1981',
      '2 AGNC Cochin University',
    ]);
    expect(lines).toContain('2 DATE FROM JAN 1980 TO JUN 1999');
    expect(lines).toContain('2 PLAC Goa, IN');
    expect(event(lines, '1 EVEN')).toEqual([
      '1 EVEN',
      '2 TYPE Born',
      '2 DATE 15 APR 1960',
      '2 NOTE At home.',
    ]);
    // A title the import gives a standard event goes back to its tag.
    expect(event(lines, '1 BAPM')).toEqual(['1 BAPM', '2 DATE 3 APR 1960']);
    expect(lines).toContain(`3 ADR1 ${secrets.street}`);
    expect(lines).toContain(`3 CITY ${secrets.city}`);
    expect(lines).toContain(`3 CITY ${secrets.permanentCity}`);
    expect(lines).toContain('2 TYPE Permanent address');
  });

  it('brings the same entries back when the file is imported into another family', async () => {
    const file = await exportFile(t, typed.familyId, typedToken);
    const other = await createFamily(t.context);
    const token = await login(t.app, other.admin.email, testPassword);
    expect((await importFile(t, other.familyId, file, token)).status).toBe('done');
    const { db } = t.context;
    const [anna] = await db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', other.familyId)
      .where('first_name', '=', 'Anna')
      .execute();
    const work = await db
      .selectFrom('work_history')
      .select(['role', 'company', 'location', 'start_month', 'start_year', 'end_year'])
      .where('person_id', '=', anna!.id)
      .execute();
    expect(work).toEqual([
      {
        role: 'Engineer',
        company: 'Acme Works',
        location: 'Davis',
        start_month: 9,
        start_year: 1985,
        end_year: null,
      },
    ]);
    const academic = await db
      .selectFrom('academic_history')
      .select(['course', 'college_university', 'start_year', 'end_month', 'end_year'])
      .where('person_id', '=', anna!.id)
      .execute();
    expect(academic).toEqual([
      {
        course: 'BSc Physics',
        college_university: 'Cochin University',
        start_year: 1978,
        end_month: 4,
        end_year: 1981,
      },
    ]);
    const address = await db
      .selectFrom('addresses')
      .select(['street_address', 'city', 'postal_code'])
      .where('person_id', '=', anna!.id)
      .execute();
    expect(address).toEqual([
      { street_address: secrets.street, city: secrets.city, postal_code: secrets.postalCode },
    ]);
  });
});

describe('GEDCOM export of imported events the family changed', () => {
  let family: TestFamily;
  let token: string;

  beforeAll(async () => {
    family = await createFamily(t.context);
    token = await login(t.app, family.admin.email, testPassword);
    expect((await importFile(t, family.familyId, featureFile, token)).status).toBe('done');
  });

  const john = async () =>
    (await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', family.familyId)
      .where('first_name', '=', 'John')
      .executeTakeFirstOrThrow())!.id;

  it('writes unchanged imported events as they came, with their own date phrases', async () => {
    const lines = indi(await exportFile(t, family.familyId, token), 'John');
    expect(event(lines, '1 OCCU Blacksmith')).toEqual([
      '1 OCCU Blacksmith',
      '2 DATE FROM 1870 TO 1890',
      '2 PLAC Salem',
    ]);
    expect(event(lines, '1 EDUC Grammar school')).toEqual(['1 EDUC Grammar school', '2 DATE 1860']);
    expect(lines.filter((l) => l === '1 RESI')).toHaveLength(1);
    expect(lines).toContain('2 DATE @#DJULIAN@ 5 JAN 1849');
  });

  it('writes an edited entry from the product and leaves out a deleted one', async () => {
    const id = await john();
    const { db } = t.context;
    await db
      .updateTable('work_history')
      .set({ role: 'Farrier' })
      .where('person_id', '=', id)
      .execute();
    await db
      .deleteFrom('life_events')
      .where('person_id', '=', id)
      .where('title', 'like', 'Emigration%')
      .execute();
    const lines = indi(await exportFile(t, family.familyId, token), 'John');
    expect(lines).not.toContain('1 OCCU Blacksmith');
    expect(event(lines, '1 OCCU Farrier')).toEqual([
      '1 OCCU Farrier',
      '2 DATE FROM 1870 TO 1890',
      '2 PLAC Salem',
    ]);
    expect(lines.some((l) => l.startsWith('1 EMIG'))).toBe(false);
    expect(lines).not.toContain('2 DATE @#DJULIAN@ 5 JAN 1849');
    // The residence with its address is unchanged: written once, as imported.
    expect(lines.filter((l) => l === '1 RESI')).toHaveLength(1);
    expect(lines).toContain('2 ADDR 12 Main Street');
    expect(event(lines, '1 EDUC Grammar school')).toEqual(['1 EDUC Grammar school', '2 DATE 1860']);
  });
});

describe('GEDCOM export of a marriage entered in the tree', () => {
  it('writes the marriage date and place on the family, and they come back as its MARR', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const husband = await addPerson(t.context, family.familyId, { first: 'Wed', last: 'Lock' });
    const wife = await addPerson(t.context, family.familyId, {
      first: 'Bride',
      last: 'Lock',
      gender: 'F',
    });
    await marry(t.context, family.familyId, husband, wife);
    await t.context.db
      .updateTable('unions')
      .set({ marriage_date: '2001-06-02', marriage_place: 'Leeds' })
      .where('person_id', '=', husband)
      .execute();
    const file = await exportFile(t, family.familyId, token);
    const fam = file.split(/\n(?=0 )/).find((r) => / FAM\n/.test(r))!;
    expect(fam.split('\n')).toEqual(
      expect.arrayContaining(['1 MARR', '2 DATE 2 JUN 2001', '2 PLAC Leeds']),
    );
    const again = await createFamily(t.context);
    const againToken = await login(t.app, again.admin.email, testPassword);
    await importFile(t, again.familyId, file, againToken);
    const marr = await t.context.db
      .selectFrom('gedcom_events')
      .select(['date_phrase', 'place'])
      .where('family_id', '=', again.familyId)
      .where('tag', '=', 'MARR')
      .execute();
    expect(marr).toEqual([{ date_phrase: '2 JUN 2001', place: 'Leeds' }]);
  });
});

describe('GEDCOM export of life-event photos', () => {
  it('writes a photo typed into the product as an OBJE with its URL, format and description', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const person = await addPerson(t.context, family.familyId, { first: 'Pic', last: 'Tured' });
    const photo = await uploadImage(t, token, family.domainName);
    const about = aboutBody();
    const wedding = {
      ...about.timelineEventsList[0]!,
      title: 'Wedding day',
      photo,
      photoDescription: 'On the church steps',
      detail: null,
    };
    const res = await profileApi(t).save(
      person,
      'saveAbout',
      { ...about, timelineEventsList: [wedding] },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const lines = indi(await exportFile(t, family.familyId, token), 'Pic');
    expect(event(lines, '1 EVEN')).toEqual([
      '1 EVEN',
      '2 TYPE Wedding day',
      '2 DATE 15 APR 1960',
      '2 OBJE',
      expect.stringMatching(new RegExp(`^3 FILE https?://[^/ ]+${imageUrl(photo)}$`)),
      '4 FORM jpg',
      '3 TITL On the church steps',
    ]);
  });

  it('writes a photo in GEDCOM 7.0 as a pointer under the event to an OBJE record', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const person = await addPerson(t.context, family.familyId, { first: 'Pic', last: 'Seven' });
    const photo = await uploadImage(t, token, family.domainName);
    const about = aboutBody();
    const wedding = { ...about.timelineEventsList[0]!, title: 'Wedding day', photo, detail: null };
    const res = await profileApi(t).save(
      person,
      'saveAbout',
      { ...about, timelineEventsList: [wedding] },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const file = await exportFile(t, family.familyId, token, 'version=7');
    const lines = indi(file, 'Pic');
    const link = event(lines, '1 EVEN').find((l) => l.startsWith('2 OBJE'));
    expect(link).toMatch(/^2 OBJE @M\d+@$/);
    const xref = link!.slice('2 OBJE '.length);
    const all = file.split(/\r?\n/);
    const at = all.indexOf(`0 ${xref} OBJE`);
    expect(at, 'the OBJE record').toBeGreaterThan(0);
    expect(all.slice(at + 1, at + 5)).toEqual([
      expect.stringMatching(new RegExp(`^1 FILE https?://[^/ ]+${imageUrl(photo)}$`)),
      '2 FORM image/jpeg',
      '3 MEDI PHOTO',
      '2 TITL Wedding day',
    ]);
    expect(all.filter((l) => l.includes(xref))).toHaveLength(2);
  });

  it('writes a photo added to an imported event under the event as it came', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    expect((await importFile(t, family.familyId, featureFile, token)).status).toBe('done');
    const photo = await uploadImage(t, token, family.domainName);
    await t.context.db
      .updateTable('life_events')
      .set({ photo })
      .where('family_id', '=', family.familyId)
      .where('title', '=', 'Christening')
      .execute();
    const lines = indi(await exportFile(t, family.familyId, token), 'John');
    expect(event(lines, '1 CHR')).toEqual([
      '1 CHR',
      '2 DATE ABT 1850',
      '2 PLAC Old North Church',
      '2 OBJE',
      expect.stringMatching(new RegExp(`^3 FILE https?://[^/ ]+${imageUrl(photo)}$`)),
      '4 FORM jpg',
      '3 TITL Christening',
    ]);
  });
});
