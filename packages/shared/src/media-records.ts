import { z } from 'zod';
import { galleryImageSchema } from './gallery.js';
import { parseGedcomDate } from './gedcom-dates.js';
import { forbiddenTextMessage, idSchema } from './input.js';

/**
 * Media as records (issue 30, decisions 0034 and 0039): a photo or a document (PDF) with a title,
 * a GEDCOM date phrase and a description, linked to persons, couples, sources, imported events and
 * citations (the register page a citation points at).
 * A person's profile photo, cover, life-event photos and the gallery photos tagged with them are
 * media too: their list shows them, labelled by where they live.
 */

export const mediaLimits = {
  titleMax: 200,
  dateMax: 100,
  descriptionMax: 5000,
  /** A PDF may be larger than an image (limits.imageMaxBytes): scanned registers are. */
  documentMaxBytes: 10 * 1024 * 1024,
  /** The most records the family's media list answers (a picker searches by title). */
  listMax: 50,
} as const;

export const mediaMessages = {
  fileRequired: 'Choose an image or a PDF file',
  onlyImagesAndPdf: 'Only images (JPEG, PNG, GIF, WebP) and PDF documents are allowed',
  documentTooLarge: 'Max document size is 10 MB',
  titleRequired: 'Give the media a title',
  titleTooLong: `The title can have at most ${mediaLimits.titleMax} characters`,
  descriptionTooLong: `The description can have at most ${mediaLimits.descriptionMax} characters`,
  badDate: 'Write a GEDCOM date such as 12 MAR 1950, ABT 1920, BET 1900 AND 1910, or (a phrase)',
  oneSubject: 'Link the media to one person, couple, source, event or citation',
  onlyEditors:
    'Only a family admin, or the branch admin of the persons it shows, can add and edit media.',
  onlyFamilyAdminShared:
    'Only a family admin can edit media linked to persons outside your branch, couples or sources.',
  onlyEditorsCitation:
    'Only a family admin, or the branch admin of the person or couple it cites, can add media to a citation.',
  mediaNotFound: 'No such media in this family.',
  linkNotFound: 'No such link of this media.',
  subjectNotFound: 'No such person, couple, source or event in this family.',
  citationNotFound: 'No such citation in this family.',
  alreadyLinked: 'The media is already linked to this record',
} as const;

export const mediaKinds = ['image', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** Where an item of a person's media list lives: a media record, or a photo of their profile. */
export const mediaOrigins = ['record', 'profile', 'cover', 'lifeEvent', 'gallery'] as const;
export type MediaOrigin = (typeof mediaOrigins)[number];

const cleanText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .superRefine((value, ctx) => {
      const problem = forbiddenTextMessage(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const optional = <T extends z.ZodType<string>>(schema: T) =>
  schema
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A GEDCOM date phrase (5.5.1/7.0), or nothing. */
export const mediaDateSchema = optional(
  cleanText(mediaLimits.dateMax, mediaMessages.badDate).refine(
    (v) => v === '' || parseGedcomDate(v).valid,
    mediaMessages.badDate,
  ),
);

/** A media record's words: what an upload sends with its file and an edit replaces. */
export const mediaDetailsInputSchema = z.object({
  title: z
    .string({ error: mediaMessages.titleRequired })
    .pipe(cleanText(mediaLimits.titleMax, mediaMessages.titleTooLong))
    .refine((v) => v.length > 0, mediaMessages.titleRequired),
  date: mediaDateSchema,
  description: optional(cleanText(mediaLimits.descriptionMax, mediaMessages.descriptionTooLong)),
});
export type MediaDetailsInput = z.input<typeof mediaDetailsInputSchema>;

/** What a link names: exactly one of a person, a couple, a source, an imported event, a citation. */
export const mediaLinkInputSchema = z
  .object({
    personId: idSchema.optional(),
    unionId: idSchema.optional(),
    sourceId: idSchema.optional(),
    eventId: idSchema.optional(),
    citationId: idSchema.optional(),
  })
  .refine(
    (v) =>
      [v.personId, v.unionId, v.sourceId, v.eventId, v.citationId].filter((id) => id).length === 1,
    { message: mediaMessages.oneSubject, path: ['personId'] },
  );
export type MediaLinkInput = z.input<typeof mediaLinkInputSchema>;

export const mediaLinkSchema = z.object({
  linkId: z.number().int(),
  personId: z.number().int().nullable(),
  personName: z.string().nullable(),
  unionId: z.number().int().nullable(),
  sourceId: z.number().int().nullable(),
  sourceTitle: z.string().nullable(),
  eventId: z.number().int().nullable(),
  /** A link to a citation (the page it points at); absent from older servers. */
  citationId: z.number().int().nullable().optional(),
});
export type MediaLink = z.infer<typeof mediaLinkSchema>;

export const mediaItemSchema = z.object({
  /** Unique in a list: the origin and its row ("record-12", "cover-5"). */
  key: z.string(),
  origin: z.enum(mediaOrigins),
  /** The media record's id; null for a profile's photos, which are edited where they live. */
  mediaId: z.number().int().nullable(),
  kind: z.enum(mediaKinds),
  title: z.string(),
  date: z.string().nullable(),
  description: z.string().nullable(),
  /**
   * The file: an image's URL, or the PDF's (opens in the browser). A record imported from a
   * GEDCOM file without its bytes has none stored: its `reference`'s URL when it is a web one
   * (http or https), otherwise empty.
   */
  url: z.string(),
  /** Where an imported record's file was (GEDCOM OBJE FILE), when no file is stored. */
  reference: z.string().nullable().optional(),
  /** An image with its thumbnails; null for a document. */
  image: galleryImageSchema.nullable(),
  /** What a record shows, of what the viewer may see; empty for a profile's photos. */
  links: z.array(mediaLinkSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The PDF route of a media record (images are served by the image store's route). */
export const mediaFileUrl = (familyId: number, mediaId: number) =>
  `/api/family/${familyId}/media-records/${mediaId}/file`;

/**
 * A media record as a citation shows it (issue 30): a thumbnail or a PDF icon that opens the
 * file, and the link, for its editors to remove.
 */
export const citationMediaSchema = z.object({
  mediaId: z.number().int(),
  /** The link of the record to the citation. */
  linkId: z.number().int(),
  kind: z.enum(mediaKinds),
  title: z.string(),
  date: z.string().nullable(),
  /** As a media item's `url`: the image, the PDF, or an imported record's web reference. */
  url: z.string(),
  /** An image with its thumbnails; null for a document or a record without its file. */
  image: galleryImageSchema.nullable(),
});
export type CitationMedia = z.infer<typeof citationMediaSchema>;
