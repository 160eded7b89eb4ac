/**
 * 7.0-only structures in a 5.5.1 export (issue 30): converted where 5.5.1 has a way to say them
 * (a DATE's PHRASE as `INT date (words)`, SNOTE as NOTE, EXID as REFN, UID as _UID, an ASSO's
 * ROLE as RELA, FORM.MEDI as FORM.TYPE), else dropped and counted for the export's warnings (decision 0045).
 */
import type { GedcomNode } from './records.js';
import { countDropped as drop, type Dropped } from './warnings/dropped.js';

/** 7.0 tags 5.5.1 has nothing for. */
const sevenOnly = new Set(['SDATE', 'CROP', 'TRAN', 'NO', 'INIL', 'MIME', 'CREA', 'SCHMA']);
/** 7.0's upper-case enumeration values, lower case in 5.5.1. */
const lowerCase = new Set(['PEDI', 'RESN', 'MEDI']);

/** The record in 5.5.1 (an SNOTE record is a NOTE record), or null. */
export function recordTo551(record: GedcomNode, dropped: Dropped): GedcomNode | null {
  if (record.tag === 'SNOTE') record.tag = 'NOTE';
  record.children = childrenTo551(record, dropped);
  return record;
}

function childrenTo551(n: GedcomNode, dropped: Dropped): GedcomNode[] {
  const out: GedcomNode[] = [];
  for (const c of n.children) {
    const converted = structureTo551(c, n, dropped);
    if (converted) out.push(converted);
  }
  return out;
}

function structureTo551(c: GedcomNode, parent: GedcomNode, dropped: Dropped): GedcomNode | null {
  if (sevenOnly.has(c.tag)) {
    drop(dropped, 'dropped.under', { tag: c.tag, parent: parent.tag });
    return null;
  }
  switch (c.tag) {
    case 'SNOTE':
      c.tag = 'NOTE';
      break;
    case 'UID':
      c.tag = '_UID';
      break;
    case 'EXID':
      c.tag = 'REFN';
      break;
    case 'ROLE':
      if (parent.tag === 'ASSO') c.tag = 'RELA';
      break;
    case 'MEDI':
      if (parent.tag === 'FORM') c.tag = 'TYPE';
      break;
    case 'PHRASE':
      // A DATE's is written into the date; an ASSO's ROLE's into the RELA; others are lost.
      if (!['DATE', 'ROLE', 'RELA'].includes(parent.tag))
        drop(dropped, 'dropped.under', { tag: 'PHRASE', parent: parent.tag });
      return null;
  }
  // Only 7.0's capitals: a 5.5.1 file's own spelling (`MEDI Book`) stays.
  if (lowerCase.has(c.tag) && /^[A-Z_]+$/.test(c.value)) c.value = c.value.toLowerCase();
  const phrase = c.children.find((g) => g.tag === 'PHRASE')?.value.trim();
  if (c.tag === 'DATE') c.value = dateTo551(c.value, phrase, dropped);
  if (phrase && c.tag === 'RELA') c.value = c.value === 'OTHER' ? phrase : `${c.value} (${phrase})`;
  c.children = childrenTo551(c, dropped);
  return c;
}

const calendars: Record<string, string> = {
  GREGORIAN: '@#DGREGORIAN@',
  JULIAN: '@#DJULIAN@',
  HEBREW: '@#DHEBREW@',
  FRENCH_R: '@#DFRENCH R@',
};

/** A 7.0 date with its PHRASE in 5.5.1's words: calendar escapes, B.C., `INT date (words)`. */
function dateTo551(value: string, phrase: string | undefined, dropped: Dropped): string {
  const date = value
    .trim()
    .replace(/\b(GREGORIAN|JULIAN|HEBREW|FRENCH_R)\b/g, (word) => calendars[word]!)
    .replace(/ BCE\b/g, ' B.C.');
  if (!phrase) return date;
  if (date === '') return `(${phrase})`;
  if (!/^(BET|FROM|TO|ABT|CAL|EST|BEF|AFT) /.test(date)) return `INT ${date} (${phrase})`;
  // 5.5.1 interprets only a single date: a range keeps its date, its words are lost.
  drop(dropped, 'dropped.rangePhrase');
  return date;
}
