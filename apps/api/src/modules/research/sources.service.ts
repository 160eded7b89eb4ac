import {
  researchMessages as text,
  type Repository,
  type Source,
  type SourceSummary,
  type repositoryInputSchema,
  type sourceInputSchema,
} from '@familytree/shared';
import type { z } from 'zod';
import type { AuthUser } from '../../infra/authentication.js';
import type { RequestScope } from '../access/request-scope.js';
import { nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { conflict, invalidInput, notFound } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { assertFamilyAdmin } from '../access/access.policy.js';
import { privacyPolicy } from '../access/privacy.js';
import {
  citationCountsBySource,
  possiblyLivingCitations,
  citationsOfSource,
  deleteResearchRow,
  findRepository,
  findSource,
  insertRepository,
  insertSource,
  repositoriesOf,
  sourcesOf,
  updateRepository,
  updateSource,
  type RepositoryToStore,
  type SourceToStore,
} from '../data/research.repository.js';
import { snapshotOf } from '../history/row-reverter.js';
import { lockForEdit } from '../history/history.writer.js';
import { mediaOfCitations } from '../data/citation-media.repository.js';
import { citationOf, mayReadCitation, withMedia } from './citation-view.js';
import {
  recordRepositoryChange,
  recordSourceChange,
  repositoryKind,
  sourceKind,
} from './research-records.js';
import { serverText } from '../../infra/user-text.js';

type SourceInput = z.output<typeof sourceInputSchema>;
type RepositoryInput = z.output<typeof repositoryInputSchema>;

/** Who may edit what the whole family shares: its admins (decision 0034). */
export interface ResearchAdmin {
  admin: AuthUser;
  scope: RequestScope;
  familyId: number;
}

const sourceToStore = (input: SourceInput): SourceToStore => ({
  title: input.title,
  author: input.author,
  publication: input.publication,
  abbreviation: input.abbreviation,
  repository_id: input.repositoryId,
  call_number: input.callNumber,
  note: input.note,
});

/** Sources and the repositories that keep them (issue 30): read on the family's site, edited by its admins. */
export function createSourcesService({ db }: AppContext) {
  async function existingSource(familyId: number, id: number, trx: Db = db) {
    const source = await findSource(trx, familyId, id);
    if (!source) throw notFound(text.sourceNotFound);
    return source;
  }

  async function existingRepository(familyId: number, id: number, trx: Db = db) {
    const repository = await findRepository(trx, familyId, id);
    if (!repository) throw notFound(text.repositoryNotFound);
    return repository;
  }

  async function sourceToWrite(familyId: number, input: SourceInput) {
    if (input.repositoryId !== null && !(await findRepository(db, familyId, input.repositoryId)))
      throw invalidInput({ repositoryId: text.useRepositoryOfFamily });
    return sourceToStore(input);
  }

  async function sourceView(scope: RequestScope, id: number, trx: Db = db) {
    const familyId = scope.familyId;
    const source = await existingSource(familyId, id, trx);
    const policy = await privacyPolicy(trx, scope);
    const citations = withMedia(
      (await citationsOfSource(trx, familyId, id))
        .filter((c) => mayReadCitation(policy, c))
        .map(citationOf),
      await mediaOfCitations(trx, familyId, { sourceId: id }),
    );
    return {
      sourceId: source.id,
      title: source.title,
      author: source.author,
      publication: source.publication,
      abbreviation: source.abbreviation,
      repositoryId: source.repository_id,
      repositoryName: source.repository_name,
      callNumber: source.call_number,
      note: source.note,
      citationCount: citations.length,
      citations,
    } satisfies Source;
  }

  /** Citations per source the viewer may see: counted by the database, the living rule aside. */
  async function visibleCitationCounts(scope: RequestScope): Promise<Map<number, number>> {
    const policy = await privacyPolicy(db, scope);
    if (policy.seesLiving) return citationCountsBySource(db, scope.familyId, false);
    const [counts, undecided] = await Promise.all([
      citationCountsBySource(db, scope.familyId, true),
      possiblyLivingCitations(db, scope.familyId),
    ]);
    for (const c of undecided)
      if (mayReadCitation(policy, c)) counts.set(c.source_id, (counts.get(c.source_id) ?? 0) + 1);
    return counts;
  }

  async function repositoryView(familyId: number, id: number, trx: Db = db): Promise<Repository> {
    const row = (await repositoriesOf(trx, familyId)).find((r) => r.id === id);
    if (!row) throw notFound(text.repositoryNotFound);
    return {
      repositoryId: row.id,
      name: row.name,
      address: row.address,
      note: row.note,
      sourceCount: Number(row.source_count ?? 0),
    };
  }

  return {
    /** Who may edit sources and repositories (asked before a body is validated, issue 28). */
    async editor(scope: RequestScope): Promise<ResearchAdmin> {
      const admin = await assertFamilyAdmin(scope, text.onlyFamilyAdminSources);
      return { admin, scope, familyId: scope.familyId };
    },

    async list(scope: RequestScope): Promise<SourceSummary[]> {
      const [sources, counts] = await Promise.all([
        sourcesOf(db, scope.familyId),
        visibleCitationCounts(scope),
      ]);
      return sources.map((s) => ({
        sourceId: s.id,
        title: s.title,
        author: s.author,
        citationCount: counts.get(s.id) ?? 0,
      }));
    },

    read: (scope: RequestScope, id: number) => sourceView(scope, id),

    async create({ admin, scope, familyId }: ResearchAdmin, input: SourceInput): Promise<Source> {
      const source = await sourceToWrite(familyId, input);
      return inTransaction(db, async (trx) => {
        const id = await insertSource(trx, familyId, source, nowIso());
        await recordSourceChange(trx, admin, familyId, 'source.add', id, null, source);
        return sourceView(scope, id, trx);
      });
    },

    async update({ admin, scope, familyId }: ResearchAdmin, id: number, input: SourceInput) {
      await existingSource(familyId, id);
      const source = await sourceToWrite(familyId, input);
      return inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'sources', id);
        const before = await existingSource(familyId, id, trx);
        await updateSource(trx, familyId, id, source, nowIso());
        await recordSourceChange(trx, admin, familyId, 'source.edit', id, before, source);
        return sourceView(scope, id, trx);
      });
    },

    /** Deletes a source with its citations; the record keeps both, so a revert brings them back. */
    async remove({ admin, familyId }: ResearchAdmin, id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'sources', id);
        const before = await existingSource(familyId, id, trx);
        const row = await snapshotOf(trx, sourceKind, familyId, id);
        await deleteResearchRow(trx, 'sources', familyId, id);
        await recordSourceChange(trx, admin, familyId, 'source.delete', id, before, null, {
          _row: row,
        });
      });
    },

    async repositories(familyId: number): Promise<Repository[]> {
      return (await repositoriesOf(db, familyId)).map((row) => ({
        repositoryId: row.id,
        name: row.name,
        address: row.address,
        note: row.note,
        sourceCount: Number(row.source_count ?? 0),
      }));
    },

    async createRepository({ admin, familyId }: ResearchAdmin, input: RepositoryInput) {
      const repository: RepositoryToStore = { ...input };
      return inTransaction(db, async (trx) => {
        const id = await insertRepository(trx, familyId, repository, nowIso());
        await recordRepositoryChange(trx, admin, familyId, 'repository.add', id, null, repository);
        return repositoryView(familyId, id, trx);
      });
    },

    async updateRepository({ admin, familyId }: ResearchAdmin, id: number, input: RepositoryInput) {
      await existingRepository(familyId, id);
      const repository: RepositoryToStore = { ...input };
      return inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'repositories', id);
        const before = await existingRepository(familyId, id, trx);
        await updateRepository(trx, familyId, id, repository, nowIso());
        await recordRepositoryChange(
          trx,
          admin,
          familyId,
          'repository.edit',
          id,
          before,
          repository,
        );
        return repositoryView(familyId, id, trx);
      });
    },

    /**
     * Deletes a repository that keeps no source: one that does would leave its sources without
     * it, and a revert could not tell them to point at it again.
     */
    async removeRepository({ admin, familyId }: ResearchAdmin, id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'repositories', id);
        const before = await repositoryView(familyId, id, trx);
        if (before.sourceCount > 0)
          throw conflict(
            serverText('research.repositoryKeepsSources', { count: String(before.sourceCount) }),
          );
        const stored = await existingRepository(familyId, id, trx);
        const row = await snapshotOf(trx, repositoryKind, familyId, id);
        await deleteResearchRow(trx, 'repositories', familyId, id);
        await recordRepositoryChange(trx, admin, familyId, 'repository.delete', id, stored, null, {
          _row: row,
        });
      });
    },
  };
}

export type SourcesService = ReturnType<typeof createSourcesService>;
