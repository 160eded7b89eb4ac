import { errorCodes, mediaMessages as text } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { AppError, forbidden, notFound, unauthenticated } from '../../infra/errors.js';
import { canEditPerson } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { subjectEditedThrough } from '../access/research-access.js';
import {
  familyHas,
  findMedia,
  findMediaLink,
  linksOfMedia,
  personOfEvent,
  type MediaLinkRow,
  type MediaSubject,
} from '../data/media-records.repository.js';
import { citationRow } from '../data/research.repository.js';
import { findPerson } from '../data/tree.repository.js';

/**
 * Who may write media records (issue 30, decision 0039): family admins anything; branch admins
 * media whose every link is a person of their branch (or an imported event of one), or a citation
 * they may write (of such a person, or of a couple one of whose partners is). Couples and sources,
 * which the whole family shares, are the family admin's.
 */
export function mediaRights(db: Db) {
  /** 401 for a visitor, 403 for anyone but the family's admins and branch admins. */
  async function assertEditorRole(scope: RequestScope) {
    if (!scope.viewer) throw unauthenticated();
    const role = await scope.role();
    if (role !== 'FAMILY_ADMIN' && role !== 'BRANCH_ADMIN') throw forbidden(text.onlyEditors);
    return role;
  }

  /** The person a link is about: its person's, or its imported event's (null: none). */
  async function personOf(familyId: number, subject: MediaSubject): Promise<number | null> {
    if (subject.person_id !== null) return subject.person_id;
    if (subject.event_id !== null) return personOfEvent(db, familyId, subject.event_id);
    return null;
  }

  /** The family's citation, or a 404 naming the field. */
  async function existingCitation(familyId: number, citationId: number) {
    const citation = await citationRow(db, familyId, citationId);
    if (!citation)
      throw new AppError(404, errorCodes.notFound, text.citationNotFound, {
        citationId: text.citationNotFound,
      });
    return citation;
  }

  /** A citation's media are written by whom writes the citation (research-access.ts). */
  async function assertMayLinkCitation(scope: RequestScope, citationId: number) {
    const role = await assertEditorRole(scope);
    const citation = await existingCitation(scope.familyId, citationId);
    if (role === 'FAMILY_ADMIN') return scope.viewer!;
    if (!(await subjectEditedThrough(db, scope, citation)))
      throw forbidden(text.onlyEditorsCitation);
    return scope.viewer!;
  }

  /** 404 for a subject the family does not have; 403 for one the viewer may not link. */
  async function assertMayLink(scope: RequestScope, subject: MediaSubject): Promise<AuthUser> {
    if (subject.citation_id) return assertMayLinkCitation(scope, subject.citation_id);
    const role = await assertEditorRole(scope);
    const { familyId } = scope;
    const exists =
      subject.person_id !== null
        ? !!(await findPerson(db, familyId, subject.person_id))
        : subject.union_id !== null
          ? await familyHas(db, 'unions', familyId, subject.union_id)
          : subject.source_id !== null
            ? await familyHas(db, 'sources', familyId, subject.source_id)
            : await familyHas(db, 'gedcom_events', familyId, subject.event_id!);
    if (!exists) throw notFound(text.subjectNotFound);
    if (role === 'FAMILY_ADMIN') return scope.viewer!;
    const personId = await personOf(familyId, subject);
    const person = personId === null ? undefined : await findPerson(db, familyId, personId);
    if (!person) throw forbidden(text.onlyFamilyAdminShared);
    if (!(await canEditPerson(db, scope, person))) throw forbidden(text.onlyEditors);
    return scope.viewer!;
  }

  /** The record is the viewer's to edit when every record it shows is theirs. */
  async function assertMayEditMedia(scope: RequestScope, mediaId: number): Promise<AuthUser> {
    const role = await assertEditorRole(scope);
    if (!(await findMedia(db, scope.familyId, mediaId))) throw notFound(text.mediaNotFound);
    if (role === 'FAMILY_ADMIN') return scope.viewer!;
    const links = await linksOfMedia(db, scope.familyId, [mediaId]);
    let editable = 0;
    for (const link of links) if (await mayEditLink(scope, link)) editable += 1;
    if (editable === 0) throw forbidden(text.onlyEditors);
    if (editable < links.length) throw forbidden(text.onlyFamilyAdminShared);
    return scope.viewer!;
  }

  /** A link is a branch admin's when its person, or a couple's citation's partner, is theirs. */
  async function mayEditLink(scope: RequestScope, link: MediaLinkRow): Promise<boolean> {
    if (link.subject_person_id === null && link.citation_union_id !== null)
      return !!(await subjectEditedThrough(db, scope, {
        person_id: null,
        union_id: link.citation_union_id,
      }));
    const person =
      link.subject_person_id === null
        ? undefined
        : await findPerson(db, scope.familyId, link.subject_person_id);
    return !!person && (await canEditPerson(db, scope, person));
  }

  /**
   * The person whose history a new link (or a record uploaded with it) is in: the linked person,
   * a citation's person or the first partner of its couple the writer edits; none for the rest.
   */
  async function historyPersonOf(scope: RequestScope, subject: MediaSubject, on: Db = db) {
    if (!subject.citation_id) return subject.person_id;
    const citation = await citationRow(on, scope.familyId, subject.citation_id);
    if (!citation) return null;
    return citation.person_id ?? (await subjectEditedThrough(on, scope, citation)) ?? null;
  }

  /** Who may remove a link: who may link its record. */
  async function assertMayUnlink(
    scope: RequestScope,
    mediaId: number,
    linkId: number,
  ): Promise<AuthUser> {
    await assertEditorRole(scope);
    const link = await findMediaLink(db, scope.familyId, mediaId, linkId);
    if (!link) throw notFound(text.linkNotFound);
    return assertMayLink(scope, link);
  }

  return { assertEditorRole, assertMayLink, assertMayEditMedia, assertMayUnlink, historyPersonOf };
}
