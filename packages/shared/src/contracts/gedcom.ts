import { z } from 'zod';
import { idParamSchema } from '../input.js';
import { familyParams } from './common.js';
import { defineContract } from './contract.js';

const tags = ['GEDCOM'];

const warningSchema = z.object({ line: z.number().int(), message: z.string() });

export const gedcomCountsSchema = z.object({
  individuals: z.number().int(),
  families: z.number().int(),
  events: z.number().int(),
  notes: z.number().int(),
  sources: z.number().int(),
  media: z.number().int(),
  /** REPO records (issue 30). */
  repositories: z.number().int(),
  /** SOUR lines pointing to a source record, under persons, names, events and families. */
  citations: z.number().int(),
  /** Distinct places (full names) the events name, as Gramps counts them (issue 30). */
  places: z.number().int(),
});

/** A person as a match of an import into an existing tree shows them, side by side. */
const matchedPersonSchema = z.object({
  name: z.string(),
  gender: z.enum(['M', 'F', 'U']),
  dateOfBirth: z.string().nullable(),
  dateOfDeath: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
});

/**
 * A person of the file matched to one of the family (issue 33, decision 0055): the score (0 to
 * 100), why (each reason's share of it, said in the request's language) and the fields both fill
 * differently, which the import keeps as alternatives.
 */
export const gedcomMatchSchema = z.object({
  xref: z.string(),
  personId: z.number().int(),
  score: z.number(),
  reasons: z.array(z.object({ code: z.string(), points: z.number(), text: z.string() })),
  conflicts: z.array(
    z.object({
      field: z.enum(['dateOfBirth', 'dateOfDeath', 'placeOfBirth', 'gender']),
      file: z.string(),
      family: z.string(),
    }),
  ),
  filePerson: matchedPersonSchema,
  familyPerson: matchedPersonSchema,
});
export type GedcomMatch = z.infer<typeof gedcomMatchSchema>;

export const gedcomPreviewSchema = z.object({
  version: z.string(),
  encoding: z.string(),
  program: z.string(),
  counts: gedcomCountsSchema,
  /** Persons without parents, most descendants first (at most 20). */
  founders: z.array(
    z.object({ xref: z.string(), name: z.string(), descendants: z.number().int() }),
  ),
  /** The first 200 warnings; `warningCount` is all of them. */
  warnings: z.array(warningSchema),
  warningCount: z.number().int(),
  /**
   * Only for a family that has persons (decision 0055): the file's persons matched to the
   * family's, best first, one to one; the import merges those the `decisions` field accepts.
   */
  matches: z.array(gedcomMatchSchema).optional(),
  /** The file's persons no match names: added as new (with the matches all accepted). */
  newPersons: z.number().int().optional(),
  /** The score from which the import accepts a match when no `decisions` are sent. */
  acceptScore: z.number().optional(),
});
export type GedcomPreview = z.infer<typeof gedcomPreviewSchema>;

export const gedcomJobStatuses = ['queued', 'running', 'done', 'failed'] as const;

export const gedcomJobSchema = z.object({
  jobId: z.string(),
  status: z.enum(gedcomJobStatuses),
  processed: z.number().int(),
  total: z.number().int(),
  summary: z
    .object({
      persons: z.number().int(),
      unions: z.number().int(),
      events: z.number().int(),
      kept: z.number().int(),
      /** Research records written (issue 30); absent from jobs finished before them. */
      repositories: z.number().int().optional(),
      sources: z.number().int().optional(),
      citations: z.number().int().optional(),
      notes: z.number().int().optional(),
      /** Media records (OBJE, decision 0041); absent from jobs finished before them. */
      media: z.number().int().optional(),
      /** Place rows the import wrote (decision 0043); absent from jobs finished before them. */
      places: z.number().int().optional(),
      founderId: z.number().int().nullable(),
      /** Into a family that had persons (decision 0055): the file's persons merged, and added. */
      matched: z.number().int().optional(),
      added: z.number().int().optional(),
    })
    .nullable(),
  warnings: z.array(warningSchema),
  /** Why it failed, naming the line of the file when one is to blame. */
  error: z.string().nullable(),
});
export type GedcomJob = z.infer<typeof gedcomJobSchema>;

export const importGedcomContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/gedcom/import',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Preview or import a GEDCOM file',
  description:
    "multipart/form-data with one part `file` (GEDCOM 5.5.1 in UTF-8, UTF-16, ASCII, ANSI or ANSEL, or GEDCOM 7.0, or a GEDZIP: a zip of `gedcom.ged` and its media files, whose images and PDFs are stored; at most 200 MB). With `dryRun=true` answers 200 with a preview and writes nothing; otherwise starts the import of the whole file into the family and answers 202 with the job to poll. `founder` (an xref of the preview) is placed first. Into a family that has persons, the preview lists `matches` of the file's persons to the family's, and the import merges the matched ones into the family's: the optional part `decisions`, JSON `{ xref: personId or null }` (null: import as new), says which (400 with field `decisions` when it is not that JSON, names an xref the file lacks or a person of no person of the family, or two xrefs for one person); without it the matches scoring at least `acceptScore` are merged. The whole import is one change of the history, reverted as one. Family admins only.",
  tags,
  auth: 'required',
  params: familyParams,
  query: z.object({
    dryRun: z.enum(['true', 'false']).optional(),
    founder: z.string().max(40).optional(),
  }),
  responses: { 200: gedcomPreviewSchema, 202: z.object({ jobId: z.string() }) },
});

export const gedcomImportJobContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/gedcom/import/:jobId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'The progress of a GEDCOM import',
  tags,
  auth: 'required',
  params: z.object({ familyId: idParamSchema, jobId: z.string().max(64) }),
  responses: { 200: gedcomJobSchema },
});

/** What to export: the whole family or a `branch`, in GEDCOM 5.5.1 (the default) or `7`. */
const exportQuery = z.object({
  branch: idParamSchema.optional(),
  version: z.enum(['5.5.1', '7']).optional(),
});

export const exportGedcomContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/gedcom/export',
  scope: { scope: 'family', ids: { familyId: 'family', branch: 'person' } },
  summary: 'Download the family as GEDCOM',
  description:
    'A GEDCOM 5.5.1 UTF-8 file (`version=7`: GEDCOM 7.0) of every person, family, event, note and media record, the lines kept from an import, and the spouses linked from other families. `branch` limits it to a person, their descendants and the spouses of those. `format=zip` with `version=7` answers a GEDZIP: a streamed zip of `gedcom.ged` and the stored media files it names (`media/<name>`). Family admins; branch admins for their branch.',
  tags,
  auth: 'required',
  params: familyParams,
  query: exportQuery.extend({
    /** `zip`: GEDZIP (GEDCOM 7.0 with its media files); needs `version=7`. */
    format: z.enum(['ged', 'zip']).optional(),
  }),
  responses: {
    200: {
      raw: true,
      description: 'The GEDCOM file, or with `format=zip` the GEDZIP',
      mediaTypes: ['text/vnd.familysearch.gedcom', 'application/zip'],
    },
  },
});

export const gedcomExportWarningsSchema = z.object({
  /** The first 500, in the order of the file; `warningCount` is all of them. */
  warnings: z.array(
    z.object({
      /** The record the left-out lines belonged to: its name and xref in the file. */
      record: z.string(),
      /** What was left out and why. */
      message: z.string(),
    }),
  ),
  warningCount: z.number().int(),
});
export type GedcomExportWarnings = z.infer<typeof gedcomExportWarningsSchema>;

export const gedcomExportWarningsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/gedcom/export/warnings',
  scope: { scope: 'family', ids: { familyId: 'family', branch: 'person' } },
  summary: 'What a GEDCOM export would leave out',
  description:
    'Writes the export the same way, page by page, without the download, and answers what its version has no place for (a 7.0-only structure in 5.5.1, a 5.x line 7.0 cannot say), record by record. The file itself carries no note of them. Same `version` and `branch` as the export; the GEDZIP (`format=zip`) leaves out what `version=7` does. Family admins; branch admins for their branch.',
  tags,
  auth: 'required',
  params: familyParams,
  query: exportQuery,
  responses: { 200: gedcomExportWarningsSchema },
});

export const gedcomRecordSchema = z.object({
  tag: z.string(),
  /** What happened, for people: "Birth", "Marriage", "Emigration: to Boston". */
  label: z.string(),
  /** The GEDCOM date as a reader expects it ("about 1850"), null when none. */
  date: z.string().nullable(),
  /** The date as written in the file, for sorting and for readers who want it exact. */
  datePhrase: z.string().nullable(),
  place: z.string().nullable(),
});
export type GedcomRecord = z.infer<typeof gedcomRecordSchema>;

export const memberGedcomRecordsContract = defineContract({
  method: 'GET',
  path: '/api/member/:id/gedcomRecords',
  scope: { scope: 'family', ids: { id: 'person' } },
  summary: 'A member’s events as their GEDCOM file recorded them',
  description:
    'The events imported from GEDCOM (birth, christening, death, burial, marriages, other events) with their dates as a reader expects them ("about 1850", "between 1840 and 1845"), in the order of the file. Empty for a member not imported.',
  tags,
  auth: 'optional',
  params: z.object({ id: idParamSchema }),
  responses: { 200: z.array(gedcomRecordSchema) },
});
