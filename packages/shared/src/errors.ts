import { z } from 'zod';

/** Every refused request answers with this body (design.md, "Wire conventions"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
z.globalRegistry.add(apiErrorSchema, {
  id: 'ApiError',
  description: 'Every refusal: a message for people, a code, and for 400 each bad field by name.',
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  invalidInput: 'INVALID_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  serverError: 'SERVER_ERROR',
  notReady: 'NOT_READY',
} as const;
