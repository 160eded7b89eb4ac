import { z } from 'zod';
import {
  aboutSchema,
  addressContactSchema,
  basicDetailsSchema,
  coverPhotoSchema,
  educationProfessionSchema,
  profilePhotoSchema,
} from '../profiles.js';
import { defineContract, type ApiContract } from './contract.js';
import { idParam } from './common.js';
import { profileSaveSections } from '../history.js';
import { memberProfileSchema, personDetailSchema } from './profile-read.js';
import { profileSaveBody } from './profile-save-bodies.js';

export { memberProfileSchema, personDetailSchema };

const tags = ['Profiles'];
const params = z.object({ id: idParam });
export const memberProfileContract = defineContract({
  method: 'GET',
  path: '/api/member/:id/profile',
  scope: { scope: 'family', ids: { id: 'person' } },
  summary: "A member's profile",
  description: 'Contact fields and private sections only for those who may edit the person.',
  tags,
  auth: 'optional',
  params,
  responses: { 200: memberProfileSchema },
});

export const memberDetailsContract = defineContract({
  method: 'GET',
  path: '/api/member/:id/details',
  scope: { scope: 'family', ids: { id: 'person' } },
  summary: "A member's personal details",
  tags,
  auth: 'optional',
  params,
  responses: { 200: personDetailSchema },
});

/**
 * Every profile save answers with the saved profile, as the editor and the viewer show it. Its body
 * is the tab's fields, or the profile or details as read (profile-save-bodies.ts).
 */
const profileSave = <const N extends string, B extends z.ZodObject>(
  name: N,
  summary: string,
  description: string,
  tab: B,
  bodyExample: unknown,
) =>
  defineContract({
    method: 'POST',
    path: `/api/member/:id/${name}`,
    scope: { scope: 'family', ids: { id: 'person' } },
    summary,
    description: `${description} The body is this tab's fields, or the profile (GET profile) or the details (GET details) as read: the tab's fields are taken from it (at the top or in personDetail), the other tabs' fields are ignored, a name no profile read has is 400. The version the edit is based on is \`version\`, else the tab's entry of \`versions\`, else an If-Match header ("<version>"); a save based on an older version is 409 naming who changed it, and changes nothing. With none of them the save is unconditional. Answers with the saved profile. Only for those who may edit the person (others are refused before the body is read).`,
    tags,
    auth: 'required',
    params,
    body: profileSaveBody(profileSaveSections[name as keyof typeof profileSaveSections], tab),
    bodyExample: { ...(bodyExample as object), version: 0 },
    responses: { 200: memberProfileSchema },
  }) satisfies ApiContract;

export const saveBasicDetailsContract = profileSave(
  'saveBasicDetails',
  'Save basic details',
  'Replaces the first, middle, last, nick and family names, country and place of birth, gender, date of birth, living status and date of death (dropped for a living member); sent as null or left out, an optional field is emptied.',
  basicDetailsSchema,
  {
    firstName: 'Ada',
    middleName: null,
    lastName: 'Harper',
    nickName: null,
    familyName: null,
    countryOfBirth: 'GB',
    placeOfBirth: 'York',
    gender: 'F',
    dateOfBirth: '1950-04-01',
    livingStatus: true,
    dateOfDeath: null,
  },
);

export const saveProfilePhotoContract = profileSave(
  'saveProfilePhoto',
  'Save the profile photo',
  'Replaces the profile photo with an image uploaded to this family.',
  profilePhotoSchema,
  { photo: '0123456789abcdef0123456789abcdef.webp' },
);

export const saveCoverPhotoContract = profileSave(
  'saveCoverPhoto',
  'Save the cover photo',
  'Replaces the cover photo with an image uploaded to this family.',
  coverPhotoSchema,
  { coverPhoto: '0123456789abcdef0123456789abcdef.webp' },
);

export const saveAddressContactContract = profileSave(
  'saveAddressContact',
  'Save address and contact',
  'Replaces the whole address list, phone, email, social media links and living timeline (entries with isDeleted are removed); a list sent empty is emptied.',
  addressContactSchema,
  {
    addressList: [{ addressType: 'CURRENT_ADDRESS', city: 'York', country: 'GB' }],
    phoneCountryCode: '+44',
    phoneNumber: '7700900123',
    email: 'ada@example.com',
    socialMediaLinkList: [],
    livingTimelineList: [],
  },
);

export const saveEducationProfessionContract = profileSave(
  'saveEducationProfession',
  'Save education and profession',
  'Replaces the whole academic history, work history and the privacy of both sections.',
  educationProfessionSchema,
  {
    academicHistoryList: [{ course: 'History', collegeUniversity: 'York', startYear: 1968 }],
    workHistoryList: [],
    privacy: { education: 1, workHistory: 0 },
  },
);

export const saveAboutContract = profileSave(
  'saveAbout',
  'Save about and life events',
  'Replaces the about text (null or left out: emptied) and the whole list of life events.',
  aboutSchema,
  { about: '<p>Ada kept the family letters.</p>', timelineEventsList: [] },
);

export const profileSaveContracts = [
  saveBasicDetailsContract,
  saveProfilePhotoContract,
  saveCoverPhotoContract,
  saveAddressContactContract,
  saveEducationProfessionContract,
  saveAboutContract,
] as const;
