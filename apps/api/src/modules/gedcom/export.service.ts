import { Readable } from 'node:stream';
import { messages } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { notFound } from '../../infra/errors.js';
import { assertMayExport } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { findPerson } from '../data/tree.repository.js';
import { branchPersonIds } from './gedcom.repository.js';
import { writeGedcom, type GedcomVersion } from './export-writer.js';

export function createGedcomExportService(context: AppContext) {
  const { db } = context;
  return {
    /** Checks the right first (so a refusal is a plain error), then streams the file. */
    async export(
      scope: RequestScope,
      family: { id: number; domain: string },
      options: { branch?: number; version?: GedcomVersion },
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
      const branchIds = branch ? await branchPersonIds(db, family.id, branch.id) : null;
      return Readable.from(
        writeGedcom(db, {
          familyId: family.id,
          familyName: family.domain,
          branchIds,
          version: options.version ?? '5.5.1',
          submitter: `${viewer.firstName} ${viewer.lastName}`.trim() || family.domain,
          origin,
        }),
      );
    },
  };
}

export type GedcomExportService = ReturnType<typeof createGedcomExportService>;
