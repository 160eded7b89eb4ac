import { z } from 'zod';
import { imagePositions } from '../content.js';
import { addressTypes, privacySchema, socialMedias } from '../profiles.js';
import { genders } from '../roles.js';
import { profileVersionsSchema } from '../history.js';

/** What the profile and details reads answer (the saves also take these shapes back). */
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
