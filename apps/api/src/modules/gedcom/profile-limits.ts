import {
  academicSchema,
  addressSchema,
  lifeEventSchema,
  livingTimelineSchema,
  workSchema,
} from '@familytree/shared';
import { z } from 'zod';
import type { CutField } from './warnings/cut-warning.js';

/**
 * The lengths the profile forms allow for the texts an import writes into the profile sections
 * (issue 28: imported text obeys the same limits as the same text typed in), read from the
 * shared schemas once so that a changed form limit is the import's limit too.
 */
function maxLengths(schema: z.ZodType): Record<string, number> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, { maxLength?: number; anyOf?: { maxLength?: number }[] }>;
  };
  const out: Record<string, number> = {};
  for (const [field, p] of Object.entries(json.properties)) {
    const max = p.maxLength ?? p.anyOf?.find((a) => a.maxLength !== undefined)?.maxLength;
    if (max !== undefined) out[field] = max;
  }
  return out;
}

const work = maxLengths(workSchema);
const academic = maxLengths(academicSchema);
const timeline = maxLengths(livingTimelineSchema);
const address = maxLengths(addressSchema);
const lifeEvent = maxLengths(lifeEventSchema as unknown as z.ZodType);

export const profileLimits = {
  workRole: work.role!,
  workCompany: work.company!,
  workLocation: work.location!,
  academicCourse: academic.course!,
  academicCollege: academic.collegeUniversity!,
  timelineState: timeline.state!,
  addressStreet: address.streetAddress!,
  addressCity: address.city!,
  addressState: address.state!,
  addressPostalCode: address.postalCode!,
  lifeEventTitle: lifeEvent.title!,
  lifeEventDetail: lifeEvent.detail!,
};

/** Told of each cut: the field and its limit. */
export type OnCut = (field: CutField, max: number) => void;
