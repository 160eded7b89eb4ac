import { z } from 'zod';

/**
 * Cross-family spouse links (docs/decisions/0008): linking a person of another family needs that
 * family's consent unless the linking user may edit both persons.
 */

export const linkRequestStatuses = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type LinkRequestStatus = (typeof linkRequestStatuses)[number];

const familyRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type FamilyRef = z.infer<typeof familyRefSchema>;

const linkedPersonSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

export const linkRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(linkRequestStatuses),
  /** The family that asked, and its member who would gain the spouse. */
  family: familyRefSchema,
  person: linkedPersonSchema,
  /** The family asked for consent, and its person who would be linked. */
  targetFamily: familyRefSchema,
  targetPerson: linkedPersonSchema,
  requestedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type LinkRequest = z.infer<typeof linkRequestSchema>;

/** GET /api/family/{familyId}/linkRequests: addressed to the family, and sent by it. */
export const linkRequestListSchema = z.object({
  incoming: z.array(linkRequestSchema),
  outgoing: z.array(linkRequestSchema),
});
export type LinkRequestList = z.infer<typeof linkRequestListSchema>;

/** saveMember's 202 answer when linking a spouse became a request to the other family. */
export const linkRequestSentSchema = z.object({
  requestSent: z.literal(true),
  message: z.string(),
  request: linkRequestSchema,
});
export type LinkRequestSent = z.infer<typeof linkRequestSentSchema>;

export function isLinkRequestSent(body: unknown): body is LinkRequestSent {
  return typeof body === 'object' && body !== null && 'requestSent' in body;
}
