import {
  idParamSchema,
  mediaDetailsInputSchema,
  mediaLimits,
  mediaMessages as text,
  type MediaItem,
  type MediaLink,
  type mediaLinkInputSchema,
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
  tooManyRequests,
} from '../../infra/errors.js';
import type { FileStorage } from '../../infra/storage.js';
import { inTransaction } from '../../infra/transactions.js';
import { parseInput } from '../../infra/validation.js';
import { messages, type Locale } from '@familytree/shared';
import { answerTextsIn } from '../../answers/answer-texts.js';
import { privacyPolicy, type PrivacyPolicy } from '../access/privacy.js';
import type { RequestScope } from '../access/request-scope.js';
import {
  deleteMediaRow,
  familyMediaIds,
  findMedia,
  findMediaLink,
  insertMedia,
  insertMediaLink,
  linksOfMedia,
  mediaByIds,
  mediaIdsOf,
  profilePhotosOf,
  sameMediaLink,
  updateMediaDetails,
  familyHas,
  type MediaLinkToStore,
  type MediaSubject,
  type MediaToStore,
} from '../data/media-records.repository.js';
import { findPerson } from '../data/tree.repository.js';
import { lockForEdit } from '../history/history.writer.js';
import { snapshotOf } from '../history/row-reverter.js';
import {
  assertImageSize,
  isPdf,
  newDocumentName,
  titleFromFileName,
  type MediaUpload,
} from './media-record-upload.js';
import {
  mayReadMediaLink,
  mediaItemFor,
  mediaItemOf,
  mediaLinkOf,
  profilePhotoItem,
} from './media-record-view.js';
import { mediaRights } from './media-record-rights.js';
import {
  mediaKind,
  mediaLinkKind,
  recordMediaChange,
  recordMediaLinkChange,
  type MediaToRecord,
} from './media-records.history.js';
import { storeImage } from './media.service.js';
import { reserveUpload } from './upload-throttle.js';

type MediaLinkInput = z.output<typeof mediaLinkInputSchema>;
type MediaDetails = z.output<typeof mediaDetailsInputSchema>;

const subjectOfInput = (input: MediaLinkInput): MediaSubject => ({
  person_id: input.personId ?? null,
  union_id: input.unionId ?? null,
  source_id: input.sourceId ?? null,
  event_id: input.eventId ?? null,
  citation_id: input.citationId ?? null,
});

const subjectFields = ['personId', 'unionId', 'sourceId', 'eventId', 'citationId'] as const;

/** The first link an upload names in its fields (at most one; ids as the path's are read). */
function subjectOfUpload(fields: Record<string, string>): MediaSubject | null {
  const given = subjectFields.filter((f) => fields[f] !== undefined && fields[f] !== '');
  if (given.length === 0) return null;
  if (given.length > 1) throw invalidInput({ [given[1]!]: text.oneSubject });
  const field = given[0]!;
  const id = idParamSchema.safeParse(fields[field]);
  if (!id.success) throw invalidInput({ [field]: messages.input.invalidId });
  return subjectOfInput({ [field]: id.data });
}

const recordOf = (
  row: MediaToStore | (MediaDetails & { file_name: string }),
  personId: number | null,
): MediaToRecord => ({
  file_name: row.file_name,
  title: row.title,
  date: row.date,
  description: row.description,
  person_id: personId,
});

/**
 * The family's list reads the list's size first (all an admin needs), then this many rows at a
 * time, at most this many times.
 */
const familyListPage = 200;
const familyListPages = 20;

/**
 * Media as records (issue 30, decision 0039): photos and PDF documents with a title, a date and a
 * description, linked to persons, couples, sources, imported events and citations. Read under the
 * living-person rule; written by family admins, and branch admins for their branch's persons.
 */
export function createMediaRecordsService(context: AppContext, storage: FileStorage) {
  const { db } = context;
  const rights = mediaRights(db);

  async function existingMedia(familyId: number, id: number, trx: Db = db) {
    const media = await findMedia(trx, familyId, id);
    if (!media) throw notFound(text.mediaNotFound);
    return media;
  }

  /** The readable ones of these media, in this order: three statements however many. */
  async function itemsFor(scope: RequestScope, policy: PrivacyPolicy, ids: number[], trx: Db = db) {
    const rows = new Map((await mediaByIds(trx, scope.familyId, ids)).map((m) => [m.id, m]));
    const links = await linksOfMedia(trx, scope.familyId, ids);
    return ids
      .filter((id) => rows.has(id))
      .map((id) =>
        mediaItemFor(
          policy,
          rows.get(id)!,
          links.filter((l) => l.media_id === id),
        ),
      )
      .filter((m): m is MediaItem => m !== null);
  }

  /** The record as its writer sees it (they may edit all it shows), read in the write's transaction. */
  async function writerView(trx: Db, familyId: number, id: number): Promise<MediaItem> {
    const [row] = await mediaByIds(trx, familyId, [id]);
    const links = await linksOfMedia(trx, familyId, [id]);
    return mediaItemOf(row!, links.map(mediaLinkOf));
  }

  async function firstPersonOf(trx: Db, familyId: number, mediaId: number) {
    const links = await linksOfMedia(trx, familyId, [mediaId]);
    return links.find((l) => l.subject_person_id !== null)?.subject_person_id ?? null;
  }

  /** Stores the file: an image through the image pipeline (thumbnails), a PDF as it is. */
  async function storeFile(user: AuthUser, familyId: number, data: Buffer, details: MediaDetails) {
    if (!isPdf(data)) assertImageSize(data);
    if (!(await reserveUpload(context, user.userId)))
      throw tooManyRequests(messages.content.tooManyUploads);
    if (isPdf(data)) {
      const name = newDocumentName();
      await storage.put(name, data);
      return {
        file_name: name,
        content_type: 'application/pdf',
        kind: 'document' as const,
        width: null,
        height: null,
        ...details,
      };
    }
    try {
      const image = await storeImage(context, storage, user, familyId, data);
      return {
        file_name: image.name,
        content_type: image.contentType,
        kind: 'image' as const,
        width: image.width,
        height: image.height,
        ...details,
      };
    } catch (error) {
      // Neither an image nor a PDF, whatever its name says: a bad file like any bad field.
      if (error instanceof AppError && error.status === 415)
        throw invalidInput({ file: text.onlyImagesAndPdf });
      throw error;
    }
  }

  return {
    rights,

    /**
     * Adds a media record from an upload. Who may write was asked before the body was read; the
     * link the body names is asked about before anything in it is validated.
     */
    async upload(scope: RequestScope, upload: MediaUpload): Promise<MediaItem> {
      const role = await rights.assertEditorRole(scope);
      const subject = subjectOfUpload(upload.fields);
      const user = subject
        ? await rights.assertMayLink(scope, subject)
        : role === 'FAMILY_ADMIN'
          ? scope.viewer!
          : null;
      // A branch admin's media shows a person of their branch, or it would be nobody's to edit.
      if (!user) throw forbidden(text.onlyEditors);
      const file = upload.file;
      const details = parseInput(mediaDetailsInputSchema, {
        ...upload.fields,
        title: upload.fields.title?.trim() || titleFromFileName(file?.fileName ?? ''),
      });
      if (!file || file.data.length === 0) throw invalidInput({ file: text.fileRequired });
      const stored = await storeFile(user, scope.familyId, file.data, details);
      const personId = subject ? await rights.historyPersonOf(scope, subject) : null;
      return inTransaction(db, async (trx) => {
        const media: MediaToStore = { ...stored, created_by: user.userId };
        const id = await insertMedia(trx, scope.familyId, media, nowIso());
        await recordMediaChange(
          trx,
          user,
          scope.familyId,
          'media.add',
          id,
          null,
          recordOf(stored, personId),
        );
        if (subject) {
          const link = { media_id: id, ...subject };
          const linkId = await insertMediaLink(trx, scope.familyId, link);
          await recordMediaLinkChange(trx, user, scope.familyId, 'media.link', linkId, null, {
            ...link,
            recorded_person_id: personId,
          });
        }
        return writerView(trx, scope.familyId, id);
      });
    },

    async read(scope: RequestScope, mediaId: number): Promise<MediaItem> {
      await existingMedia(scope.familyId, mediaId);
      const [item] = await itemsFor(scope, await privacyPolicy(db, scope), [mediaId]);
      if (!item) throw notFound(text.mediaNotFound);
      return item;
    },

    /** The stored file of a record the viewer may see. */
    async file(scope: RequestScope, mediaId: number) {
      const media = await existingMedia(scope.familyId, mediaId);
      const [item] = await itemsFor(scope, await privacyPolicy(db, scope), [mediaId]);
      if (!item) throw notFound(text.mediaNotFound);
      // A record imported without its file has nothing stored to serve.
      const data = media.file_name ? await storage.get(media.file_name) : null;
      if (!data) throw notFound(text.mediaNotFound);
      return { data, contentType: media.content_type, kind: media.kind };
    },

    /**
     * A person's media: their records, then the photos of their profile and the gallery's tagged
     * with them (media too, edited where they live); nothing of a living person to whom may not
     * see them. A fixed number of statements, however many items. A photo without a caption is
     * titled in `locale`.
     */
    async ofPerson(scope: RequestScope, personId: number, locale: Locale): Promise<MediaItem[]> {
      const person = await findPerson(db, scope.familyId, personId);
      if (!person) throw notFound(messages.common.notFound);
      const policy = await privacyPolicy(db, scope);
      const ownLife = { ...person, subject_person_id: personId, living: person.living ?? null };
      if (!mayReadMediaLink(policy, ownLife)) return [];
      const records = await itemsFor(
        scope,
        policy,
        await mediaIdsOf(db, scope.familyId, 'person', personId),
      );
      const name = `${person.first_name} ${person.last_name}`.trim();
      const [photos, t] = await Promise.all([
        profilePhotosOf(db, scope.familyId, personId),
        answerTextsIn(locale),
      ]);
      return [...records, ...photos.map((p) => profilePhotoItem(p, name, t))];
    },

    /** The family's records the viewer may see, newest first, those titled with `term` if given. */
    async ofFamily(scope: RequestScope, term: string): Promise<MediaItem[]> {
      const policy = await privacyPolicy(db, scope);
      const found: MediaItem[] = [];
      let before: number | undefined;
      // A visitor may see none of the newest records (all of living persons): read on, page by
      // page, until the list is full, up to a bounded number of rows read.
      for (let page = 0; page < familyListPages && found.length < mediaLimits.listMax; page++) {
        const size = page === 0 ? mediaLimits.listMax : familyListPage;
        const ids = await familyMediaIds(db, scope.familyId, term, size, before);
        found.push(...(await itemsFor(scope, policy, ids)));
        if (ids.length < size) break;
        before = ids[ids.length - 1];
      }
      return found.slice(0, mediaLimits.listMax);
    },

    /** The media of a couple or a source the viewer may see. */
    async ofRecord(scope: RequestScope, subject: 'union' | 'source', id: number) {
      if (!(await familyHas(db, subject === 'union' ? 'unions' : 'sources', scope.familyId, id)))
        throw notFound(text.subjectNotFound);
      const policy = await privacyPolicy(db, scope);
      return itemsFor(scope, policy, await mediaIdsOf(db, scope.familyId, subject, id));
    },

    async update(scope: RequestScope, id: number, details: MediaDetails): Promise<MediaItem> {
      const { familyId } = scope;
      const user = await rights.assertMayEditMedia(scope, id);
      return inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'media', id);
        const before = await existingMedia(familyId, id, trx);
        const personId = await firstPersonOf(trx, familyId, id);
        await updateMediaDetails(trx, familyId, id, details, nowIso());
        await recordMediaChange(
          trx,
          user,
          familyId,
          'media.edit',
          id,
          recordOf(before as MediaToStore, personId),
          recordOf({ ...details, file_name: before.file_name }, personId),
        );
        return writerView(trx, familyId, id);
      });
    },

    /** Deletes the record with its links; the file stays, and the history keeps both rows. */
    async remove(scope: RequestScope, id: number): Promise<void> {
      const { familyId } = scope;
      const user = await rights.assertMayEditMedia(scope, id);
      await inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'media', id);
        const before = await existingMedia(familyId, id, trx);
        const personId = await firstPersonOf(trx, familyId, id);
        const row = await snapshotOf(trx, mediaKind, familyId, id);
        await deleteMediaRow(trx, 'media', familyId, id);
        await recordMediaChange(
          trx,
          user,
          familyId,
          'media.delete',
          id,
          recordOf(before as MediaToStore, personId),
          null,
          { _row: row },
        );
      });
    },

    async link(scope: RequestScope, mediaId: number, input: MediaLinkInput): Promise<MediaLink> {
      const { familyId } = scope;
      const subject = subjectOfInput(input);
      const user = await rights.assertMayLink(scope, subject);
      await existingMedia(familyId, mediaId);
      // Linking shows the record with one more person: only one the linker may see is linked.
      const [readable] = await itemsFor(scope, await privacyPolicy(db, scope), [mediaId]);
      if (!readable) throw notFound(text.mediaNotFound);
      const link: MediaLinkToStore = { media_id: mediaId, ...subject };
      const personId = await rights.historyPersonOf(scope, subject);
      return inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'media', mediaId);
        await existingMedia(familyId, mediaId, trx);
        if (await sameMediaLink(trx, familyId, link)) throw conflict(text.alreadyLinked);
        const id = await insertMediaLink(trx, familyId, link);
        await recordMediaLinkChange(trx, user, familyId, 'media.link', id, null, {
          ...link,
          recorded_person_id: personId,
        });
        const rows = await linksOfMedia(trx, familyId, [mediaId]);
        return mediaLinkOf(rows.find((r) => r.id === id)!);
      });
    },

    async unlink(scope: RequestScope, mediaId: number, linkId: number): Promise<void> {
      const { familyId } = scope;
      const user = await rights.assertMayUnlink(scope, mediaId, linkId);
      await inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'media', mediaId);
        const link = await findMediaLink(trx, familyId, mediaId, linkId);
        if (!link) throw notFound(text.linkNotFound);
        const row = await snapshotOf(trx, mediaLinkKind, familyId, linkId);
        await deleteMediaRow(trx, 'media_links', familyId, linkId);
        const kept: MediaLinkToStore = {
          media_id: mediaId,
          person_id: link.person_id,
          union_id: link.union_id,
          source_id: link.source_id,
          event_id: link.event_id,
          citation_id: link.citation_id,
        };
        const recorded = {
          ...kept,
          recorded_person_id: await rights.historyPersonOf(scope, kept, trx),
        };
        await recordMediaLinkChange(trx, user, familyId, 'media.unlink', linkId, recorded, null, {
          _row: row,
        });
      });
    },
  };
}

export type MediaRecordsService = ReturnType<typeof createMediaRecordsService>;
