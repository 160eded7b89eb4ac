import { nodeText } from './gedcom-text.js';
import { pointer, type GedcomNode } from './records.js';

/**
 * GEDCOM's multimedia (OBJE) as the import plan's media records (issue 30, decision 0041): an OBJE
 * record, or an inline OBJE under a person, is a `media` row naming its first FILE (a path or URL,
 * kept as the row's reference: a .ged file holds no bytes) with its FORM and TITL; what has no
 * column stays as lines kept with the record, as research-mapping.ts does for SOUR and REPO.
 */

export interface PlanMedia {
  /** The file's xref; an inline OBJE gets `inline <line>` (mediaXrefOfInline). */
  xref: string;
  title: string;
  reference: string;
  contentType: string;
  kept: string | null;
}

/** The name an inline OBJE goes by in the plan (its line: the same in both readings). */
export const mediaXrefOfInline = (line: number) => `inline ${line}`;

const byExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  txt: 'text/plain',
};

/** A FORM (5.5.1 `jpg`, 7.0 `image/jpeg`) or the file's extension as a media type. */
export function mediaTypeOf(form: string, file: string): string {
  const value = form.trim().toLowerCase();
  if (value.includes('/')) return value;
  const extension = file.split(/[?#]/)[0]!.split('.').pop()?.toLowerCase() ?? '';
  return byExtension[value] ?? byExtension[extension] ?? 'application/octet-stream';
}

/** The 5.5.1 FORM of a media type (`image/jpeg` is `jpg`). */
export function formOf(contentType: string): string {
  if (contentType === 'image/jpeg') return 'jpg';
  const found = Object.entries(byExtension).find(([, type]) => type === contentType);
  return found ? found[0] : contentType.split('/').pop()!;
}

/** Whether a line is an inline OBJE this import makes a record of (one with a FILE). */
export const isInlineMedia = (node: GedcomNode) =>
  node.tag === 'OBJE' &&
  pointer(node.value) === null &&
  node.children.some((c) => c.tag === 'FILE' && c.value.trim() !== '');

/** A plain pointer line to an OBJE record (`1 OBJE @M1@`, no lines below). */
export const mediaPointer = (node: GedcomNode) =>
  node.tag === 'OBJE' && node.children.length === 0 ? pointer(node.value) : null;

/**
 * An OBJE record or inline OBJE as a media record. Its first FILE's value, FORM and TITL have
 * columns; the FORM's own lines (5.5.1 TYPE, 7.0 MEDI) are kept as a bare `1 FILE` block, the
 * rest (further FILEs, NOTE, SOUR, REFN…) as level-1 lines.
 */
export function mediaOf(node: GedcomNode, xref: string): PlanMedia {
  const media: PlanMedia = {
    xref,
    title: '',
    reference: '',
    contentType: 'application/octet-stream',
    kept: null,
  };
  const kept: string[] = [];
  let fileSeen = false;
  let form = '';
  for (const c of node.children) {
    if (c.tag === 'FILE' && !fileSeen) {
      fileSeen = true;
      media.reference = c.value.trim();
      const own: string[] = [];
      for (const d of c.children) {
        if (d.tag === 'FORM' && !form) {
          form = d.value;
          if (d.children.length) own.push('2 FORM', ...d.children.map((m) => nodeText(m, 3)));
        } else if (d.tag === 'TITL' && d.children.length === 0 && !media.title)
          media.title = d.value;
        else own.push(nodeText(d, 2));
      }
      // The FORM's lines (a bare `2 FORM`) and the FILE's other lines, under a bare `1 FILE`.
      if (own.length) kept.unshift(['1 FILE', ...own].join('\n'));
    } else if (c.tag === 'FORM' && c.children.length === 0 && !form) form = c.value;
    else if (c.tag === 'TITL' && c.children.length === 0 && !media.title) media.title = c.value;
    else kept.push(nodeText(c, 1));
  }
  media.contentType = mediaTypeOf(form, media.reference);
  if (!media.title) media.title = media.reference.split(/[\\/]/).pop() || 'Untitled';
  if (kept.length) media.kept = kept.join('\n');
  return media;
}

/**
 * A person's OBJE line as a link (true), or false for a line to keep (an OBJE with neither a
 * pointer nor a file). An inline record is added to `records` (the first reading only).
 */
export function takePersonMedia(
  node: GedcomNode,
  links: string[],
  records: PlanMedia[] | null,
): boolean {
  const ref = mediaPointer(node);
  if (ref !== null) {
    links.push(ref);
    return true;
  }
  if (!isInlineMedia(node)) return false;
  const xref = mediaXrefOfInline(node.line);
  records?.push(mediaOf(node, xref));
  links.push(xref);
  return true;
}
