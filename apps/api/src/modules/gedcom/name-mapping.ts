import { gedcomLine, nodeText } from './gedcom-text.js';
import { childValue, type GedcomNode } from './records.js';
import { factNoteOf, isCitation, type PlanNote } from './research-mapping.js';

/** A GEDCOM NAME structure read into the product's name fields, and what stays kept of it. */

/**
 * The NAME value's parts: the given names before the slashes, the surname between them, and
 * the suffix after them (`Andrew Jackson /Blythe/ Sr`: GEDCOM 5.5.1 writes a suffix there).
 */
function nameParts(value: string) {
  const open = value.indexOf('/');
  if (open < 0) return { given: value.trim(), surname: null, suffix: '' };
  const close = value.indexOf('/', open + 1);
  return {
    given: value.slice(0, open).trim(),
    surname: value.slice(open + 1, close < 0 ? undefined : close).trim(),
    suffix: close < 0 ? '' : value.slice(close + 1).trim(),
  };
}

/**
 * "John Paul /Smith/" with its GIVN, SURN and NICK lines. The product has no fields for the
 * prefix (NPFX "Dr."), surname prefix (SPFX "van") and suffix (NSFX "Jr."): they are kept as
 * NAME lines (nameKept) and the export writes them on the NAME line again (issue 30).
 */
export function namesOf(name: GedcomNode | undefined, same: (text: string) => string) {
  const value = name?.value ?? '';
  const parts = nameParts(value);
  const surn = name ? childValue(name, 'SURN') : '';
  // A comma in SURN separates several surnames (GEDCOM 5.5.1): the product has one surname
  // field, which takes them as the NAME line shows them together ("Maria /Garcia Lopez/").
  const surname =
    (surn.includes(',') && parts.surname ? parts.surname : surn) || parts.surname || '';
  let given = (name && childValue(name, 'GIVN')) || parts.given.replace(/\s+/g, ' ');
  const prefix = name ? childValue(name, 'NPFX') : '';
  if (prefix && given.startsWith(`${prefix} `)) given = given.slice(prefix.length + 1);
  const [first = '', ...middle] = given.split(' ').filter(Boolean);
  return {
    firstName: same(first),
    middleName: middle.length ? middle.join(' ') : null,
    lastName: same(surname),
    nickName: (name && childValue(name, 'NICK')) || null,
  };
}

/** The NAME's lines the product does not model; a suffix written after the surname as NSFX. */
export function nameKept(name: GedcomNode): string[] {
  const rest = name.children
    .filter(
      (n) =>
        n.tag !== 'GIVN' &&
        n.tag !== 'SURN' &&
        n.tag !== 'NICK' &&
        !isCitation(n) &&
        factNoteOf(n) === null,
    )
    .map((n) => nodeText(n, 2));
  const { suffix } = nameParts(name.value);
  if (suffix && !name.children.some((n) => n.tag === 'NSFX'))
    rest.push(gedcomLine(2, 'NSFX', suffix));
  return rest;
}

/** The notes about a name (issue 30); inline ones join the note records (the first reading's). */
export function nameNotesOf(
  name: GedcomNode,
  records: PlanNote[] | null,
  counts: { notes: number },
): string[] {
  const xrefs: string[] = [];
  for (const c of name.children) {
    const note = factNoteOf(c);
    if (!note) continue;
    xrefs.push(note.xref);
    if (note.inline && records) {
      records.push(note.inline);
      counts.notes++;
    }
  }
  return xrefs;
}
