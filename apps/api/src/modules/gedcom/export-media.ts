import { imageUrl, mediaFileUrl } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { gedcomLine } from './gedcom-text.js';
import type { GedcomVersion } from './export-writer.js';
import { formOf, webLinkType } from './media-mapping.js';
import { keptOfRecords } from './research-export.repository.js';
import {
  linkedMediaIds,
  mediaLinksOf,
  mediaPage,
  type ExportMediaLinkRow,
  type ExportMediaRow,
} from './media-export.repository.js';
import type { ResearchLines } from './export-research.js';
import { familyKey, mediaXref } from './xrefs.js';

/**
 * The export of the family's media records (issue 30, decision 0041): `n OBJE @M1@` pointers
 * under the persons, couples, events and source records they are linked to, in their order, and
 * the OBJE records from the `media` table with the lines kept from an import. A stored file is
 * named by its URL on the family's site (5.5.1 and a plain 7.0 file) or by its path inside a
 * GEDZIP (`media/<name>`); a record without a stored file by the reference it was imported with.
 */

export interface MediaFileRow {
  id: number;
  family_id: number;
  file_name: string;
  kind: string;
}

/** Where the export says a media record's file is. */
export type MediaFileName = (row: MediaFileRow) => string;

/** Its absolute URL on the site (`origin` is `https://host`). */
export const mediaUrlOn =
  (origin: string): MediaFileName =>
  (row) =>
    origin +
    (row.kind === 'image' ? imageUrl(row.file_name)! : mediaFileUrl(row.family_id, row.id));

/** Its path inside a GEDZIP. */
export const mediaZipPath = (row: { file_name: string }) => `media/${row.file_name}`;

const pointerLine = (level: number, mediaId: number) => `${level} OBJE @${mediaXref(mediaId)}@`;

/** A web link (GEDCOM 5.5's OBJE with FORM URL, media-mapping.ts): a web page, no stored file. */
const isWebLink = (m: Pick<ExportMediaRow, 'content_type' | 'file_name'>) =>
  m.content_type === webLinkType && !m.file_name;

/**
 * A link's line: a pointer to its OBJE record; in 5.5.1 a web link is written where it is
 * linked, as 5.5 wrote it, which readers take for the web address it is (Gramps: a URL of the
 * person), not for a medium.
 */
export function linkLines(level: number, l: ExportMediaLinkRow, version: GedcomVersion): string {
  if (version === '7' || !isWebLink(l)) return pointerLine(level, l.media_id);
  return [
    `${level} OBJE`,
    gedcomLine(level + 1, 'FILE', l.reference ?? ''),
    `${level + 2} FORM URL`,
    gedcomLine(level + 2, 'TITL', l.title),
  ].join('\n');
}

const push = <K>(map: Map<K, string[]>, key: K, line: string) => {
  const list = map.get(key);
  if (list) list.push(line);
  else map.set(key, [line]);
};

/**
 * Adds the pointer lines of a page's persons, their couples and their events to the lines the
 * export writes there (research's, export-research.ts), noting the media named.
 */
export async function addMediaLines(
  db: Db,
  familyId: number,
  page: {
    personIds: number[];
    unions: Array<{ id: number; person_id: number; spouse_id: number }>;
    eventIds: number[];
  },
  lines: Pick<ResearchLines, 'ofPerson' | 'ofFamily' | 'ofEvent'>,
  written: Set<number>,
  version: GedcomVersion,
): Promise<void> {
  const unionKey = new Map(page.unions.map((u) => [u.id, familyKey(u.person_id, u.spouse_id)]));
  const [ofPersons, ofUnions, ofEvents] = await Promise.all([
    mediaLinksOf(db, familyId, 'person_id', page.personIds),
    mediaLinksOf(db, familyId, 'union_id', [...unionKey.keys()]),
    mediaLinksOf(db, familyId, 'event_id', page.eventIds),
  ]);
  for (const l of ofPersons) push(lines.ofPerson, l.person_id!, linkLines(1, l, version));
  for (const l of ofUnions)
    push(lines.ofFamily, unionKey.get(l.union_id!)!, linkLines(1, l, version));
  for (const l of ofEvents) push(lines.ofEvent, l.event_id!, linkLines(2, l, version));
  for (const l of [...ofPersons, ...ofUnions, ...ofEvents]) written.add(l.media_id);
}

/** The media links of these citations, by citation id, in their order. */
export async function citationMediaLinks(
  db: Db,
  familyId: number,
  citationIds: number[],
): Promise<Map<number, ExportMediaLinkRow[]>> {
  const links = new Map<number, ExportMediaLinkRow[]>();
  for (const l of await mediaLinksOf(db, familyId, 'citation_id', citationIds)) {
    const list = links.get(l.citation_id!);
    if (list) list.push(l);
    else links.set(l.citation_id!, [l]);
  }
  return links;
}

/** The pointer lines of a page of source records (level 1), by source id. */
export async function sourceMediaLines(
  db: Db,
  familyId: number,
  sourceIds: number[],
  written: Set<number> | undefined,
  version: GedcomVersion,
): Promise<Map<number, string[]>> {
  const lines = new Map<number, string[]>();
  for (const l of await mediaLinksOf(db, familyId, 'source_id', sourceIds)) {
    push(lines, l.source_id!, linkLines(1, l, version));
    written?.add(l.media_id);
  }
  return lines;
}

/** One OBJE record: FILE with FORM (5.5.1 `jpg`, 7.0 a media type) and TITL, then kept lines. */
export function mediaRecordText(
  m: ExportMediaRow,
  kept: string | null,
  version: GedcomVersion,
  fileName: MediaFileName,
): string {
  const file = m.file_name ? fileName(m) : (m.reference ?? '');
  const lines = [`0 @${mediaXref(m.id)}@ OBJE`, gedcomLine(1, 'FILE', file)];
  lines.push(gedcomLine(2, 'FORM', version === '7' ? m.content_type : formOf(m.content_type)));
  const rest: string[] = [];
  let inFile = false;
  // A bare `1 FILE` block holds the FORM's lines (after a bare `2 FORM`) and the FILE's others.
  for (const line of kept === null ? [] : kept.split('\n')) {
    if (line.startsWith('1 ')) inFile = line === '1 FILE';
    if (!inFile) rest.push(line);
    else if (line !== '1 FILE' && line !== '2 FORM') lines.push(line);
  }
  if (m.title) lines.push(gedcomLine(2, 'TITL', m.title));
  lines.push(...rest);
  return lines.join('\n');
}

/** The OBJE records; with `only` (a branch's export), those its persons point to. */
export async function* mediaRecords(
  db: Db,
  familyId: number,
  version: GedcomVersion,
  fileName: MediaFileName,
  only: Set<number> | null,
): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const page = await mediaPage(db, familyId, after, 1000);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    let rows = only ? page.filter((m) => only.has(m.id)) : page;
    // 5.5.1 writes a linked web link where it is linked (linkLines), not as a record.
    if (version === '5.5.1') {
      const linked = await linkedMediaIds(
        db,
        familyId,
        rows.filter(isWebLink).map((m) => m.id),
      );
      rows = rows.filter((m) => !linked.has(m.id));
    }
    const kept = await keptOfRecords(
      db,
      familyId,
      'OBJE',
      rows.map((m) => m.id),
    );
    const out = rows.map((m) => mediaRecordText(m, kept.get(m.id) ?? null, version, fileName));
    if (out.length) yield out.join('\n') + '\n';
  }
}
