import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressContact, BasicDetails, EducationProfession } from '@familytree/shared';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import {
  aboutBody,
  basicBody,
  buildProfileWorld,
  closeTestContext,
  contactBody,
  educationBody,
  expectInvalid,
  expectUnchanged,
  profileApi,
  thisYear,
  type ProfileWorld,
  type SaveName,
} from './profiles.test-helpers.js';

/**
 * Every rule of spec part 5 ("Basic details", "Timeline, academic and work entries", "Life
 * events", "Choices") and of design.md's dates: a 400 naming the field with the spec's message,
 * and nothing stored changed.
 */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

const m = {
  required: 'This field is required',
  phone: 'Must be 10 to 15 digits',
  email: 'Enter valid Email',
  endBeforeStart: 'End date must be after start date',
  yearTooEarly: 'Choose a year from 1950',
  yearInFuture: 'The year cannot be in the future',
  month: 'Choose a month',
  day: 'Choose a day',
  noSuchDate: 'This date does not exist',
};
const nextYear = thisYear + 1;

async function refuse(what: SaveName, body: unknown, fields: Record<string, string>) {
  const res = await expectUnchanged(t, w, w.ids.a, () =>
    api.save(w.ids.a, what, body, w.tokens.admin),
  );
  for (const [field, message] of Object.entries(fields)) expectInvalid(res, field, message);
  // The message of the answer is the first field's message.
  expect(res.json().message).toBe(Object.values(fields)[0]);
}

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  // A filled profile, so that a partial write would show.
  for (const [what, body] of [
    ['saveBasicDetails', basicBody()],
    ['saveAddressContact', contactBody()],
    ['saveEducationProfession', educationBody()],
    ['saveAbout', aboutBody()],
  ] as const) {
    const res = await api.save(w.ids.a, what, body, w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => closeTestContext(t));

describe('basic details', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ['a missing first name', { firstName: undefined }, { firstName: m.required }],
    ['an empty first name', { firstName: '' }, { firstName: m.required }],
    ['a blank first name', { firstName: '   ' }, { firstName: m.required }],
    ['a null last name', { lastName: null }, { lastName: m.required }],
    ['an empty last name', { lastName: '' }, { lastName: m.required }],
    [
      'both names empty',
      { firstName: '', lastName: '' },
      { firstName: m.required, lastName: m.required },
    ],
    ['no gender', { gender: undefined }, { gender: m.required }],
    ['a gender other than M or F', { gender: 'X' }, { gender: m.required }],
    ['no living status', { livingStatus: undefined }, { livingStatus: m.required }],
    [
      'a date of birth in the future',
      { dateOfBirth: `${nextYear}-01-01` },
      { dateOfBirth: 'The date of birth cannot be in the future' },
    ],
    [
      'a date of death in the future',
      { livingStatus: false, dateOfDeath: `${nextYear}-06-30` },
      { dateOfDeath: 'The date of death cannot be in the future' },
    ],
    [
      'a date of death before the date of birth',
      { livingStatus: false, dateOfBirth: '1960-04-15', dateOfDeath: '1960-04-14' },
      { dateOfDeath: 'The date of death cannot be before the date of birth' },
    ],
    ['29/02 of a common year', { dateOfBirth: '2001-02-29' }, { dateOfBirth: m.noSuchDate }],
    ['31/04', { dateOfBirth: '1999-04-31' }, { dateOfBirth: m.noSuchDate }],
    ['month 13', { dateOfBirth: '1999-13-01' }, { dateOfBirth: m.noSuchDate }],
    [
      'an impossible date of death',
      { livingStatus: false, dateOfDeath: '2010-02-30' },
      { dateOfDeath: m.noSuchDate },
    ],
    [
      'a date not in YYYY-MM-DD',
      { dateOfBirth: '15/04/1960' },
      { dateOfBirth: 'Use the date format YYYY-MM-DD' },
    ],
    [
      'a country of birth that is not a code',
      { countryOfBirth: 'India' },
      { countryOfBirth: 'Choose a country' },
    ],
  ];
  it.each(cases)('refuses %s', async (_name, overrides, fields) => {
    await refuse('saveBasicDetails', { ...basicBody(), ...overrides } as BasicDetails, fields);
  });

  it('accepts a date of death on the day of birth and a date of birth before 1950', async () => {
    const res = await api.save(
      w.ids.b,
      'saveBasicDetails',
      basicBody({
        firstName: 'Bert',
        gender: 'M',
        dateOfBirth: '1921-03-03',
        livingStatus: false,
        dateOfDeath: '1921-03-03',
      }),
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['"text"', '[1,2]', 'null']) {
      const res = await expectUnchanged(t, w, w.ids.a, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/member/${w.ids.a}/saveBasicDetails`,
          payload,
          headers: { ...bearer(w.tokens.admin), 'content-type': 'application/json' },
        }),
      );
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('phone and email', () => {
  const cases: Array<[string, Partial<AddressContact>, Record<string, string>]> = [
    ['9 digits', { phoneNumber: '987654321' }, { phoneNumber: m.phone }],
    ['16 digits', { phoneNumber: '9876543210123456' }, { phoneNumber: m.phone }],
    ['letters', { phoneNumber: '98765abc10' }, { phoneNumber: m.phone }],
    ['the dial code in the number', { phoneNumber: '+919876543210' }, { phoneNumber: m.phone }],
    ['spaces in the number', { phoneNumber: '98765 43210' }, { phoneNumber: m.phone }],
    ['an email without @', { email: 'anna.example.org' }, { email: m.email }],
    ['an email without a domain', { email: 'anna@' }, { email: m.email }],
    ['an email with spaces', { email: 'an na@example.org' }, { email: m.email }],
  ];
  it.each(cases)('refuses %s', async (_name, overrides, fields) => {
    await refuse('saveAddressContact', contactBody(overrides), fields);
  });
});

describe('month ranges of the living timeline, academic and work entries', () => {
  const range = (startMonth: number, startYear: number, endMonth: number, endYear: number) => ({
    startMonth,
    startYear,
    endMonth,
    endYear,
  });
  const timeline = (r: object): Partial<AddressContact> => ({
    livingTimelineList: [
      { country: 'IN', ...range(1, 2000, 1, 2001) },
      { country: 'IN', ...r },
    ],
  });
  const academic = (r: object): Partial<EducationProfession> => ({
    academicHistoryList: [{ course: 'C', collegeUniversity: 'U', ...r }],
  });
  const work = (r: object): Partial<EducationProfession> => ({
    workHistoryList: [{ role: 'R', company: 'C', ...r }],
  });
  const cases: Array<[string, SaveName, object, Record<string, string>]> = [
    [
      'timeline: an end year before the start',
      'saveAddressContact',
      contactBody(timeline(range(5, 2001, 6, 2000))),
      { 'livingTimelineList.1.endYear': m.endBeforeStart },
    ],
    [
      'timeline: an end month before the start in the same year',
      'saveAddressContact',
      contactBody(timeline(range(5, 2001, 4, 2001))),
      { 'livingTimelineList.1.endYear': m.endBeforeStart },
    ],
    [
      'timeline: a year before 1950',
      'saveAddressContact',
      contactBody(timeline({ startYear: 1949 })),
      { 'livingTimelineList.1.startYear': m.yearTooEarly },
    ],
    [
      'timeline: a year in the future',
      'saveAddressContact',
      contactBody(timeline({ startYear: 2000, endYear: nextYear })),
      { 'livingTimelineList.1.endYear': m.yearInFuture },
    ],
    [
      'timeline: month 0',
      'saveAddressContact',
      contactBody(timeline({ startMonth: 0, startYear: 2000 })),
      { 'livingTimelineList.1.startMonth': m.month },
    ],
    [
      'timeline: month 13',
      'saveAddressContact',
      contactBody(timeline({ endMonth: 13, endYear: 2000 })),
      { 'livingTimelineList.1.endMonth': m.month },
    ],
    [
      'academic: an end before the start',
      'saveEducationProfession',
      educationBody(academic(range(9, 1990, 8, 1990))),
      { 'academicHistoryList.0.endYear': m.endBeforeStart },
    ],
    [
      'academic: a year before 1950',
      'saveEducationProfession',
      educationBody(academic({ startYear: 1900 })),
      { 'academicHistoryList.0.startYear': m.yearTooEarly },
    ],
    [
      'academic: month 13',
      'saveEducationProfession',
      educationBody(academic({ startMonth: 13, startYear: 1990 })),
      { 'academicHistoryList.0.startMonth': m.month },
    ],
    [
      'work: an end before the start',
      'saveEducationProfession',
      educationBody(work(range(1, 2010, 12, 2009))),
      { 'workHistoryList.0.endYear': m.endBeforeStart },
    ],
    [
      'work: a year in the future',
      'saveEducationProfession',
      educationBody(work({ startYear: nextYear })),
      { 'workHistoryList.0.startYear': m.yearInFuture },
    ],
    [
      'work: month 0',
      'saveEducationProfession',
      educationBody(work({ endMonth: 0, endYear: 2000 })),
      { 'workHistoryList.0.endMonth': m.month },
    ],
  ];
  it.each(cases)('refuses %s', async (_name, what, body, fields) => {
    await refuse(what, body, fields);
  });

  it('accepts an end equal to the start, open ends and the years 1950 and this year', async () => {
    const res = await api.save(
      w.ids.b,
      'saveEducationProfession',
      educationBody({
        academicHistoryList: [{ course: 'C', collegeUniversity: 'U', ...range(6, 1950, 6, 1950) }],
        workHistoryList: [
          { role: 'R', company: 'C', startMonth: 12, startYear: thisYear },
          // Without an end month, a later end year is enough (issue 17: an earlier one is refused).
          { role: 'R', company: 'C', startMonth: 5, startYear: 2000, endYear: 2001 },
        ],
      }),
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('life event dates', () => {
  const cases: Array<[string, object, Record<string, string>]> = [
    [
      'a year before 1950',
      { startYear: 1949 },
      { 'timelineEventsList.0.startYear': m.yearTooEarly },
    ],
    [
      'a year in the future',
      { endYear: nextYear },
      { 'timelineEventsList.0.endYear': m.yearInFuture },
    ],
    ['month 0', { startMonth: 0, startYear: 2000 }, { 'timelineEventsList.0.startMonth': m.month }],
    ['month 13', { endMonth: 13, endYear: 2000 }, { 'timelineEventsList.0.endMonth': m.month }],
    [
      'day 0',
      { startDay: 0, startMonth: 1, startYear: 2000 },
      { 'timelineEventsList.0.startDay': m.day },
    ],
    [
      'day 32',
      { endDay: 32, endMonth: 1, endYear: 2000 },
      { 'timelineEventsList.0.endDay': m.day },
    ],
    [
      'an end before the start',
      { startYear: 2000, endYear: 1999 },
      { 'timelineEventsList.0.endYear': m.endBeforeStart },
    ],
  ];
  it.each(cases)('refuses %s', async (_name, dates, fields) => {
    await refuse(
      'saveAbout',
      { about: '', timelineEventsList: [{ title: 'E', ...dates }] },
      fields,
    );
  });
});
