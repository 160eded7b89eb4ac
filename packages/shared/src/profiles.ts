import { z } from 'zod';
import type { ProfileVersions } from './history.js';
import { imagePositions } from './content.js';
import { nameString, richTextString } from './input.js';
import { limits } from './limits.js';
import { messages } from './messages.js';
import { genders, type Gender } from './roles.js';

/** Contracts of spec part 3 "Member profile" … "Privacy", with the rules of part 5. */

const m = messages.profile;
const currentYear = () => new Date().getFullYear();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const optionalName = (max: number) =>
  nameString()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const month = z
  .number()
  .int()
  .min(1, 'Choose a month')
  .max(12, 'Choose a month')
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const year = z
  .number()
  .int()
  .min(limits.firstYear, `Choose a year from ${limits.firstYear}`)
  .refine((y) => y <= currentYear(), 'The year cannot be in the future')
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const day = z
  .number()
  .int()
  .min(1, 'Choose a day')
  .max(31, 'Choose a day')
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'This date does not exist',
  )
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const socialMedias = ['Facebook', 'Instagram', 'LinkedIn'] as const;
export const addressTypes = ['CURRENT_ADDRESS', 'PERMANENT_ADDRESS'] as const;
export const privacyValues = [0, 1] as const;

/**
 * Entries with month ranges: the end may not precede the start. Years alone decide when they
 * differ (2010 → 2001 is refused even without months); months only break a tie within a year.
 */
const withMonthRange = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, startMonth: month, startYear: year, endMonth: month, endYear: year })
    .superRefine((v, ctx) => {
      const { startMonth, startYear, endMonth, endYear } = v as {
        startMonth: number | null;
        startYear: number | null;
        endMonth: number | null;
        endYear: number | null;
      };
      const reversed =
        startYear !== null &&
        endYear !== null &&
        (endYear < startYear ||
          (endYear === startYear &&
            startMonth !== null &&
            endMonth !== null &&
            endMonth < startMonth));
      if (reversed) {
        ctx.addIssue({ code: 'custom', path: ['endYear'], message: m.endBeforeStart });
      }
    });

export const basicDetailsSchema = z
  .object({
    firstName: nameString(m.fieldRequired).trim().min(1, m.fieldRequired).max(100),
    middleName: optionalName(100),
    lastName: nameString(m.fieldRequired).trim().min(1, m.fieldRequired).max(100),
    nickName: optionalName(100),
    familyName: optionalName(100),
    countryOfBirth: z
      .string()
      .length(2, 'Choose a country')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    placeOfBirth: optionalText(200),
    gender: z.enum(genders, { error: m.fieldRequired }),
    dateOfBirth: isoDate,
    livingStatus: z.boolean({ error: m.fieldRequired }),
    dateOfDeath: isoDate,
  })
  .superRefine((v, ctx) => {
    const today = new Date().toISOString().slice(0, 10);
    if (v.dateOfBirth && v.dateOfBirth > today)
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfBirth'],
        message: 'The date of birth cannot be in the future',
      });
    // A Living member's date of death is dropped on save (the form hides it), so only a
    // Deceased member's date of death is checked.
    if (v.livingStatus) return;
    if (v.dateOfDeath && v.dateOfDeath > today)
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfDeath'],
        message: 'The date of death cannot be in the future',
      });
    if (v.dateOfBirth && v.dateOfDeath && v.dateOfDeath < v.dateOfBirth) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfDeath'],
        message: 'The date of death cannot be before the date of birth',
      });
    }
  });
export type BasicDetails = z.input<typeof basicDetailsSchema>;

export const addressSchema = z.object({
  addressType: z.enum(addressTypes),
  streetAddress: optionalText(200),
  city: optionalText(100),
  country: z
    .string()
    .length(2, 'Choose a country')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  state: optionalText(100),
  postalCode: optionalText(20),
});
export type Address = z.input<typeof addressSchema>;

export const livingTimelineSchema = withMonthRange({
  country: z
    .string()
    .length(2, 'Choose a country')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  state: optionalText(100),
  isDeleted: z.boolean().optional().default(false),
});
export type LivingTimelineEntry = z.input<typeof livingTimelineSchema>;

export const socialLinkSchema = z.object({
  socialMedia: z.enum(socialMedias, { error: 'Choose Facebook, Instagram or LinkedIn' }),
  link: z
    .string()
    .trim()
    .max(500)
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' })),
});
export type SocialLink = z.input<typeof socialLinkSchema>;

export const addressContactSchema = z.object({
  addressList: z.array(addressSchema).max(2),
  phoneCountryCode: z
    .string()
    .regex(/^\+\d{1,4}$/, 'Choose a country code')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, m.phoneDigits)
    .or(z.literal(''))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: m.emailInvalid }).or(z.literal('')))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  socialMediaLinkList: z.array(socialLinkSchema).max(3),
  livingTimelineList: z.array(livingTimelineSchema).max(100),
});
export type AddressContact = z.input<typeof addressContactSchema>;

export const academicSchema = withMonthRange({
  course: z.string().trim().min(1, m.fieldRequired).max(200),
  collegeUniversity: z.string().trim().min(1, m.fieldRequired).max(200),
});
export type AcademicEntry = z.input<typeof academicSchema>;

export const workSchema = withMonthRange({
  role: z.string().trim().min(1, m.fieldRequired).max(200),
  company: z.string().trim().min(1, m.fieldRequired).max(200),
  location: optionalText(200),
});
export type WorkEntry = z.input<typeof workSchema>;

export const privacySchema = z.object({
  education: z.union([z.literal(0), z.literal(1)]),
  workHistory: z.union([z.literal(0), z.literal(1)]),
});
export type Privacy = z.infer<typeof privacySchema>;

export const educationProfessionSchema = z.object({
  academicHistoryList: z.array(academicSchema).max(50),
  workHistoryList: z.array(workSchema).max(50),
  privacy: privacySchema,
});
export type EducationProfession = z.input<typeof educationProfessionSchema>;

/** Partial dates (year, year+month, or full); an impossible calendar day counts as missing. */
export function normalizePartialDate(d: {
  day: number | null;
  month: number | null;
  year: number | null;
}) {
  if (d.year === null) return { day: null, month: null, year: null };
  if (d.month === null) return { day: null, month: null, year: d.year };
  const valid =
    d.day !== null && new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDate() === d.day;
  return { day: valid ? d.day : null, month: d.month, year: d.year };
}

/** Compares two partial dates at the precision both have; answers true when `end` is before `start`. */
export function partialDateBefore(
  end: { day: number | null; month: number | null; year: number | null },
  start: { day: number | null; month: number | null; year: number | null },
): boolean {
  if (end.year === null || start.year === null) return false;
  if (end.year !== start.year) return end.year < start.year;
  if (end.month === null || start.month === null) return false;
  if (end.month !== start.month) return end.month < start.month;
  if (end.day === null || start.day === null) return false;
  return end.day < start.day;
}

export const lifeEventSchema = z
  .object({
    startDay: day,
    startMonth: month,
    startYear: year,
    endDay: day,
    endMonth: month,
    endYear: year,
    title: z
      .string()
      .trim()
      .min(1, m.fieldRequired)
      .max(limits.lifeEventTitleMax, `Use at most ${limits.lifeEventTitleMax} characters`),
    photo: z
      .string()
      .regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, 'Use an image uploaded to this family')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    // The profile read gives each event its photo's URL too; a save may send the event back as read.
    photoUrl: z.string().nullable().optional().describe('Ignored (the URL the profile read gives)'),
    photoPosition: z
      .enum(imagePositions)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    photoDescription: richTextString(
      limits.photoDescriptionMax,
      `Use at most ${limits.photoDescriptionMax} characters`,
    )
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    detail: richTextString(100_000)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .transform((v) => {
    const start = normalizePartialDate({ day: v.startDay, month: v.startMonth, year: v.startYear });
    const end = normalizePartialDate({ day: v.endDay, month: v.endMonth, year: v.endYear });
    return {
      ...v,
      startDay: start.day,
      startMonth: start.month,
      startYear: start.year,
      endDay: end.day,
      endMonth: end.month,
      endYear: end.year,
    };
  })
  .superRefine((v, ctx) => {
    const start = { day: v.startDay, month: v.startMonth, year: v.startYear };
    const end = { day: v.endDay, month: v.endMonth, year: v.endYear };
    if (partialDateBefore(end, start))
      ctx.addIssue({ code: 'custom', path: ['endYear'], message: m.endBeforeStart });
  });
export type LifeEvent = z.input<typeof lifeEventSchema>;

export const aboutSchema = z.object({
  about: richTextString(limits.aboutMax)
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  timelineEventsList: z.array(lifeEventSchema).max(200),
});
export type About = z.input<typeof aboutSchema>;

export const profilePhotoSchema = z.object({
  photo: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, messages.content.imageRequired),
});
export const coverPhotoSchema = z.object({
  coverPhoto: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, messages.content.imageRequired),
});

export interface PersonDetail {
  personId: number;
  familyId: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  nickName: string | null;
  familyName: string | null;
  countryOfBirth: string | null;
  placeOfBirth: string | null;
  gender: Gender;
  dateOfBirth: string | null;
  dateOfDeath: string | null;
  livingStatus: boolean;
  photoUrl: string | null;
  coverPhotoUrl: string | null;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  email: string | null;
  about: string | null;
}

export interface MemberProfile {
  personDetail: PersonDetail;
  addressList: Array<z.output<typeof addressSchema>>;
  livingTimelineList: Array<z.output<typeof livingTimelineSchema>>;
  socialMediaLinkList: Array<z.output<typeof socialLinkSchema>>;
  /** Null when the section is private and the viewer is not logged in. */
  academicHistoryList: Array<z.output<typeof academicSchema>> | null;
  workHistoryList: Array<z.output<typeof workSchema>> | null;
  timelineEventsList: Array<z.output<typeof lifeEventSchema> & { photoUrl: string | null }>;
  privacy: Privacy;
  /** Whether street, city, postal code, phone and email were sent (spec part 6). */
  contactVisible: boolean;
  /** Each tab's version for an editor's save (docs/decisions/0023); null for other viewers. */
  versions: ProfileVersions | null;
}
