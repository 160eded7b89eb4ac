import { mediaMessages as text } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { forbidden, notFound, unauthenticated } from '../../infra/errors.js';
import { canEditPerson } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import {
  familyHas,
  findMedia,
  findMediaLink,
  linksOfMedia,
  personOfEvent,
  type MediaSubject,
} from '../data/media-records.repository.js';
import { findPerson } from '../data/tree.repository.js';

/**
 * Who may write media records (issue 30, decision 0039): family admins anything; branch admins
 * media whose every link is a person of their branch (or an imported event of one). Couples and
 * sources, which the whole family shares, are the family admin's.
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

  /** 404 for a subject the family does not have; 403 for one the viewer may not link. */
  async function assertMayLink(scope: RequestScope, subject: MediaSubject): Promise<AuthUser> {
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
    for (const link of links) {
      const person =
        link.subject_person_id === null
          ? undefined
          : await findPerson(db, scope.familyId, link.subject_person_id);
      if (person && (await canEditPerson(db, scope, person))) editable += 1;
    }
    if (editable === 0) throw forbidden(text.onlyEditors);
    if (editable < links.length) throw forbidden(text.onlyFamilyAdminShared);
    return scope.viewer!;
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

  return { assertEditorRole, assertMayLink, assertMayEditMedia, assertMayUnlink };
}
