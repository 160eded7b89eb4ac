import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressContact, MemberProfile } from '@familytree/shared';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import {
  buildProfileWorld,
  closeTestContext,
  contactBody,
  educationBody,
  expectInvalid,
  expectUnchanged,
  profileApi,
  profileRows,
  type ProfileWorld,
} from './profiles.test-helpers.js';

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

const saveContact = (body: unknown, id = w.ids.a) =>
  api.save(id, 'saveAddressContact', body, w.tokens.admin);

/** A refused address-and-contact save: 400 naming the field, nothing stored changed. */
async function refuseContact(body: AddressContact, field: string, message: string) {
  const res = await expectUnchanged(t, w, w.ids.a, () => saveContact(body));
  expectInvalid(res, field, message);
}

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
});
afterAll(() => closeTestContext(t));

describe('saveAddressContact', () => {
  it('saves both address types, phone, email, the three social links and the living timeline', async () => {
    const res = await saveContact(contactBody());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<MemberProfile>();
    expect(saved.addressList).toEqual(contactBody().addressList);
    expect(saved.personDetail).toMatchObject({
      phoneCountryCode: '+91',
      phoneNumber: '9876543210',
      email: 'anna.person@example.org',
    });
    expect(saved.socialMediaLinkList).toEqual([
      { socialMedia: 'Facebook', link: 'https://facebook.com/anna' },
      { socialMedia: 'Instagram', link: 'https://instagram.com/anna' },
      { socialMedia: 'LinkedIn', link: 'https://www.linkedin.com/in/anna' },
    ]);
    expect(saved.livingTimelineList).toEqual([
      {
        startMonth: 1,
        startYear: 1980,
        endMonth: 6,
        endYear: 1999,
        country: 'IN',
        state: 'Goa',
        isDeleted: false,
      },
      {
        startMonth: 7,
        startYear: 1999,
        endMonth: null,
        endYear: null,
        country: 'US',
        state: null,
        isDeleted: false,
      },
    ]);
    expect((await api.profile(w.ids.a, w.tokens.admin)).json()).toEqual(saved);
    const rows = await profileRows(t, w.ids.a);
    expect(rows.addresses).toHaveLength(2);
    expect(rows.social).toHaveLength(3);
    expect(rows.timeline.map((r) => r.position)).toEqual([1, 2]);
  });

  it('drops timeline entries marked isDeleted (their data is not checked) and keeps the order', async () => {
    const res = await saveContact(
      contactBody({
        livingTimelineList: [
          { startMonth: 2, startYear: 1970, endMonth: 3, endYear: 1975, country: 'IN' },
          {
            startMonth: 1,
            startYear: 1976,
            endMonth: 1,
            endYear: 1977,
            country: 'QQ',
            state: 'Nowhere',
            isDeleted: true,
          },
          { startMonth: 4, startYear: 1978, country: 'US', state: 'Texas', isDeleted: false },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json<MemberProfile>().livingTimelineList.map((e) => [e.startYear, e.country, e.state]),
    ).toEqual([
      [1970, 'IN', null],
      [1978, 'US', 'Texas'],
    ]);
    expect((await profileRows(t, w.ids.a)).timeline.map((r) => [r.position, r.start_year])).toEqual(
      [
        [1, 1970],
        [2, 1978],
      ],
    );
  });

  it('replaces the lists and clears an empty phone and email (with the dial code)', async () => {
    const res = await saveContact({
      addressList: [{ addressType: 'PERMANENT_ADDRESS', country: 'US', state: 'California' }],
      phoneCountryCode: '+1',
      phoneNumber: '',
      email: '',
      socialMediaLinkList: [{ socialMedia: 'LinkedIn', link: 'https://linkedin.com/in/x' }],
      livingTimelineList: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<MemberProfile>();
    expect(saved.addressList).toEqual([
      {
        addressType: 'PERMANENT_ADDRESS',
        streetAddress: null,
        city: null,
        country: 'US',
        state: 'California',
        postalCode: null,
      },
    ]);
    expect(saved.personDetail).toMatchObject({
      phoneCountryCode: null,
      phoneNumber: null,
      email: null,
    });
    expect(saved.socialMediaLinkList).toHaveLength(1);
    expect(saved.livingTimelineList).toEqual([]);
    const rows = await profileRows(t, w.ids.a);
    expect([rows.addresses.length, rows.social.length, rows.timeline.length]).toEqual([1, 1, 0]);
  });

  it('accepts the dial codes of the static data, with a phone of 10 to 15 digits', async () => {
    for (const [dial, phone] of [
      ['+1', '4155550123'],
      ['+44', '447911123456789'],
    ]) {
      const res = await saveContact(contactBody({ phoneCountryCode: dial, phoneNumber: phone }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<MemberProfile>().personDetail).toMatchObject({
        phoneCountryCode: dial,
        phoneNumber: phone,
      });
    }
  });

  it('refuses the same address type twice', async () => {
    const [current] = contactBody().addressList;
    await refuseContact(
      contactBody({ addressList: [current!, { ...current!, city: 'Fresno' }] }),
      'addressList',
      'Give each address type once',
    );
  });

  it('refuses an address type that does not exist', async () => {
    const [current] = contactBody().addressList;
    const body = contactBody({
      addressList: [{ ...current!, addressType: 'HOLIDAY_HOME' as 'CURRENT_ADDRESS' }],
    });
    const res = await expectUnchanged(t, w, w.ids.a, () => saveContact(body));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['addressList.0.addressType']);
  });

  it('refuses an unknown country and a state that is not of the country', async () => {
    const [current, permanent] = contactBody().addressList;
    await refuseContact(
      contactBody({ addressList: [current!, { ...permanent!, country: 'QQ', state: null }] }),
      'addressList.1.country',
      'Choose a country',
    );
    await refuseContact(
      contactBody({ addressList: [{ ...current!, state: 'Kerala' }] }),
      'addressList.0.state',
      'Choose a state of the country',
    );
    await refuseContact(
      contactBody({ addressList: [{ ...current!, country: null, state: 'California' }] }),
      'addressList.0.state',
      'Choose a state of the country',
    );
    await refuseContact(
      contactBody({ livingTimelineList: [{ startYear: 1990, country: 'ZZ' }] }),
      'livingTimelineList.0.country',
      'Choose a country',
    );
    await refuseContact(
      contactBody({ livingTimelineList: [{ startYear: 1990, country: 'IN', state: 'Texas' }] }),
      'livingTimelineList.0.state',
      'Choose a state of the country',
    );
  });

  it('refuses a dial code that is not in the static data or not a dial code', async () => {
    for (const dial of ['+999', '91', 'abc']) {
      await refuseContact(
        contactBody({ phoneCountryCode: dial }),
        'phoneCountryCode',
        'Choose a country code',
      );
    }
  });

  it('refuses a social network other than the three, and links that are not web addresses', async () => {
    const res = await expectUnchanged(t, w, w.ids.a, () =>
      saveContact(
        contactBody({
          socialMediaLinkList: [
            { socialMedia: 'Twitter' as 'Facebook', link: 'https://twitter.com/x' },
          ],
        }),
      ),
    );
    expectInvalid(
      res,
      'socialMediaLinkList.0.socialMedia',
      'Choose Facebook, Instagram or LinkedIn',
    );
    for (const link of ['javascript:alert(1)', 'ftp://example.org/x', 'not a link']) {
      await refuseContact(
        contactBody({ socialMediaLinkList: [{ socialMedia: 'Facebook', link }] }),
        'socialMediaLinkList.0.link',
        'Enter a web address starting with https://',
      );
    }
  });
});

describe('saveEducationProfession', () => {
  it('saves academic and work entries in order, with the privacy of each section', async () => {
    const body = educationBody({
      academicHistoryList: [
        { course: 'BSc', collegeUniversity: 'College One', startYear: 1978, endYear: 1981 },
        {
          course: 'MSc',
          collegeUniversity: 'College Two',
          startMonth: 6,
          startYear: 1981,
          endMonth: 6,
          endYear: 1981,
        },
      ],
      privacy: { education: 1, workHistory: 0 },
    });
    const res = await api.save(w.ids.a, 'saveEducationProfession', body, w.tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<MemberProfile>();
    expect(saved.privacy).toEqual({ education: 1, workHistory: 0 });
    expect(saved.academicHistoryList).toEqual([
      {
        course: 'BSc',
        collegeUniversity: 'College One',
        startMonth: null,
        startYear: 1978,
        endMonth: null,
        endYear: 1981,
      },
      {
        course: 'MSc',
        collegeUniversity: 'College Two',
        startMonth: 6,
        startYear: 1981,
        endMonth: 6,
        endYear: 1981,
      },
    ]);
    expect(saved.workHistoryList).toEqual([
      {
        role: 'Engineer',
        company: 'Acme Works',
        location: 'Davis',
        startMonth: 9,
        startYear: 1985,
        endMonth: null,
        endYear: null,
      },
    ]);
    expect((await api.profile(w.ids.a, w.tokens.admin)).json()).toEqual(saved);
    expect(
      await t.context.db
        .selectFrom('persons')
        .select(['privacy_education', 'privacy_work'])
        .where('id', '=', w.ids.a)
        .executeTakeFirstOrThrow(),
    ).toEqual({ privacy_education: 1, privacy_work: 0 });
  });

  it('replaces the entries with empty lists', async () => {
    const res = await api.save(
      w.ids.a,
      'saveEducationProfession',
      { academicHistoryList: [], workHistoryList: [], privacy: { education: 0, workHistory: 0 } },
      w.tokens.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberProfile>()).toMatchObject({
      academicHistoryList: [],
      workHistoryList: [],
      privacy: { education: 0, workHistory: 0 },
    });
    const rows = await profileRows(t, w.ids.a);
    expect([rows.academic.length, rows.work.length]).toEqual([0, 0]);
  });

  it('refuses a privacy other than 0 or 1, and entries without their names', async () => {
    const res = await expectUnchanged(t, w, w.ids.a, () =>
      api.save(
        w.ids.a,
        'saveEducationProfession',
        educationBody({ privacy: { education: 2 as 0, workHistory: 1 } }),
        w.tokens.admin,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['privacy.education']);

    const missing = await expectUnchanged(t, w, w.ids.a, () =>
      api.save(
        w.ids.a,
        'saveEducationProfession',
        educationBody({
          academicHistoryList: [{ course: ' ', collegeUniversity: 'X' }],
          workHistoryList: [{ role: 'Cook', company: '' }],
        }),
        w.tokens.admin,
      ),
    );
    expectInvalid(missing, 'academicHistoryList.0.course', 'This field is required');
    expectInvalid(missing, 'workHistoryList.0.company', 'This field is required');
  });
});
