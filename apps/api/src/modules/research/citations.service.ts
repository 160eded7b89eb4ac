import {
  researchMessages as text,
  type Citation,
  type citationInputSchema,
} from '@familytree/shared';
import type { z } from 'zod';
import type { AuthUser } from '../../infra/authentication.js';
import type { RequestScope } from '../access/request-scope.js';
import { nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { forbidden, invalidInput, notFound, unauthenticated } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { privacyPolicy } from '../access/privacy.js';
import {
  citationRow,
  citationsOfPerson,
  citationsOfUnion,
  findUnionOfFamily,
  marriagesOfPerson,
  deleteResearchRow,
  findCitation,
  findSource,
  insertCitation,
  updateCitation,
  type CitationToStore,
} from '../data/research.repository.js';
import { findPerson } from '../data/tree.repository.js';
import { lockForEdit } from '../history/history.writer.js';
import { snapshotOf } from '../history/row-reverter.js';
import { mediaOfCitations } from '../data/citation-media.repository.js';
import { citationOf, mayReadCitation, withMedia } from './citation-view.js';
import { citationKind, recordCitationChange } from './research-records.js';
import {
  researchRights,
  subjectInBody,
  subjectOf,
  type ResearchSubject,
} from './research-subject.js';

type CitationInput = z.output<typeof citationInputSchema>;

/**
 * Citations (issue 30): a source cited for a person or a couple, or one of their facts or
 * imported events. Read under the living-person rule (a couple's: both partners'); written by
 * whoever may edit the person (a family admin, the branch admin of their branch) or one partner
 * of the couple, so a branch admin documents their own branch.
 */
export function createCitationsService({ db }: AppContext) {
  const rights = researchRights(db);
  const refusals = {
    person: text.onlyEditorsCitations,
    couple: text.onlyEditorsCoupleCitations,
    personNotFound: text.personNotFound,
  };

  /** 401 for a visitor, 404 for an unknown person or couple, 403 for one the viewer may not edit. */
  async function assertMayCite(
    scope: RequestScope,
    subject: ResearchSubject,
  ): Promise<{ user: AuthUser; personId: number }> {
    return rights.assertMayWrite(scope, subject, refusals);
  }

  /** The record's person: a person's citation's own, a couple's first partner the viewer edits. */
  const recorded = (citation: CitationToStore, personId: number) => ({
    ...citation,
    person_id: citation.person_id,
    recorded_person_id: personId,
  });

  async function existing(familyId: number, id: number, trx: Db = db) {
    const row = await citationRow(trx, familyId, id);
    if (!row) throw notFound(text.citationNotFound);
    return row;
  }

  async function toStore(familyId: number, input: CitationInput): Promise<CitationToStore> {
    if (!(await findSource(db, familyId, input.sourceId)))
      throw invalidInput({ sourceId: text.useSourceOfFamily });
    const subject = subjectOf(input);
    await rights.assertEventOfSubject(familyId, subject);
    return {
      source_id: input.sourceId,
      ...subject,
      fact: input.fact,
      page: input.page,
      date: input.date,
      quality: input.quality,
      note: input.note,
    };
  }

  const view = async (trx: Db, familyId: number, id: number) => {
    const [citation] = withMedia(
      [citationOf((await findCitation(trx, familyId, id))!)],
      await mediaOfCitations(trx, familyId, { citationId: id }),
    );
    return citation!;
  };

  return {
    /**
     * Who may write citations, asked before the body is validated (issue 28): the family's admins
     * and branch admins; the person a body names is asked about when it names one.
     */
    async mayWrite(scope: RequestScope, body: unknown) {
      if (!scope.viewer) throw unauthenticated();
      const role = await scope.role();
      if (role !== 'FAMILY_ADMIN' && role !== 'BRANCH_ADMIN')
        throw forbidden(text.onlyEditorsCitations);
      const subject = subjectInBody(body);
      if (subject) await assertMayCite(scope, subject);
    },

    /** The person's citations the viewer may see (none of a living person for a visitor). */
    async ofPerson(scope: RequestScope, personId: number) {
      const person = await findPerson(db, scope.familyId, personId);
      if (!person) throw notFound(text.personNotFound);
      const policy = await privacyPolicy(db, scope);
      const citations = (await citationsOfPerson(db, scope.familyId, personId))
        .filter((c) => mayReadCitation(policy, c))
        .map(citationOf);
      return withMedia(citations, await mediaOfCitations(db, scope.familyId, { personId }));
    },

    /** The person's couples, with the other partner's name (what a couple's records are about). */
    async marriagesOf(scope: RequestScope, personId: number) {
      if (!(await findPerson(db, scope.familyId, personId))) throw notFound(text.personNotFound);
      return (await marriagesOfPerson(db, scope.familyId, personId)).map((m) => ({
        unionId: m.id,
        partnerId: m.partner_id,
        partnerName: `${m.first_name} ${m.last_name ?? ''}`.trim(),
      }));
    },

    /** The couple's citations, for whom sees both partners' facts (otherwise none). */
    async ofUnion(scope: RequestScope, unionId: number) {
      if (!(await findUnionOfFamily(db, scope.familyId, unionId)))
        throw notFound(text.unionNotFound);
      const policy = await privacyPolicy(db, scope);
      const citations = (await citationsOfUnion(db, scope.familyId, unionId))
        .filter((c) => mayReadCitation(policy, c))
        .map(citationOf);
      return withMedia(citations, await mediaOfCitations(db, scope.familyId, { unionId }));
    },

    async create(scope: RequestScope, input: CitationInput): Promise<Citation> {
      const familyId = scope.familyId;
      const { user, personId } = await assertMayCite(scope, subjectOf(input));
      const citation = await toStore(familyId, input);
      return inTransaction(db, async (trx) => {
        const id = await insertCitation(trx, familyId, citation, nowIso());
        await recordCitationChange(
          trx,
          user,
          familyId,
          'citation.add',
          id,
          null,
          recorded(citation, personId),
        );
        return view(trx, familyId, id);
      });
    },

    /** Replaces a citation: the viewer must be allowed for its person and for the new one. */
    async update(scope: RequestScope, id: number, input: CitationInput): Promise<Citation> {
      const familyId = scope.familyId;
      const current = await existing(familyId, id);
      const { user } = await assertMayCite(scope, current);
      const { personId } = await assertMayCite(scope, subjectOf(input));
      const citation = await toStore(familyId, input);
      return inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'citations', id);
        const before = await existing(familyId, id, trx);
        await updateCitation(trx, familyId, id, citation, nowIso());
        await recordCitationChange(
          trx,
          user,
          familyId,
          'citation.edit',
          id,
          recorded({ ...before, fact: before.fact as CitationToStore['fact'] }, personId),
          recorded(citation, personId),
        );
        return view(trx, familyId, id);
      });
    },

    async remove(scope: RequestScope, id: number): Promise<void> {
      const familyId = scope.familyId;
      if (!scope.viewer) throw unauthenticated();
      const current = await existing(familyId, id);
      const { user, personId } = await assertMayCite(scope, current);
      await inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'citations', id);
        const before = await existing(familyId, id, trx);
        const row = await snapshotOf(trx, citationKind, familyId, id);
        await deleteResearchRow(trx, 'citations', familyId, id);
        await recordCitationChange(
          trx,
          user,
          familyId,
          'citation.delete',
          id,
          recorded({ ...before, fact: before.fact as CitationToStore['fact'] }, personId),
          null,
          { _row: row },
        );
      });
    },
  };
}

export type CitationsService = ReturnType<typeof createCitationsService>;
