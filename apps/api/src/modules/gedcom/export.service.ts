import { Readable } from 'node:stream';
import { messages, type GedcomExportWarnings, type Locale } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { invalidInput, notFound } from '../../infra/errors.js';
import { assertMayExport } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { findPerson } from '../data/tree.repository.js';
import { branchPersonIds } from './gedcom.repository.js';
import { writeGedcom, type ExportSource, type GedcomVersion } from './export-writer.js';
import { gedzipStream } from './gedzip-writer.js';
import { toGedcom551, toGedcom7 } from './seven-stream.js';
import { filelessMedia } from './media-export.repository.js';
import { warningCollector, type WarningSink } from './export-warnings.js';
import { mediaXref } from './xrefs.js';
import type { FileStorage } from '../../infra/storage.js';
import { serverText } from '../../infra/user-text.js';

interface ExportOptions {
  branch?: number;
  version?: GedcomVersion;
  format?: 'ged' | 'zip';
}

/** The warnings call answers this many; `warningCount` is all of them. */
const warningsListed = 500;

export function createGedcomExportService(context: AppContext, storage: FileStorage) {
  const { db } = context;

  /** Checks the right first (so a refusal is a plain error), then says what to write. */
  async function prepare(
    scope: RequestScope,
    family: { id: number; domain: string },
    options: ExportOptions,
    origin: string,
  ): Promise<{ source: ExportSource; voided: string[] }> {
    let branch = null;
    if (options.branch !== undefined) {
      branch = (await findPerson(db, family.id, options.branch)) ?? null;
      if (!branch) throw notFound(serverText('members.notFound'));
    }
    // The scope is the Host's family's, which `family` is.
    const viewer = await assertMayExport(db, scope, branch, messages.gedcom.branchOnly);
    if (options.format === 'zip' && options.version === '5.5.1')
      throw invalidInput({ format: messages.gedcom.zipIsSeven }, messages.gedcom.zipIsSeven);
    const branchIds = branch ? await branchPersonIds(db, family.id, branch.id) : null;
    const source = {
      familyId: family.id,
      familyName: family.domain,
      branchIds,
      version: options.version ?? '5.5.1',
      submitter: `${viewer.firstName} ${viewer.lastName}`.trim() || family.domain,
      origin,
    };
    // 7.0 has no media record without a file (a 5.5 BLOB): pointers to one are @VOID@.
    const voided =
      source.version === '7' ? (await filelessMedia(db, family.id)).map(mediaXref) : [];
    return { source, voided };
  }

  /** The file's text: whatever an import kept, only what its version allows (issue 30). */
  function converted(source: ExportSource, voided: string[], warn?: WarningSink) {
    const text = writeGedcom(db, source);
    return source.version === '7' ? toGedcom7(text, voided, warn) : toGedcom551(text, warn);
  }

  return {
    async export(
      scope: RequestScope,
      family: { id: number; domain: string },
      options: ExportOptions,
      /** Where images are served (`https://host`): life-event photos are written as URLs. */
      origin = '',
    ): Promise<Readable> {
      const { source, voided } = await prepare(scope, family, options, origin);
      // A GEDZIP names its stored files by their paths inside it, and carries them.
      if (options.format === 'zip')
        return gedzipStream(storage, (mediaFileName) =>
          converted({ ...source, version: '7', mediaFileName }, voided),
        );
      return Readable.from(converted(source, voided));
    },

    /**
     * What the export would leave out: the same writing and conversion, page by page, its text
     * thrown away as it comes (decision 0045). The warnings are said in the reader's language.
     */
    async warnings(
      scope: RequestScope,
      family: { id: number; domain: string },
      options: Omit<ExportOptions, 'format'>,
      origin = '',
      locale: Locale = 'en',
    ): Promise<GedcomExportWarnings> {
      const { source, voided } = await prepare(scope, family, options, origin);
      const collector = warningCollector(warningsListed);
      for await (const chunk of converted(source, voided, collector.sink)) void chunk;
      return collector.resultIn(locale);
    },
  };
}

export type GedcomExportService = ReturnType<typeof createGedcomExportService>;
