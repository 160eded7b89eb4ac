import { nodeText } from './gedcom-text.js';
import { pointer, type GedcomNode } from './records.js';

/**
 * GEDCOM's multimedia (OBJE) as the import plan's media records (issue 30, decision 0041): an OBJE
 * record, or an inline OBJE (under a person, a family, a source record, an event or a citation),
 * is a `media` row naming its first FILE (a path or URL, kept as the row's reference: a .ged file
 * holds no bytes) with its FORM and TITL; what has no column stays as lines kept with the record,
 * as research-mapping.ts does for SOUR and REPO.
 */

export interface PlanMedia {
  /** The file's xref; an inline OBJE gets `_INLINE_OBJE_<line>` (mediaXrefOfInline). */
  xref: string;
  title: string;
  reference: string;
  contentType: string;
  kept: string | null;
  /** The xrefs of later inline OBJE naming the same file: links to this one row. */
  sameFile?: string[];
}

/**
 * The name an inline OBJE goes by in the plan: by its line, the same in both readings of a
 * person, and shaped like an xref so that kept pointers to it are rewritten to the row's `M<id>`
 * (as research-mapping.ts names inline notes).
 */
export const mediaXrefOfInline = (line: number) => `_INLINE_OBJE_${line}`;

/**
 * The first reading's inline OBJE: one media row per distinct FILE, as Gramps reads them (issue
 * 30: a photo named under a person, their birth and their family was three rows, and three
 * records for every reader of the export). A later OBJE of the same file adds its own lines
 * (notes, sources) to the first's; its title and format are the first's.
 */
export interface InlineMedia {
  /** Reads an inline OBJE (a row, or more lines for its file's); answers its name in the plan. */
  take(node: GedcomNode): string;
}

export function inlineMediaOf(records: PlanMedia[], counts: { media: number }): InlineMedia {
  const byFile = new Map<string, PlanMedia>();
  return {
    take(node) {
      const xref = mediaXrefOfInline(node.line);
      const media = mediaOf(node, xref);
      const first = byFile.get(media.reference);
      if (first === undefined) {
        byFile.set(media.reference, media);
        records.push(media);
        counts.media++;
        return xref;
      }
      (first.sameFile ??= []).push(xref);
      const own = withoutFileBlock(media.kept);
      if (own) first.kept = first.kept ? `${first.kept}\n${own}` : own;
      return xref;
    },
  };
}

/** Kept level-1 lines without the bare `1 FILE` block (the first FILE's own lines). */
function withoutFileBlock(kept: string | null): string | null {
  if (kept === null) return null;
  const out: string[] = [];
  let inFile = false;
  for (const line of kept.split('\n')) {
    if (line.startsWith('1 ')) inFile = line === '1 FILE';
    if (!inFile) out.push(line);
  }
  return out.length ? out.join('\n') : null;
}

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

/** The media type of GEDCOM 5.5's web link (FORM URL): what it names is a web address. */
export const webLinkType = 'text/uri-list';

/** A FORM (5.5.1 `jpg`, 7.0 `image/jpeg`) or the file's extension as a media type. */
export function mediaTypeOf(form: string, file: string): string {
  const value = form.trim().toLowerCase();
  if (value.includes('/')) return value;
  if (value === 'url') return webLinkType;
  const extension = file.split(/[?#]/)[0]!.split('.').pop()?.toLowerCase() ?? '';
  return byExtension[value] ?? byExtension[extension] ?? 'application/octet-stream';
}

/** The 5.5.1 FORM of a media type (`image/jpeg` is `jpg`). */
export function formOf(contentType: string): string {
  if (contentType === 'image/jpeg') return 'jpg';
  const found = Object.entries(byExtension).find(([, type]) => type === contentType);
  return found ? found[0] : contentType.split('/').pop()!;
}

/**
 * GEDCOM 5.5's web link: an inline OBJE whose FORM is `URL` names a web page, not a medium
 * (Gramps reads it as the person's web address, elsewhere as a note). A person's is a media
 * record of the web address (webLinkType) that the 5.5.1 export writes back inline; elsewhere
 * it is kept as written, so that it stays one.
 */
const isWebLink = (node: GedcomNode) =>
  [node, ...node.children.filter((c) => c.tag === 'FILE')].some((n) =>
    n.children.some((c) => c.tag === 'FORM' && c.value.trim().toLowerCase() === 'url'),
  );

/**
 * Whether a line is an inline OBJE this import makes a record of (one with a FILE); a web link
 * only where `webLinks` (a person's own lines).
 */
export const isInlineMedia = (node: GedcomNode, webLinks = false) =>
  node.tag === 'OBJE' &&
  pointer(node.value) === null &&
  node.children.some((c) => c.tag === 'FILE' && c.value.trim() !== '') &&
  (webLinks || !isWebLink(node));

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
 * An OBJE line of a person, family, source record or event as a link (true), or false for a line
 * to keep (an OBJE with neither a plain pointer nor a file). `inline` is the first reading's:
 * the second only names the inline OBJE it read already.
 */
export function takeMedia(
  node: GedcomNode,
  links: string[],
  inline: InlineMedia | null,
  webLinks = false,
): boolean {
  const ref = mediaPointer(node);
  if (ref !== null) {
    links.push(ref);
    return true;
  }
  const xref = inlineMediaXref(node, inline, webLinks);
  if (xref === null) return false;
  links.push(xref);
  return true;
}

/** An inline OBJE's name in the plan (taken by the first reading), or null for another line. */
export function inlineMediaXref(
  node: GedcomNode,
  inline: InlineMedia | null,
  webLinks = false,
): string | null {
  if (!isInlineMedia(node, webLinks)) return null;
  return inline ? inline.take(node) : mediaXrefOfInline(node.line);
}

/**
 * The node with each inline OBJE below it (a second NAME's citation's, an ASSO's) as a pointer to
 * its media row: a line kept as written that held one would make a second medium of its file for
 * every reader of the export. The node itself when it holds none.
 */
export function pointingToMedia(node: GedcomNode, inline: InlineMedia | null): GedcomNode {
  let children: GedcomNode[] | null = null;
  node.children.forEach((c, i) => {
    const xref = c.tag === 'OBJE' ? inlineMediaXref(c, inline) : null;
    const next =
      xref !== null ? { ...c, value: `@${xref}@`, children: [] } : pointingToMedia(c, inline);
    if (next === c) return;
    children ??= node.children.slice();
    children[i] = next;
  });
  return children === null ? node : { ...node, children };
}
