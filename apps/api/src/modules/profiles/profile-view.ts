import type { MemberProfile, PersonDetail } from '@familytree/shared';
import { imageUrl, toGender } from '@familytree/shared';
import type { readProfileRows } from '../data/profiles.repository.js';

type Rows = Awaited<ReturnType<typeof readProfileRows>>;
type PersonRow = NonNullable<Rows['person']>;

/**
 * What one viewer may receive of one person. Contact fields and Private sections go only to those
 * who may edit the person (design.md "Permissions"): everyone else, logged in or not, gets what a
 * visitor gets.
 */
export interface Viewer {
  mayEdit: boolean;
}

/** personDetail as spec part 3 has it; contact fields only for those who may edit the person. */
export function personDetail(p: PersonRow, viewer: Viewer): PersonDetail {
  return {
    personId: p.id,
    familyId: p.family_id,
    firstName: p.first_name,
    middleName: p.middle_name,
    lastName: p.last_name,
    nickName: p.nick_name,
    familyName: p.family_name,
    countryOfBirth: p.country_of_birth,
    placeOfBirth: p.place_of_birth,
    gender: toGender(p.gender),
    dateOfBirth: p.date_of_birth,
    dateOfDeath: p.date_of_death,
    livingStatus: p.living === 1,
    photoUrl: imageUrl(p.photo_url),
    coverPhotoUrl: imageUrl(p.cover_photo_url),
    phoneCountryCode: viewer.mayEdit ? p.phone_country_code : null,
    phoneNumber: viewer.mayEdit ? p.phone_number : null,
    email: viewer.mayEdit ? p.email : null,
    about: p.about,
  };
}

const range = (r: {
  start_month: number | null;
  start_year: number | null;
  end_month: number | null;
  end_year: number | null;
}) => ({
  startMonth: r.start_month,
  startYear: r.start_year,
  endMonth: r.end_month,
  endYear: r.end_year,
});

export function profileView(
  rows: Rows & { person: PersonRow },
  viewer: Viewer,
): Omit<MemberProfile, 'versions'> {
  const p = rows.person;
  const privacy = {
    education: p.privacy_education === 1 ? 1 : 0,
    workHistory: p.privacy_work === 1 ? 1 : 0,
  } as const;
  return {
    personDetail: personDetail(p, viewer),
    addressList: rows.addresses.map((a) => ({
      addressType: a.address_type as 'CURRENT_ADDRESS' | 'PERMANENT_ADDRESS',
      // Everyone else learns the country only, and the network carries nothing else.
      streetAddress: viewer.mayEdit ? a.street_address : null,
      city: viewer.mayEdit ? a.city : null,
      country: a.country,
      state: viewer.mayEdit ? a.state : null,
      postalCode: viewer.mayEdit ? a.postal_code : null,
    })),
    livingTimelineList: rows.timeline.map((t) => ({
      ...range(t),
      country: t.country,
      state: t.state,
      isDeleted: false,
    })),
    socialMediaLinkList: rows.social.map((s) => ({
      socialMedia: s.social_media as 'Facebook' | 'Instagram' | 'LinkedIn',
      link: s.link,
    })),
    academicHistoryList:
      privacy.education === 1 || viewer.mayEdit
        ? rows.academic.map((a) => ({
            ...range(a),
            course: a.course,
            collegeUniversity: a.college_university,
          }))
        : null,
    workHistoryList:
      privacy.workHistory === 1 || viewer.mayEdit
        ? rows.work.map((w) => ({
            ...range(w),
            role: w.role,
            company: w.company,
            location: w.location,
          }))
        : null,
    timelineEventsList: rows.events.map((e) => ({
      startDay: e.start_day,
      startMonth: e.start_month,
      startYear: e.start_year,
      endDay: e.end_day,
      endMonth: e.end_month,
      endYear: e.end_year,
      title: e.title,
      photo: e.photo,
      photoUrl: imageUrl(e.photo),
      photoPosition:
        e.photo_position as MemberProfile['timelineEventsList'][number]['photoPosition'],
      photoDescription: e.photo_description,
      detail: e.detail,
    })),
    privacy,
    contactVisible: viewer.mayEdit,
  };
}
