import type { z } from 'zod';
import type { MemberProfile, PersonDetail, PersonSection } from '@familytree/shared';
import type {
  aboutSchema,
  addressContactSchema,
  basicDetailsSchema,
  coverPhotoSchema,
  educationProfessionSchema,
  profilePhotoSchema,
} from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { invalidInput, notFound } from '../../infra/errors.js';
import { sanitizeRichText } from '../../infra/rich-text.js';
import { isCountryCode, isDialCode, isStateOf } from '../../infra/static-data.js';
import { inTransaction } from '../../infra/transactions.js';
import type { AuthUser } from '../../infra/authentication.js';
import type { Fields } from '../history/history.writer.js';
import { profileVersions, savePersonSection } from './person-sections.js';
import { assertParentKeepsGender } from '../data/parent-gender.js';
import { assertImagesOfFamily, canEditProfile, editableProfile } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import type { PersonRow } from '../data/tree.repository.js';
import {
  maskLifeEvents,
  maskPerson,
  memberPrivacyPolicy,
  parentBirthDatesFor,
  privacyPolicy,
} from '../access/privacy.js';
import { personDetail, profileView, type Viewer } from './profile-view.js';
import { findPersonRow, readProfileRows } from '../data/profiles.repository.js';
import { contractText, serverText } from '../../infra/user-text.js';

/**
 * A tab's save body: the tab's fields and the version the editor loaded (from the body or If-Match;
 * none: an unconditional save, as a spec client that knows no versions sends it).
 */
type Versioned<T> = T & { version?: number | undefined };

/** A person the caller may edit, found before the save's body was read (profiles.routes.ts). */
export interface EditableProfile {
  person: PersonRow;
  user: AuthUser;
}

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

export function createProfilesService({ db }: AppContext) {
  /**
   * A family role alone is not enough: a branch admin sees private details of their branch only,
   * a member those of their own person.
   */
  async function viewerOf(scope: RequestScope, person: PersonRow): Promise<Viewer> {
    return { mayEdit: await canEditProfile(db, scope, person) };
  }

  /** Every tab's save: version check, write and history record in one transaction. */
  const save = (
    user: AuthUser,
    person: PersonRow,
    section: PersonSection,
    version: number | undefined,
    fields: Fields,
  ) =>
    inTransaction(db, (trx) =>
      savePersonSection(trx, {
        user,
        familyId: person.family_id,
        personId: person.id,
        section,
        version,
        fields,
      }),
    );

  return {
    /**
     * Whether the caller may save the person's profile: 401, 404 or 403 otherwise. The routes ask
     * it before the body is validated, so that a caller who may not write learns nothing of the
     * body's shape. A member may save their own profile (access.policy canEditProfile).
     */
    async editable(scope: RequestScope, id: number): Promise<EditableProfile> {
      return {
        person: await editableProfile(db, scope, id),
        user: scope.viewer as AuthUser,
      };
    },

    /**
     * `savedBy`: the profile answered to the editor whose save just passed the edit guard, who
     * may edit it and, an active member of the family, sees its living persons (no need to ask).
     */
    async profile(scope: RequestScope, id: number, savedBy?: 'editor'): Promise<MemberProfile> {
      const { familyId } = scope;
      const rows = await readProfileRows(db, familyId, id);
      if (!rows.person) throw notFound(serverText('members.notFound'));
      const viewer = savedBy ? { mayEdit: true } : await viewerOf(scope, rows.person);
      const policy = savedBy
        ? await memberPrivacyPolicy(db, familyId)
        : await privacyPolicy(db, scope);
      const parents = await parentBirthDatesFor(db, rows.person);
      const person = policy.mask(rows.person, parents);
      const events = maskLifeEvents(rows.events, policy.disclose(rows.person, parents));
      const view = profileView({ ...rows, person, events }, viewer);
      // Only an editor sends a save back, and needs the versions it is based on.
      return { ...view, versions: viewer.mayEdit ? await profileVersions(db, id) : null };
    },

    async details(scope: RequestScope, id: number): Promise<PersonDetail> {
      const person = await findPersonRow(db, scope.familyId, id);
      if (!person) throw notFound(serverText('members.notFound'));
      const shown = await maskPerson(db, await privacyPolicy(db, scope), person);
      return personDetail(shown, await viewerOf(scope, person));
    },

    async saveBasicDetails(
      { person, user: editor }: EditableProfile,
      input: Versioned<z.output<typeof basicDetailsSchema>>,
    ): Promise<void> {
      if (input.countryOfBirth && !isCountryCode(input.countryOfBirth))
        throw invalidInput({ countryOfBirth: contractText('profiles.chooseCountry') });
      await assertParentKeepsGender(db, person, input.gender);
      await save(editor, person, 'basic', input.version, {
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
      });
    },

    async saveProfilePhoto(
      { person, user: editor }: EditableProfile,
      input: Versioned<z.output<typeof profilePhotoSchema>>,
    ): Promise<void> {
      const { photo } = input;
      await assertImagesOfFamily(db, person.family_id, [['photo', photo]]);
      await save(editor, person, 'photo', input.version, { photo_url: photo });
    },

    async saveCoverPhoto(
      { person, user: editor }: EditableProfile,
      input: Versioned<z.output<typeof coverPhotoSchema>>,
    ): Promise<void> {
      const { coverPhoto } = input;
      await assertImagesOfFamily(db, person.family_id, [['coverPhoto', coverPhoto]]);
      await save(editor, person, 'cover', input.version, { cover_photo_url: coverPhoto });
    },

    async saveAddressContact(
      { person, user: editor }: EditableProfile,
      input: Versioned<z.output<typeof addressContactSchema>>,
    ): Promise<void> {
      if (new Set(input.addressList.map((a) => a.addressType)).size !== input.addressList.length) {
        throw invalidInput({ addressList: serverText('profiles.addressTypeOnce') });
      }
      input.addressList.forEach((a, i) => {
        if (a.country && !isCountryCode(a.country))
          throw invalidInput({
            [`addressList.${i}.country`]: contractText('profiles.chooseCountry'),
          });
        if (a.state && (!a.country || !isStateOf(a.country, a.state)))
          throw invalidInput({ [`addressList.${i}.state`]: serverText('profiles.chooseState') });
      });
      const timeline = input.livingTimelineList.filter((t) => !t.isDeleted);
      timeline.forEach((t, i) => {
        if (t.country && !isCountryCode(t.country))
          throw invalidInput({
            [`livingTimelineList.${i}.country`]: contractText('profiles.chooseCountry'),
          });
        if (t.state && (!t.country || !isStateOf(t.country, t.state)))
          throw invalidInput({
            [`livingTimelineList.${i}.state`]: serverText('profiles.chooseState'),
          });
      });
      if (input.phoneCountryCode && !isDialCode(input.phoneCountryCode))
        throw invalidInput({ phoneCountryCode: contractText('profiles.countryCode') });
      await save(editor, person, 'contact', input.version, {
        phone_country_code: input.phoneNumber ? input.phoneCountryCode : null,
        phone_number: input.phoneNumber,
        email: input.email,
        addresses: input.addressList.map((a) => ({
          address_type: a.addressType,
          street_address: a.streetAddress,
          city: a.city,
          country: a.country,
          state: a.state,
          postal_code: a.postalCode,
        })),
        social_links: input.socialMediaLinkList.map((s) => ({
          social_media: s.socialMedia,
          link: s.link,
        })),
        living_timeline: timeline.map((t, i) => ({
          position: i + 1,
          ...range(t),
          country: t.country,
          state: t.state,
        })),
      });
    },

    async saveEducationProfession(
      { person, user: editor }: EditableProfile,
      input: Versioned<z.output<typeof educationProfessionSchema>>,
    ): Promise<void> {
      await save(editor, person, 'education', input.version, {
        privacy_education: input.privacy.education,
        privacy_work: input.privacy.workHistory,
        academic_history: input.academicHistoryList.map((a, i) => ({
          position: i + 1,
          ...range(a),
          course: a.course,
          college_university: a.collegeUniversity,
        })),
        work_history: input.workHistoryList.map((w, i) => ({
          position: i + 1,
          ...range(w),
          role: w.role,
          company: w.company,
          location: w.location,
        })),
      });
    },

    async saveAbout(
      { person, user: editor }: EditableProfile,
      input: Versioned<z.output<typeof aboutSchema>>,
    ): Promise<void> {
      await assertImagesOfFamily(
        db,
        person.family_id,
        input.timelineEventsList.map((e, i): [string, string | null] => [
          `timelineEventsList.${i}.photo`,
          e.photo,
        ]),
      );
      await save(editor, person, 'about', input.version, {
        about: sanitizeRichText(input.about),
        life_events: input.timelineEventsList.map((e, i) => ({
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
      });
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
