import { Readable } from 'node:stream';
import { messages } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { invalidInput, notFound } from '../../infra/errors.js';
import { assertMayExport } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { findPerson } from '../data/tree.repository.js';
import { branchPersonIds } from './gedcom.repository.js';
import { writeGedcom, type GedcomVersion } from './export-writer.js';
import { gedzipStream } from './gedzip-writer.js';
import { toGedcom551, toGedcom7 } from './seven-stream.js';
import { filelessMedia } from './media-export.repository.js';
import { mediaXref } from './xrefs.js';
import type { FileStorage } from '../../infra/storage.js';

export function createGedcomExportService(context: AppContext, storage: FileStorage) {
  const { db } = context;
  return {
    /** Checks the right first (so a refusal is a plain error), then streams the file. */
    async export(
      scope: RequestScope,
      family: { id: number; domain: string },
      options: { branch?: number; version?: GedcomVersion; format?: 'ged' | 'zip' },
      /** Where images are served (`https://host`): life-event photos are written as URLs. */
      origin = '',
    ): Promise<Readable> {
      let branch = null;
      if (options.branch !== undefined) {
        branch = (await findPerson(db, family.id, options.branch)) ?? null;
        if (!branch) throw notFound('No such member.');
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
      // A GEDZIP names its stored files by their paths inside it, and carries them.
      if (options.format === 'zip')
        return gedzipStream(storage, (mediaFileName) =>
          toGedcom7(writeGedcom(db, { ...source, version: '7', mediaFileName }), voided),
        );
      const text = writeGedcom(db, source);
      // Whatever an import kept, a file holds only what its version allows (issue 30).
      return Readable.from(source.version === '7' ? toGedcom7(text, voided) : toGedcom551(text));
    },
  };
}

export type GedcomExportService = ReturnType<typeof createGedcomExportService>;
