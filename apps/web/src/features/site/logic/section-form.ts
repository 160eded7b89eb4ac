import { imagePositions, limits, messages, richTextLength, titleClasses } from '@familytree/shared';
import { z } from 'zod';
import { englishFormRules } from './site-text';

/**
 * The Page Contents form, checked with the spec's limits (part 5 "Page content"). Its messages
 * are English; the dialog shows them in the language (formMessageIn).
 */
export const sectionFormSchema = z.object({
  title: z.string().trim().max(limits.contentTitleMax, englishFormRules.titleTooLong),
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
