import type { Db } from '../../infra/database.js';
import {
  keptRecordsNamedLikeExport,
  lifeEventPhotoIds,
  personKeys,
  type PersonKey,
} from './gedcom.repository.js';
import type { GedcomVersion } from './export-writer.js';

/** Pointers to persons and families as the import rewrote them (xrefs.ts). */
const personOrFamily = /@(FC|F|I)(\d+)(?:_(\d+))?@/g;

/**
 * Kept lines are written as they came, and still point to persons and families by id. A person
 * deleted since, or outside an exported branch, is no record of the file: a line pointing to
 * them is left out rather than written dangling (a reader would invent the missing person).
 * Answers whether a kept text may be written; reads only the persons the texts point to.
 */
export async function pointerCheck(
  db: Db,
  texts: string[],
  isMember: (p: PersonKey) => boolean,
): Promise<(text: string) => boolean> {
  const ids = new Set<number>();
  for (const text of texts)
    for (const m of text.matchAll(personOrFamily)) {
      ids.add(Number(m[2]));
      if (m[3] !== undefined) ids.add(Number(m[3]));
    }
  if (ids.size === 0) return () => true;
  const keys = new Map((await personKeys(db, [...ids])).map((p) => [p.id, p]));
  const member = (id: number) => {
    const p = keys.get(id);
    return p !== undefined && isMember(p);
  };
  return (text) => {
    for (const m of text.matchAll(personOrFamily)) {
      const a = Number(m[2]);
      const b = m[3] === undefined ? null : Number(m[3]);
      // A person, or a family of children only (named by its first child), must be written.
      if (m[1] !== 'F') {
        if (!member(a)) return false;
        continue;
      }
      // A family is written when its partners still exist and one of them is written.
      if (!keys.has(a) || (b !== null && !keys.has(b))) return false;
      if (!member(a) && (b === null || !member(b))) return false;
    }
    return true;
  };
}

/**
 * The shapes of the xrefs an export makes (xrefs.ts: I12, F3, F3_4, FC5; GEDCOM 7 media M6), with
 * any number of K_ before them (the names given below). A record kept from an import keeps the
 * file's own xref, which may have one of these shapes (a NOTE `@I12@`, a family without partners
 * or children `@F3@`) and then may name the same as a person or family of the export.
 */
const exportShape = /^((?:K_)*)(FC|F|I|M)(\d+)(?:_(\d+))?$/;
/** Tags whose pointers name persons or families: those the import rewrote to the export's xrefs. */
const personOrFamilyTags = new Set(['ASSO', 'ALIA', 'HUSB', 'WIFE', 'CHIL', 'FAMC', 'FAMS']);

/** A family kept whole with partners or children (FC…): the import named it as the export does. */
const ownFamily = (text: string, tag: string | undefined) =>
  tag === 'FAM' && /^1 (CHIL|HUSB|WIFE) /m.test(text);

/**
 * Calls `visit` with each kept record's name and each pointer to a kept record in `text`. A custom
 * `_` tag may point to anything, and the import rewrote its pointers to persons and families as
 * those of ASSO or FAMC: its pointer is to a kept record when `keptName` says one has that name.
 */
function keptXrefs(
  text: string,
  visit: (xref: string, line: number, lines: string[]) => void,
  keptName: (xref: string) => boolean,
) {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.includes('@')) continue;
    const parts = line.split(' ');
    const name = parts[1];
    // `0 @X@ TAG`: a record's own name.
    if (name && name.length > 2 && name.startsWith('@') && name.endsWith('@')) {
      if (!ownFamily(text, parts[2])) visit(name.slice(1, -1), i, lines);
      continue;
    }
    // `1 TAG @X@`: a pointer is the whole value.
    const value = parts[2];
    if (parts.length !== 3 || !name || !value?.startsWith('@') || !value.endsWith('@')) continue;
    const xref = value.slice(1, -1);
    if (name.startsWith('_') ? keptName(xref) : !personOrFamilyTags.has(name))
      visit(xref, i, lines);
  }
  return lines;
}

/**
 * The names of the family's kept records shaped like the export's xrefs, which a custom tag's
 * pointer may name: read once per export, and only when such a pointer is met.
 */
export function keptRecordNames(db: Db, familyId: number): () => Promise<Set<string>> {
  let names: Promise<Set<string>> | undefined;
  const read = async () => {
    const found = new Set<string>();
    for (const { lines } of await keptRecordsNamedLikeExport(db, familyId)) {
      const m = /^0 @([^@]+)@ (\S+)/.exec(lines);
      if (m && exportShape.test(m[1]!) && !ownFamily(lines, m[2])) found.add(m[1]!);
    }
    return found;
  };
  return () => (names ??= read());
}

/**
 * Renames kept records named as the export names a person, family or photo that exists (the
 * name after any leading K_ is looked up), and the pointers to them, to `K_` + the name. Every
 * name of such a chain gets one more K_, so the new names meet neither another kept record nor
 * the export's own. A pointer is to a kept record unless its tag points to persons or families
 * (ASSO, HUSB, CHIL, FAMC…), whose pointers the import rewrote to the export's names; under a
 * custom `_` tag, when a kept record has that name (`recordNames`).
 * Reads only the persons and life events the names could be (none for most texts).
 */
export async function keptXrefRenamer(
  db: Db,
  familyId: number,
  texts: Iterable<string>,
  version: GedcomVersion,
  recordNames: () => Promise<Set<string>>,
): Promise<(text: string) => string> {
  const personIds = new Set<number>();
  const mediaIds = new Set<number>();
  // A custom tag's pointer shaped like the export's xrefs may be a kept record's: looked up too.
  let customShaped = false;
  const customPointer = (xref: string) => {
    if (!exportShape.test(xref)) return false;
    customShaped = true;
    return true;
  };
  for (const text of texts) {
    if (!text.includes('@')) continue;
    keptXrefs(
      text,
      (xref) => {
        const m = exportShape.exec(xref);
        if (!m) return;
        if (m[2] === 'M') {
          if (version === '7') mediaIds.add(Number(m[3]));
          return;
        }
        personIds.add(Number(m[3]));
        if (m[4] !== undefined) personIds.add(Number(m[4]));
      },
      customPointer,
    );
  }
  if (personIds.size === 0 && mediaIds.size === 0) return (text) => text;
  const names = customShaped ? await recordNames() : new Set<string>();
  const keptName = (xref: string) => names.has(xref);
  const persons = new Set((await personKeys(db, [...personIds])).map((p) => p.id));
  const media = new Set(await lifeEventPhotoIds(db, familyId, [...mediaIds]));
  const taken = (xref: string) => {
    const m = exportShape.exec(xref);
    if (!m) return false;
    if (m[2] === 'M') return media.has(Number(m[3]));
    return persons.has(Number(m[3])) && (m[4] === undefined || persons.has(Number(m[4])));
  };
  return (text) => {
    if (!text.includes('@')) return text;
    let changed = false;
    const lines = keptXrefs(
      text,
      (xref, i, all) => {
        if (!taken(xref)) return;
        all[i] = all[i]!.replace(`@${xref}@`, `@K_${xref}@`);
        changed = true;
      },
      keptName,
    );
    return changed ? lines.join('\n') : text;
  };
}
