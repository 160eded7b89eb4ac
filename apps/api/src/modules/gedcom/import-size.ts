import { invalidInput } from '../../infra/errors.js';
import { numberText, serverText, specText } from '../../infra/user-text.js';
import type { ImportPlan, Kept, PlanEvent, PlanPerson } from './import-plan.js';
import type { PlanCitation } from './research-mapping.js';

/**
 * What an import would add to the database, counted before anything is written (issue 28: a
 * 0.12 MB file grew the database by 32 MB). Text is counted in characters (a byte each for the
 * ASCII most files are), every row at a fixed cost for the row and its index entries.
 */

/** About what a row and its index entries take beyond its text (calibrated in bench/results/gedcom-growth.md). */
export const rowCost = 160;

/**
 * An import may store at most this many times its file's size: without copies, what an import
 * stores is the file's own text, some of it twice (an event's place also in a profile row), plus
 * its rows. A file below `smallFile` may store up to `smallFile` times that multiple.
 */
export const fileMultiple = 8;
const smallFile = 256 * 1024;

const length = (text: string | null) => (text === null ? 0 : text.length);

/** An event's row, and its copy in a profile section (work, education, timeline, life event). */
export function eventSize(e: PlanEvent): number {
  const text =
    rowCost +
    length(e.value) +
    length(e.type) +
    length(e.agency) +
    length(e.place) +
    length(e.date?.phrase ?? null);
  // Births and deaths fill the person's own fields (counted with the person), not a section.
  let cited = 0;
  for (const c of e.citations ?? []) cited += citationSize(c);
  return (e.tag === 'BIRT' || e.tag === 'DEAT' ? text : 2 * text) + length(e.extra) + cited;
}

/** A citation's row, and its kept lines' row when it has some (issue 30). */
export const citationSize = (c: PlanCitation) =>
  rowCost +
  length(c.page) +
  length(c.date) +
  length(c.note) +
  (c.kept === null ? 0 : rowCost + c.kept.length);

/** The REPO, SOUR and NOTE records' rows, with their kept lines (issue 30). */
function researchSize(plan: ImportPlan): number {
  let size = 0;
  const { repositories, sources, notes } = plan.research;
  for (const r of [...repositories, ...sources, ...notes]) {
    size += rowCost + (r.kept === null ? 0 : rowCost + r.kept.length);
    for (const value of Object.values(r)) if (typeof value === 'string') size += value.length;
  }
  return size;
}

export const keptSize = (k: Kept) => rowCost + k.lines.length;

/** A person's row: names twice (the search name), about, place of birth. */
export const personSize = (p: PlanPerson) =>
  rowCost +
  2 * (p.firstName.length + length(p.middleName) + p.lastName.length + length(p.nickName)) +
  length(p.about) +
  length(p.placeOfBirth);

/** What the families, kept records, unions and second family links add to the persons' size. */
export function planSize(plan: ImportPlan, personsSize: number): number {
  let size = personsSize + plan.unions.length * rowCost;
  for (const f of plan.families) {
    for (const e of f.events) size += eventSize(e);
    for (const k of f.kept) size += keptSize(k);
    for (const c of f.citations) size += citationSize(c);
  }
  size += researchSize(plan);
  for (const k of plan.records) size += keptSize(k);
  for (const p of plan.persons) if (p.linkKept) for (const k of p.linkKept) size += keptSize(k);
  return size;
}

/**
 * Refuses (400, before anything is written) a file whose import would store more than
 * `fileMultiple` times its size, or more than the server's GEDCOM_IMPORT_MAX_BYTES.
 */
export function assertImportSize(plan: ImportPlan, fileBytes: number, maxBytes: number): void {
  const ofFile = fileMultiple * Math.max(fileBytes, smallFile);
  const limit = Math.min(ofFile, maxBytes);
  if (plan.storedSize <= limit) return;
  const which =
    limit === maxBytes
      ? serverText('gedcom.serverImportLimit', { max: numberText(maxBytes) })
      : serverText('gedcom.fileSizeLimit', {
          multiple: String(fileMultiple),
          max: numberText(limit),
        });
  const message = serverText('gedcom.storesTooMuch', {
    refusal: specText('gedcom.tooMuchStored'),
    size: numberText(plan.storedSize),
    limit: which,
  });
  throw invalidInput({ file: message }, message);
}
