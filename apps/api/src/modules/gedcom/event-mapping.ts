import { parseGedcomDate, type GedcomDate } from '@familytree/shared';
import { nodeText } from './gedcom-text.js';
import type { ImportPlan, PlanAddress, PlanEvent } from './import-plan.js';
import { child, childValue, type GedcomNode } from './records.js';
import { gedcomWarning, type GedcomWarning } from './warnings/gedcom-warning.js';
import {
  citationOf,
  factNoteOf,
  isCitation,
  type PlanCitation,
  type PlanNote,
} from './research-mapping.js';
import { placeOf, type PlanPlace } from './place-mapping.js';
import { pointingToMedia, takeMedia, type InlineMedia } from './media-mapping.js';

/** GEDCOM events as the import plan's events, and the tags it knows (issue 13). */

/** The person events the import reads, as a list whose tags name their catalog entries. */
export const personEventTagList = [
  'BIRT',
  'CHR',
  'DEAT',
  'BURI',
  'CREM',
  'ADOP',
  'BAPM',
  'BARM',
  'BASM',
  'BLES',
  'CHRA',
  'CONF',
  'FCOM',
  'ORDN',
  'NATU',
  'EMIG',
  'IMMI',
  'CENS',
  'PROB',
  'WILL',
  'GRAD',
  'RETI',
  'EVEN',
  'OCCU',
  'EDUC',
  'RESI',
] as const;
export const personEventTags = new Set<string>(personEventTagList);
export const familyEventTags = new Set([
  'MARR',
  'DIV',
  'ANUL',
  'CENS',
  'DIVF',
  'ENGA',
  'MARB',
  'MARC',
  'MARL',
  'MARS',
  'RESI',
  'EVEN',
]);
/** Tags every GEDCOM reader knows; anything else kept is an "unknown tag" warning. */
const standardTags = new Set([
  'SOUR',
  'OBJE',
  'NOTE',
  'SNOTE',
  'REFN',
  'RIN',
  'CHAN',
  'ASSO',
  'ALIA',
  'ANCI',
  'DESI',
  'RFN',
  'AFN',
  'SUBM',
  'CAST',
  'DSCR',
  'IDNO',
  'NATI',
  'NCHI',
  'NMR',
  'PROP',
  'RELI',
  'SSN',
  'TITL',
  'FACT',
  'NAME',
  'UID',
  'EXID',
  'CREA',
  'SLGC',
  'SLGS',
  'BAPL',
  'CONL',
  'ENDL',
  'INIL',
  'REPO',
]);

const eventMapped = new Set(['DATE', 'PLAC', 'TYPE']);

/** An event; `inline` takes its inline OBJE (and its citations') in the first reading. */
export function eventOf(
  node: GedcomNode,
  warnings: GedcomWarning[],
  inline: InlineMedia | null,
): PlanEvent {
  const dateNode = child(node, 'DATE');
  let date: GedcomDate | null = null;
  if (dateNode && dateNode.value.trim() !== '') {
    date = parseGedcomDate(dateNode.value);
    if (!date.valid)
      warnings.push(
        gedcomWarning(dateNode.line, 'import.impossibleDate', {
          date: dateNode.value.trim(),
          line: dateNode.line,
        }),
      );
  }
  // A DATE or PLAC with lines of its own (GEDCOM 7's PHRASE, a place's MAP) is kept whole too:
  // its value is also mapped, and the export writes the kept structure instead.
  let extra: string | null = null;
  let citations: PlanCitation[] | undefined;
  let placeDetails: PlanPlace | null = null;
  let notes: string[] | undefined;
  let inlineNotes: PlanNote[] | undefined;
  let note: ReturnType<typeof factNoteOf>;
  const media: string[] = [];
  for (const c of node.children)
    if (isCitation(c)) (citations ??= []).push(citationOf(c, 2, inline));
    // Its media (issue 30): linked to the event's row, not kept in its lines.
    else if (c.tag === 'OBJE' && takeMedia(c, media, inline)) continue;
    else if ((note = factNoteOf(c))) {
      // A note about the event is a note record linked to it (issue 30), inline or shared.
      (notes ??= []).push(note.xref);
      if (note.inline) (inlineNotes ??= []).push(note.inline);
    } else if (c.tag === 'PLAC' && c.children.length > 0) {
      // Its coordinates, FORM, TRAN and note go to the place record (issue 30); the rest is kept.
      const { place, rest } = placeOf(c);
      placeDetails ??= place;
      if (rest.length === 0) continue;
      const text = nodeText({ ...c, children: rest }, 2);
      extra = extra === null ? text : `${extra}\n${text}`;
    } else if (!eventMapped.has(c.tag) || c.children.length > 0) {
      const text = nodeText(pointingToMedia(c, inline), 2);
      extra = extra === null ? text : `${extra}\n${text}`;
    }
  const addr = child(node, 'ADDR');
  const value = node.value.trim();
  return {
    tag: node.tag,
    address: addr ? addressOf(addr) : null,
    value: value === '' ? null : value,
    type: childValue(node, 'TYPE') || null,
    agency: childValue(node, 'AGNC') || null,
    date,
    place: childValue(node, 'PLAC') || null,
    extra,
    citations,
    notes,
    inlineNotes,
    placeDetails: placeDetails ?? undefined,
    media: media.length ? media : undefined,
  };
}

function addressOf(addr: GedcomNode): PlanAddress {
  const part = (tag: string) => childValue(addr, tag) || null;
  return {
    street: [addr.value.trim(), part('ADR1'), part('ADR2')].filter(Boolean).join('\n') || null,
    city: part('CITY'),
    state: part('STAE'),
    postalCode: part('POST'),
    country: part('CTRY'),
  };
}

export function countUnknownTag(
  unknown: Map<string, { count: number; line: number }>,
  node: GedcomNode,
) {
  if (standardTags.has(node.tag) && !node.tag.startsWith('_')) return;
  const seen = unknown.get(node.tag);
  if (seen) seen.count++;
  else unknown.set(node.tag, { count: 1, line: node.line });
}

/** Events whose PLAC Family Tree Maker fills with their description (as Gramps reads them). */
const ftwDescribedByPlace = new Set(['OCCU', 'RELI', '_DEG']);

/**
 * Family Tree Maker (HEAD.SOUR FTW or FTM) writes an occupation, religion or degree as the
 * event's PLAC ("1 OCCU / 2 PLAC Software Engineer"): it is the event's value, not a place
 * (issue 30: each was a place of the tree, and Gramps reading the export, no longer Family Tree
 * Maker's, found places the original has not).
 */
export function ftwPlaceAsValue(node: GedcomNode): GedcomNode {
  if (!ftwDescribedByPlace.has(node.tag) || node.value.trim() !== '') return node;
  const plac = child(node, 'PLAC');
  if (!plac || plac.children.length > 0 || plac.value.trim() === '') return node;
  return { ...node, value: plac.value.trim(), children: node.children.filter((c) => c !== plac) };
}

/** An event's inline notes join the note records (the first reading's); the event keeps their names. */
export function takeInlineNotes(
  event: PlanEvent,
  notes: PlanNote[] | null,
  counts: ImportPlan['counts'],
) {
  if (!event.inlineNotes) return;
  if (notes) {
    notes.push(...event.inlineNotes);
    counts.notes += event.inlineNotes.length;
  }
  event.inlineNotes = undefined;
}
