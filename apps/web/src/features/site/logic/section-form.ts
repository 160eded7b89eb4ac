import { imagePositions, limits, messages, richTextLength, titleClasses } from '@familytree/shared';
import { z } from 'zod';

/** The Page Contents form, checked with the spec's limits (part 5 "Page content"). */
export const sectionFormSchema = z.object({
  title: z
    .string()
    .trim()
    .max(limits.contentTitleMax, `Title must be at most ${limits.contentTitleMax} characters`),
  titleClass: z.enum(titleClasses),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imagePosition: z.enum(imagePositions),
  imageDescription: z
    .string()
    .refine(
      (html) => richTextLength(html) <= limits.imageDescriptionMax,
      messages.content.imageDescriptionTooLong,
    ),
  content: z.string(),
});
export type SectionForm = z.infer<typeof sectionFormSchema>;
