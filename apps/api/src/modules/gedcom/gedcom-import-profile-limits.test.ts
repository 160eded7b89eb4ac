import { academicSchema, limits, workSchema } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { importFile } from './gedcom.test-helpers.js';
import { profileLimits } from './profile-limits.js';

// Issue 28, item 2: the texts an import writes into the profile sections obey the limits of the
// forms that write the same sections, and each cut is a warning naming the person and the field.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

const over = (max: number, letter: string) => letter.repeat(max + 50);

describe('profile section texts of an import', () => {
  it('are derived from the forms’ schemas', () => {
    // The limits are read from the shared schemas, not retyped: a form's value is the import's.
    expect(profileLimits.workRole).toBe(workSchema.shape.role.maxLength);
    expect(profileLimits.academicCourse).toBe(academicSchema.shape.course.maxLength);
    expect(profileLimits.lifeEventTitle).toBe(limits.lifeEventTitleMax);
    expect(Object.values(profileLimits).every((max) => Number.isInteger(max) && max > 0)).toBe(
      true,
    );
  });

  it('are cut to the lengths the forms allow, each cut named in a warning (red first)', async () => {
    const family = await createFamily(t.context);
    const token = await login(t.app, family.admin.email, testPassword);
    const L = profileLimits;
    const file = [
      '0 HEAD',
      '1 GEDC',
      '2 VERS 5.5.1',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '1 NAME Ada /Long/',
      `1 OCCU ${over(L.workRole, 'r')}`,
      `2 AGNC ${over(L.workCompany, 'c')}`,
      `2 PLAC ${over(L.workLocation, 'l')}`,
      `1 EDUC ${over(L.academicCourse, 'e')}`,
      `2 AGNC ${over(L.academicCollege, 'u')}`,
      '1 RESI',
      '2 DATE 1900',
      `2 PLAC ${over(L.timelineState, 's')}`,
      `2 ADDR ${over(L.addressStreet, 'a')}`,
      `3 CITY ${over(L.addressCity, 'y')}`,
      `3 STAE ${over(L.addressState, 't')}`,
      `3 POST ${over(L.addressPostalCode, '9')}`,
      '1 EVEN',
      `2 TYPE ${over(L.lifeEventTitle, 'x')}`,
      '1 CENS',
      '2 DATE 1910',
      `2 PLAC ${over(L.lifeEventDetail, 'p')}`,
      '0 TRLR',
    ].join('\n');
    const job = await importFile(t, family.familyId, file, token);
    expect(job.status, job.error ?? '').toBe('done');
    const { db } = t.context;
    const where = ['family_id', '=', family.familyId] as const;
    const work = await db
      .selectFrom('work_history')
      .selectAll()
      .where(...where)
      .execute();
    const academic = await db
      .selectFrom('academic_history')
      .selectAll()
      .where(...where)
      .execute();
    const timeline = await db
      .selectFrom('living_timeline')
      .selectAll()
      .where(...where)
      .execute();
    const addresses = await db
      .selectFrom('addresses')
      .selectAll()
      .where(...where)
      .execute();
    const life = await db
      .selectFrom('life_events')
      .selectAll()
      .where(...where)
      .orderBy('position')
      .execute();
    expect(work[0]!.role).toHaveLength(L.workRole);
    expect(work[0]!.company).toHaveLength(L.workCompany);
    expect(work[0]!.location).toHaveLength(L.workLocation);
    expect(academic[0]!.course).toHaveLength(L.academicCourse);
    expect(academic[0]!.college_university).toHaveLength(L.academicCollege);
    expect(timeline[0]!.state).toHaveLength(L.timelineState);
    expect(addresses[0]!.street_address).toHaveLength(L.addressStreet);
    expect(addresses[0]!.city).toHaveLength(L.addressCity);
    expect(addresses[0]!.state).toHaveLength(L.addressState);
    expect(addresses[0]!.postal_code).toHaveLength(L.addressPostalCode);
    expect(life[0]!.title).toHaveLength(L.lifeEventTitle);
    expect(life[1]!.detail).toHaveLength(L.lifeEventDetail);
    expect(life[1]!.detail!.startsWith('1910, ppp')).toBe(true);

    const messages = job.warnings.map((w) => w.message);
    const cuts: [string, number][] = [
      ['work role', L.workRole],
      ['work company', L.workCompany],
      ['work location', L.workLocation],
      ['course', L.academicCourse],
      ['college or university', L.academicCollege],
      ['residence place', L.timelineState],
      ['street', L.addressStreet],
      ['city', L.addressCity],
      ['state', L.addressState],
      ['postal code', L.addressPostalCode],
      ['life event title', L.lifeEventTitle],
      ['life event detail', L.lifeEventDetail],
    ];
    for (const [label, max] of cuts)
      expect(messages).toContain(
        `The ${label} of Ada Long (line 5) is longer than ${max} characters: cut to fit`,
      );

    // The event's own text stays whole in gedcom_events, so that the export round-trips.
    const kept = await db
      .selectFrom('gedcom_events')
      .select('place')
      .where(...where)
      .execute();
    expect(kept.map((e) => e.place?.length ?? 0)).toContain(L.lifeEventDetail + 50);
  }, 120_000);
});
