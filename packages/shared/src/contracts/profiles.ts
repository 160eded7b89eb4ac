import { z } from 'zod';
import { imagePositions } from '../content.js';
import {
  aboutSchema,
  addressContactSchema,
  addressTypes,
  basicDetailsSchema,
  coverPhotoSchema,
  educationProfessionSchema,
  privacySchema,
  profilePhotoSchema,
  socialMedias,
} from '../profiles.js';
import { genders } from '../roles.js';
import { profileVersionsSchema, versionField } from '../history.js';
import { defineContract, type ApiContract } from './contract.js';
import { idParam } from './common.js';
import { strictBody } from './strict.js';

const tags = ['Profiles'];
const params = z.object({ id: idParam });
const text = z.string().nullable();
const int = z.number().int().nullable();
const monthRange = { startMonth: int, startYear: int, endMonth: int, endYear: int };

export const personDetailSchema = z.object({
  personId: z.number().int(),
  familyId: z.number().int(),
  firstName: z.string(),
  middleName: text,
  lastName: z.string(),
  nickName: text,
  familyName: text,
  countryOfBirth: text,
  placeOfBirth: text,
  gender: z.enum(genders),
  dateOfBirth: text,
  dateOfDeath: text,
  livingStatus: z.boolean(),
  photoUrl: text,
  coverPhotoUrl: text,
  phoneCountryCode: text.describe('Only for those who may edit the person'),
  phoneNumber: text.describe('Only for those who may edit the person'),
  email: text.describe('Only for those who may edit the person'),
  about: text,
});

export const memberProfileSchema = z.object({
  personDetail: personDetailSchema,
  addressList: z.array(
    z.object({
      addressType: z.enum(addressTypes),
      streetAddress: text,
      city: text,
      country: text,
      state: text,
      postalCode: text,
    }),
  ),
  livingTimelineList: z.array(
    z.object({ ...monthRange, country: text, state: text, isDeleted: z.boolean() }),
  ),
  socialMediaLinkList: z.array(z.object({ socialMedia: z.enum(socialMedias), link: z.string() })),
  academicHistoryList: z
    .array(z.object({ ...monthRange, course: z.string(), collegeUniversity: z.string() }))
    .nullable()
    .describe('Null when the section is private and the viewer may not edit the person'),
  workHistoryList: z
    .array(z.object({ ...monthRange, role: z.string(), company: z.string(), location: text }))
    .nullable()
    .describe('Null when the section is private and the viewer may not edit the person'),
  timelineEventsList: z.array(
    z.object({
      startDay: int,
      startMonth: int,
      startYear: int,
      endDay: int,
      endMonth: int,
      endYear: int,
      title: z.string(),
      photo: text,
      photoUrl: text,
      photoPosition: z.enum(imagePositions).nullable(),
      photoDescription: text,
      detail: text,
    }),
  ),
  privacy: privacySchema,
  contactVisible: z.boolean(),
  versions: profileVersionsSchema
    .nullable()
    .describe("Each tab's version, sent back with its save; null for those who may not edit"),
});

export const memberProfileContract = defineContract({
  method: 'GET',
  path: '/api/member/:id/profile',
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
  summary: "A member's personal details",
  tags,
  auth: 'optional',
  params,
  responses: { 200: personDetailSchema },
});

/** Every profile save answers with the saved profile, as the editor and the viewer show it. */
const profileSave = <const N extends string, B extends z.ZodType>(
  name: N,
  summary: string,
  description: string,
  body: B,
  bodyExample: unknown,
) =>
  defineContract({
    method: 'POST',
    path: `/api/member/:id/${name}`,
    summary,
    description: `${description} Sends the tab's version from the profile read; a save based on an older version is 409 naming who changed it, and changes nothing. Answers with the saved profile. Only for those who may edit the person.`,
    tags,
    auth: 'required',
    params,
    body: strictBody(body),
    bodyExample: { ...(bodyExample as object), version: 0 },
    responses: { 200: memberProfileSchema },
  }) satisfies ApiContract;

export const saveBasicDetailsContract = profileSave(
  'saveBasicDetails',
  'Save basic details',
  'Replaces the first, middle, last, nick and family names, country and place of birth, gender, date of birth, living status and date of death (dropped for a living member); sent as null or left out, an optional field is emptied.',
  basicDetailsSchema.safeExtend({ version: versionField }),
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
  profilePhotoSchema.safeExtend({ version: versionField }),
  { photo: '0123456789abcdef0123456789abcdef.webp' },
);

export const saveCoverPhotoContract = profileSave(
  'saveCoverPhoto',
  'Save the cover photo',
  'Replaces the cover photo with an image uploaded to this family.',
  coverPhotoSchema.safeExtend({ version: versionField }),
  { coverPhoto: '0123456789abcdef0123456789abcdef.webp' },
);

export const saveAddressContactContract = profileSave(
  'saveAddressContact',
  'Save address and contact',
  'Replaces the whole address list, phone, email, social media links and living timeline (entries with isDeleted are removed); a list sent empty is emptied.',
  addressContactSchema.safeExtend({ version: versionField }),
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
  educationProfessionSchema.safeExtend({ version: versionField }),
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
  aboutSchema.safeExtend({ version: versionField }),
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
