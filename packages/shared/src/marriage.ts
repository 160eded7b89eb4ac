import { z } from 'zod';

/**
 * A couple's marriage day and place (issue 16): entered in the member dialog, shown on the events
 * page as a wedding anniversary. The day is a full date, checked like a date of birth.
 */

const exists = (v: string) =>
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export const marriageMessages = {
  future: 'The date of marriage cannot be in the future',
  beforeBirth: (name: string) => `The date of marriage cannot be before ${name}'s date of birth`,
  refused: 'You may not edit this member.',
  notSpouses: 'This person is not a spouse of the member.',
} as const;

export const marriageDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine(exists, 'This date does not exist')
  .refine((v) => v <= new Date().toISOString().slice(0, 10), marriageMessages.future)
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const marriagePlaceSchema = z
  .string()
  .trim()
  .max(200, 'Use at most 200 characters')
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** The fields a spouse's save and the marriage's own save take (both optional: null clears). */
export const marriageFields = {
  marriageDate: marriageDateSchema,
  marriagePlace: marriagePlaceSchema,
};

export const marriageRequestSchema = z.object(marriageFields);
export type MarriageRequest = z.input<typeof marriageRequestSchema>;

export const marriageSchema = z.object({
  marriageDate: z.string().nullable(),
  marriagePlace: z.string().nullable(),
});
export type Marriage = z.infer<typeof marriageSchema>;
