import { z } from 'zod';
import { idParamSchema, maxId } from '../input.js';
import { limits } from '../limits.js';

/** Path and query pieces used by several contracts. */
export const idParam = idParamSchema;
/** The spec's paths put 0 where a member has no parent. */
export const idOrZeroParam = z.coerce.number().int().min(0).max(maxId);
export const domainParam = z.string().min(1).max(63);
export const familyParams = z.object({ familyId: idParam });
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(maxId).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(limits.memberPageSize),
});
export const totalCountHeader = {
  'X-Total-Count': 'The number of items in the whole list, of which this is one page.',
};

/** The scope of a call served on any host (ContractScope). */
export const site = { scope: 'site' } as const;
