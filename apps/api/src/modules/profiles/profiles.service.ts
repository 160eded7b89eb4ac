import type { z } from 'zod';
import type { MemberProfile, PersonDetail } from '@familytree/shared';
import type {
  aboutSchema,
  addressContactSchema,
  basicDetailsSchema,
  coverPhotoSchema,
  educationProfessionSchema,
  profilePhotoSchema,
} from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { nowIso } from '../../infra/clock.js';
import { invalidInput, notFound } from '../../infra/errors.js';
import { sanitizeRichText } from '../../infra/rich-text.js';
import { isCountryCode, isDialCode, isStateOf } from '../../infra/static-data.js';
import { withTransaction } from '../../infra/transactions.js';
import type { AuthUser } from '../../infra/authentication.js';
import { searchNameOf } from '../tree/person-name.js';
import { assertParentKeepsGender } from '../tree/parent-gender.js';
import { assertImagesOfFamily, canEditPerson, editablePerson } from '../access/access.policy.js';
import type { PersonRow } from '../tree/tree.repository.js';
import { maskPerson, privacyPolicy } from '../access/privacy.js';
import { personDetail, profileView, type Viewer } from './profile-view.js';
import {
  findPersonRow,
  readProfileRows,
  replaceList,
  updatePersonFields,
} from './profiles.repository.js';

const range = (e: {
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
}) => ({
  start_month: e.startMonth,
  start_year: e.startYear,
  end_month: e.endMonth,
  end_year: e.endYear,
});

/** A person named by a request: its id, and the family of the request's Host. */
export interface PersonRef {
  familyId: number;
  id: number;
}

export function createProfilesService({ db }: AppContext) {
  /** A family role alone is not enough: a branch admin sees private details of their branch only. */
  async function viewerOf(user: AuthUser | null, person: PersonRow): Promise<Viewer> {
    return { mayEdit: await canEditPerson(db, user, person) };
  }

  const editable = async (user: AuthUser | null, ref: PersonRef): Promise<PersonRow> =>
    (await editablePerson(db, user, ref.familyId, ref.id)).person;

  const touch = () => ({ updated_at: nowIso() });

  return {
    async profile(user: AuthUser | null, familyId: number, id: number): Promise<MemberProfile> {
      const rows = await readProfileRows(db, familyId, id);
      if (!rows.person) throw notFound('No such member.');
      const person = await maskPerson(db, await privacyPolicy(db, user, familyId), rows.person);
      return profileView({ ...rows, person }, await viewerOf(user, rows.person));
    },

    async details(user: AuthUser | null, familyId: number, id: number): Promise<PersonDetail> {
      const person = await findPersonRow(db, familyId, id);
      if (!person) throw notFound('No such member.');
      const shown = await maskPerson(db, await privacyPolicy(db, user, familyId), person);
      return personDetail(shown, await viewerOf(user, person));
    },

    async saveBasicDetails(
      user: AuthUser | null,
      ref: PersonRef,
      input: z.output<typeof basicDetailsSchema>,
    ): Promise<void> {
      const person = await editable(user, ref);
      if (input.countryOfBirth && !isCountryCode(input.countryOfBirth))
        throw invalidInput({ countryOfBirth: 'Choose a country' });
      await assertParentKeepsGender(db, person, input.gender);
      await updatePersonFields(db, person.family_id, person.id, {
        first_name: input.firstName,
        middle_name: input.middleName ?? person.middle_name,
        last_name: input.lastName,
        nick_name: input.nickName,
        family_name: input.familyName,
        country_of_birth: input.countryOfBirth,
        place_of_birth: input.placeOfBirth,
        gender: input.gender,
        date_of_birth: input.dateOfBirth,
        living: input.livingStatus ? 1 : 0,
        // The date of death belongs to the Deceased status only.
        date_of_death: input.livingStatus ? null : input.dateOfDeath,
        search_name: searchNameOf({
          first_name: input.firstName,
          middle_name: input.middleName ?? person.middle_name,
          last_name: input.lastName,
          nick_name: input.nickName,
        }),
        ...touch(),
      });
    },

    async saveProfilePhoto(
      user: AuthUser | null,
      ref: PersonRef,
      input: z.output<typeof profilePhotoSchema>,
    ): Promise<void> {
      const person = await editable(user, ref);
      const { photo } = input;
      await assertImagesOfFamily(db, person.family_id, [['photo', photo]]);
      await updatePersonFields(db, person.family_id, person.id, { photo_url: photo, ...touch() });
    },

    async saveCoverPhoto(
      user: AuthUser | null,
      ref: PersonRef,
      input: z.output<typeof coverPhotoSchema>,
    ): Promise<void> {
      const person = await editable(user, ref);
      const { coverPhoto } = input;
      await assertImagesOfFamily(db, person.family_id, [['coverPhoto', coverPhoto]]);
      await updatePersonFields(db, person.family_id, person.id, {
        cover_photo_url: coverPhoto,
        ...touch(),
      });
    },

    async saveAddressContact(
      user: AuthUser | null,
      ref: PersonRef,
      input: z.output<typeof addressContactSchema>,
    ): Promise<void> {
      const person = await editable(user, ref);
      if (new Set(input.addressList.map((a) => a.addressType)).size !== input.addressList.length) {
        throw invalidInput({ addressList: 'Give each address type once' });
      }
      input.addressList.forEach((a, i) => {
        if (a.country && !isCountryCode(a.country))
          throw invalidInput({ [`addressList.${i}.country`]: 'Choose a country' });
        if (a.state && (!a.country || !isStateOf(a.country, a.state)))
          throw invalidInput({ [`addressList.${i}.state`]: 'Choose a state of the country' });
      });
      const timeline = input.livingTimelineList.filter((t) => !t.isDeleted);
      timeline.forEach((t, i) => {
        if (t.country && !isCountryCode(t.country))
          throw invalidInput({ [`livingTimelineList.${i}.country`]: 'Choose a country' });
        if (t.state && (!t.country || !isStateOf(t.country, t.state)))
          throw invalidInput({
            [`livingTimelineList.${i}.state`]: 'Choose a state of the country',
          });
      });
      if (input.phoneCountryCode && !isDialCode(input.phoneCountryCode))
        throw invalidInput({ phoneCountryCode: 'Choose a country code' });
      await withTransaction(db, async (trx) => {
        await updatePersonFields(trx, person.family_id, person.id, {
          phone_country_code: input.phoneNumber ? input.phoneCountryCode : null,
          phone_number: input.phoneNumber,
          email: input.email,
          ...touch(),
        });
        await replaceList(
          trx,
          'addresses',
          person.family_id,
          person.id,
          input.addressList.map((a) => ({
            address_type: a.addressType,
            street_address: a.streetAddress,
            city: a.city,
            country: a.country,
            state: a.state,
            postal_code: a.postalCode,
          })),
        );
        await replaceList(
          trx,
          'social_links',
          person.family_id,
          person.id,
          input.socialMediaLinkList.map((s) => ({ social_media: s.socialMedia, link: s.link })),
        );
        await replaceList(
          trx,
          'living_timeline',
          person.family_id,
          person.id,
          timeline.map((t, i) => ({
            position: i + 1,
            ...range(t),
            country: t.country,
            state: t.state,
          })),
        );
      });
    },

    async saveEducationProfession(
      user: AuthUser | null,
      ref: PersonRef,
      input: z.output<typeof educationProfessionSchema>,
    ): Promise<void> {
      const person = await editable(user, ref);

      await withTransaction(db, async (trx) => {
        await updatePersonFields(trx, person.family_id, person.id, {
          privacy_education: input.privacy.education,
          privacy_work: input.privacy.workHistory,
          ...touch(),
        });
        await replaceList(
          trx,
          'academic_history',
          person.family_id,
          person.id,
          input.academicHistoryList.map((a, i) => ({
            position: i + 1,
            ...range(a),
            course: a.course,
            college_university: a.collegeUniversity,
          })),
        );
        await replaceList(
          trx,
          'work_history',
          person.family_id,
          person.id,
          input.workHistoryList.map((w, i) => ({
            position: i + 1,
            ...range(w),
            role: w.role,
            company: w.company,
            location: w.location,
          })),
        );
      });
    },

    async saveAbout(
      user: AuthUser | null,
      ref: PersonRef,
      input: z.output<typeof aboutSchema>,
    ): Promise<void> {
      const person = await editable(user, ref);

      await assertImagesOfFamily(
        db,
        person.family_id,
        input.timelineEventsList.map((e, i): [string, string | null] => [
          `timelineEventsList.${i}.photo`,
          e.photo,
        ]),
      );
      await withTransaction(db, async (trx) => {
        await updatePersonFields(trx, person.family_id, person.id, {
          about: sanitizeRichText(input.about),
          ...touch(),
        });
        await replaceList(
          trx,
          'life_events',
          person.family_id,
          person.id,
          input.timelineEventsList.map((e, i) => ({
            position: i + 1,
            start_day: e.startDay,
            start_month: e.startMonth,
            start_year: e.startYear,
            end_day: e.endDay,
            end_month: e.endMonth,
            end_year: e.endYear,
            title: e.title,
            photo: e.photo,
            photo_position: e.photoPosition,
            photo_description:
              e.photoDescription === null ? null : sanitizeRichText(e.photoDescription),
            detail: e.detail === null ? null : sanitizeRichText(e.detail),
          })),
        );
      });
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
