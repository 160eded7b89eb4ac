import {
  noteMessages as text,
  type Note,
  type NoteLink,
  type noteInputSchema,
  type noteLinkInputSchema,
  type noteTextInputSchema,
} from '@familytree/shared';
import type { z } from 'zod';
import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import {
  AppError,
  conflict,
  forbidden,
  invalidInput,
  notFound,
  unauthenticated,
} from '../../infra/errors.js';
import { sanitizeRichText } from '../../infra/rich-text.js';
import { inTransaction } from '../../infra/transactions.js';
import { privacyPolicy, type PrivacyPolicy } from '../access/privacy.js';
import type { RequestScope } from '../access/request-scope.js';
import {
  countNoteLinks,
  deleteNoteRow,
  findNote,
  findNoteLink,
  insertNote,
  insertNoteLink,
  linksOfNotes,
  noteIdsOfPerson,
  noteIdsOfUnion,
  notesByIds,
  sameNoteLink,
  sharedNoteIds,
  updateNoteText,
  type NoteLinkToStore,
} from '../data/research-notes.repository.js';
import { findUnionOfFamily } from '../data/research.repository.js';
import { findPerson } from '../data/tree.repository.js';
import { lockForEdit } from '../history/history.writer.js';
import { snapshotOf } from '../history/row-reverter.js';
import { mayReadCitation } from './citation-view.js';
import { noteKind, noteLinkKind, recordNoteChange, recordNoteLinkChange } from './note-records.js';
import { noteFor, noteLinkOf } from './note-view.js';
import {
  researchRights,
  subjectInBody,
  subjectOf,
  type ResearchSubject,
} from './research-subject.js';

type NoteInput = z.output<typeof noteInputSchema>;
type NoteTextInput = z.output<typeof noteTextInputSchema>;
type NoteLinkInput = z.output<typeof noteLinkInputSchema>;

/** A couple's first partner (the person its records name). */
async function firstPartnerOf(trx: Db, familyId: number, unionId: number | null) {
  if (unionId === null) return null;
  return (await findUnionOfFamily(trx, familyId, unionId))?.person_id ?? null;
}

/** Sanitized like a news post's content; a note of nothing but markup is no note. */
function cleanText(html: string): string {
  const clean = sanitizeRichText(html);
  if (
    clean
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  )
    throw invalidInput({ text: text.textRequired });
  return clean;
}

/**
 * Notes (issue 30): a text about persons or couples or their facts. Read under the living-person
 * rule (a couple's: both partners'); written by whoever may edit the persons it is about (a
 * family admin, the branch admin of their branch, of one partner of a couple): a note shared with
 * persons outside a branch admin's branch, only a family admin edits.
 */
export function createNotesService({ db }: AppContext) {
  const rights = researchRights(db);
  const refusals = {
    person: text.onlyEditorsNotes,
    couple: text.onlyEditorsNotes,
    personNotFound: text.personNotFound,
  };

  /** 401 for a visitor, 404 for an unknown person or couple, 403 for one the viewer may not edit. */
  const assertMayEditSubject = (scope: RequestScope, subject: ResearchSubject) =>
    rights.assertMayWrite(scope, subject, refusals);

  /** Whether the viewer may edit what the link is about. */
  async function mayEditLink(scope: RequestScope, link: ResearchSubject): Promise<boolean> {
    try {
      await assertMayEditSubject(scope, link);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  /** Only the family's admins and branch admins write notes at all. */
  async function assertEditorRole(scope: RequestScope) {
    if (!scope.viewer) throw unauthenticated();
    const role = await scope.role();
    if (role !== 'FAMILY_ADMIN' && role !== 'BRANCH_ADMIN') throw forbidden(text.onlyEditorsNotes);
    return role;
  }

  async function existingNote(familyId: number, id: number, trx: Db = db) {
    const note = await findNote(trx, familyId, id);
    if (!note) throw notFound(text.noteNotFound);
    return note;
  }

  /** The note's text is the viewer's to edit when every record it is about is. */
  async function assertMayEditNote(scope: RequestScope, noteId: number): Promise<AuthUser> {
    const role = await assertEditorRole(scope);
    await existingNote(scope.familyId, noteId);
    if (role === 'FAMILY_ADMIN') return scope.viewer!;
    const links = await linksOfNotes(db, scope.familyId, [noteId]);
    let editable = 0;
    for (const link of links) if (await mayEditLink(scope, link)) editable += 1;
    if (editable === 0) throw forbidden(text.onlyEditorsNotes);
    if (editable < links.length) throw forbidden(text.onlyFamilyAdminSharedNote);
    return scope.viewer!;
  }

  /** The note as the viewer sees it, read in the write's transaction. */
  async function viewOf(
    trx: Db,
    scope: RequestScope,
    policy: PrivacyPolicy,
    id: number,
  ): Promise<Note> {
    const note = (await findNote(trx, scope.familyId, id))!;
    const links = await linksOfNotes(trx, scope.familyId, [id]);
    // Its writer may edit every person it is about: they see its links.
    return (
      noteFor(policy, note, links) ?? { noteId: id, text: note.text, links: links.map(noteLinkOf) }
    );
  }

  /** The readable ones of these notes, in this order. */
  async function notesFor(scope: RequestScope, ids: number[]): Promise<Note[]> {
    const policy = await privacyPolicy(db, scope);
    const notes = new Map((await notesByIds(db, scope.familyId, ids)).map((n) => [n.id, n]));
    const links = await linksOfNotes(db, scope.familyId, ids);
    return ids
      .map((id) =>
        noteFor(
          policy,
          notes.get(id)!,
          links.filter((l) => l.note_id === id),
        ),
      )
      .filter((n): n is Note => n !== null);
  }

  /** The person a note's record names: the first it is about (of a couple, its first partner). */
  async function firstPersonOf(trx: Db, familyId: number, noteId: number) {
    const links = await linksOfNotes(trx, familyId, [noteId]);
    const first = links.find((l) => (l.person_id ?? l.a_id) !== null);
    return first ? (first.person_id ?? first.a_id) : null;
  }

  /** Who may remove the link: who may edit its person or couple. */
  async function mayUnlink(scope: RequestScope, noteId: number, linkId: number): Promise<AuthUser> {
    await assertEditorRole(scope);
    const link = await findNoteLink(db, scope.familyId, noteId, linkId);
    if (!link) throw notFound(text.linkNotFound);
    return (await assertMayEditSubject(scope, link)).user;
  }

  /** A link as its records hold it, naming the person whose history shows it. */
  const recordedLink = (link: NoteLinkToStore, personId: number | null) => ({
    ...link,
    recorded_person_id: personId,
  });

  return {
    /**
     * Who may add a note or a link, asked before the body is validated (issue 28): the family's
     * admins and branch admins; the person a body names is asked about when it names one.
     */
    async mayWrite(scope: RequestScope, body: unknown) {
      await assertEditorRole(scope);
      const subject = subjectInBody(body);
      if (subject) await assertMayEditSubject(scope, subject);
    },

    /** Who may edit or delete the note, asked before the body is validated. */
    async mayEditNote(scope: RequestScope, noteId: number) {
      await assertMayEditNote(scope, noteId);
    },

    mayUnlink,

    /** The notes about the person the viewer may see (none of a living person for a visitor). */
    async ofPerson(scope: RequestScope, personId: number): Promise<Note[]> {
      const person = await findPerson(db, scope.familyId, personId);
      if (!person) throw notFound(text.personNotFound);
      const policy = await privacyPolicy(db, scope);
      const ownLife = { ...person, person_id: personId, living: person.living ?? null };
      if (!mayReadCitation(policy, ownLife)) return [];
      return notesFor(scope, await noteIdsOfPerson(db, scope.familyId, personId));
    },

    /** The notes about the couple or its marriage, for whom sees both partners' facts. */
    async ofUnion(scope: RequestScope, unionId: number): Promise<Note[]> {
      if (!(await findUnionOfFamily(db, scope.familyId, unionId)))
        throw notFound(text.unionNotFound);
      return notesFor(scope, await noteIdsOfUnion(db, scope.familyId, unionId));
    },

    /** The notes linked to more than one record, of those the viewer may see. */
    async shared(scope: RequestScope): Promise<Note[]> {
      return notesFor(scope, await sharedNoteIds(db, scope.familyId));
    },

    async read(scope: RequestScope, noteId: number): Promise<Note> {
      await existingNote(scope.familyId, noteId);
      const [note] = await notesFor(scope, [noteId]);
      if (!note) throw notFound(text.noteNotFound);
      return note;
    },

    async create(scope: RequestScope, input: NoteInput): Promise<Note> {
      const familyId = scope.familyId;
      const subject = subjectOf(input);
      const { user, personId } = await assertMayEditSubject(scope, subject);
      const clean = cleanText(input.text);
      await rights.assertEventOfSubject(familyId, subject);
      // Read before the transaction: SQLite's one connection is the transaction's until it ends.
      const policy = await privacyPolicy(db, scope);
      return inTransaction(db, async (trx) => {
        const id = await insertNote(trx, familyId, clean, nowIso());
        await insertNoteLink(trx, familyId, { note_id: id, ...subject, fact: input.fact });
        await recordNoteChange(trx, user, familyId, 'note.add', id, null, {
          text: clean,
          person_id: personId,
        });
        return viewOf(trx, scope, policy, id);
      });
    },

    async updateText(scope: RequestScope, id: number, input: NoteTextInput): Promise<Note> {
      const familyId = scope.familyId;
      const user = await assertMayEditNote(scope, id);
      const clean = cleanText(input.text);
      // Read before the transaction: SQLite's one connection is the transaction's until it ends.
      const policy = await privacyPolicy(db, scope);
      return inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'notes', id);
        const before = await existingNote(familyId, id, trx);
        const personId = await firstPersonOf(trx, familyId, id);
        await updateNoteText(trx, familyId, id, clean, nowIso());
        await recordNoteChange(
          trx,
          user,
          familyId,
          'note.edit',
          id,
          { text: before.text, person_id: personId },
          { text: clean, person_id: personId },
        );
        return viewOf(trx, scope, policy, id);
      });
    },

    /** Deletes the note with its links; the record keeps both for a revert. */
    async remove(scope: RequestScope, id: number): Promise<void> {
      const familyId = scope.familyId;
      const user = await assertMayEditNote(scope, id);
      await inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'notes', id);
        const before = await existingNote(familyId, id, trx);
        const personId = await firstPersonOf(trx, familyId, id);
        const row = await snapshotOf(trx, noteKind, familyId, id);
        await deleteNoteRow(trx, 'notes', familyId, id);
        await recordNoteChange(
          trx,
          user,
          familyId,
          'note.delete',
          id,
          { text: before.text, person_id: personId },
          null,
          { _row: row },
        );
      });
    },

    /** Links the note to one more person or fact of theirs: it becomes a shared note. */
    async link(scope: RequestScope, noteId: number, input: NoteLinkInput): Promise<NoteLink> {
      const familyId = scope.familyId;
      const subject = subjectOf(input);
      const { user, personId } = await assertMayEditSubject(scope, subject);
      await existingNote(familyId, noteId);
      await rights.assertEventOfSubject(familyId, subject);
      const link: NoteLinkToStore = { note_id: noteId, ...subject, fact: input.fact };
      return inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'notes', noteId);
        await existingNote(familyId, noteId, trx);
        if (await sameNoteLink(trx, familyId, link)) throw conflict(text.alreadyLinked);
        const id = await insertNoteLink(trx, familyId, link);
        await recordNoteLinkChange(
          trx,
          user,
          familyId,
          'note.link',
          id,
          null,
          recordedLink(link, personId),
        );
        const rows = await linksOfNotes(trx, familyId, [noteId]);
        return noteLinkOf(rows.find((r) => r.id === id)!);
      });
    },

    /** Removes one link of a shared note; a note's only link goes with the note. */
    async unlink(scope: RequestScope, noteId: number, linkId: number): Promise<void> {
      const familyId = scope.familyId;
      const user = await mayUnlink(scope, noteId, linkId);
      await inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'notes', noteId);
        const link = await findNoteLink(trx, familyId, noteId, linkId);
        if (!link) throw notFound(text.linkNotFound);
        if ((await countNoteLinks(trx, familyId, noteId)) <= 1) throw conflict(text.lastLink);
        const row = await snapshotOf(trx, noteLinkKind, familyId, linkId);
        await deleteNoteRow(trx, 'note_links', familyId, linkId);
        await recordNoteLinkChange(
          trx,
          user,
          familyId,
          'note.unlink',
          linkId,
          recordedLink(
            {
              note_id: noteId,
              person_id: link.person_id,
              union_id: link.union_id,
              event_id: link.event_id,
              fact: link.fact as NoteLinkToStore['fact'],
            },
            link.person_id ?? (await firstPartnerOf(trx, familyId, link.union_id)),
          ),
          null,
          { _row: row },
        );
      });
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
