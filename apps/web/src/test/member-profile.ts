import type { MemberProfile, PersonDetail } from '@familytree/shared';

// The profile tests' person and profile, built the same way in every feature's tests.

/** Esther Koshy of family 1, born in Kottayam on 22 July 1952 and living, changed by `over`. */
export const personDetail = (over: Partial<PersonDetail> = {}): PersonDetail => ({
  personId: 12,
  familyId: 1,
  firstName: 'Esther',
  middleName: null,
  lastName: 'Koshy',
  nickName: null,
  familyName: null,
  countryOfBirth: null,
  placeOfBirth: 'Kottayam',
  gender: 'F',
  dateOfBirth: '1952-07-22',
  dateOfDeath: null,
  livingStatus: true,
  photoUrl: null,
  coverPhotoUrl: null,
  phoneCountryCode: null,
  phoneNumber: null,
  email: null,
  about: null,
  ...over,
});

/** The person's profile with no addresses, timelines or links, changed by `over`. */
export const memberProfile = (
  detail: PersonDetail = personDetail(),
  over: Partial<MemberProfile> = {},
): MemberProfile => ({
  personDetail: detail,
  addressList: [],
  livingTimelineList: [],
  socialMediaLinkList: [],
  academicHistoryList: [],
  workHistoryList: [],
  timelineEventsList: [],
  privacy: { education: 0, workHistory: 0 },
  contactVisible: false,
  versions: null,
  ...over,
});
