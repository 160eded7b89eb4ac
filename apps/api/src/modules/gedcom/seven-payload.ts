/**
 * A structure's payload as its 7.0 type wants it (payloads.tsv): dates, ages and times, enumeration
 * values, media types, file paths, languages, pointers. Answers null when the structure has to go,
 * else the lines to write after it (none so far but what a text in a pointer's place becomes).
 */
import type { GedcomNode } from './records.js';
import { allowedUnder, seven } from './seven-schema.js';
import { ageTo7, dateExactTo7, dateTo7, isDatePeriod, timeTo7 } from './seven-dates.js';
import { enumTo7, filePathTo7, languageTo7, mediaTypeTo7 } from './seven-values.js';
import { drop, node, pointerTo7, type SevenContext } from './seven-convert.js';
import { hoistRecord } from './seven-rewrite.js';

const t = 'type-';
const xsd = 'http://www.w3.org/2001/XMLSchema#';

/** Adds `PHRASE words` when the structure takes one and has none; false when it takes none. */
function phrase(n: GedcomNode, type: string, words: string): boolean {
  if (!('PHRASE' in allowedUnder(type))) return false;
  if (!n.children.some((c) => c.tag === 'PHRASE')) n.children.unshift(node('PHRASE', words));
  return true;
}

function enumValue(n: GedcomNode, type: string, ctx: SevenContext): boolean {
  const values = seven.enumerations[type] ?? [];
  const value = enumTo7(n.value, values);
  if (value !== null) {
    n.value = value;
    return true;
  }
  // What 7.0 has no value for is OTHER (or a generic EVEN), in the file's words.
  const other = ['OTHER', 'EVEN'].find((v) => values.includes(v));
  if (other && n.value.trim() && phrase(n, type, n.value.trim())) {
    n.value = other;
    return true;
  }
  drop(ctx, 'dropped.line', { tag: n.tag, value: n.value.trim().slice(0, 30) });
  return false;
}

function coordinate(value: string, positive: string, negative: string): string | null {
  const v = value.trim().toUpperCase();
  if (new RegExp(`^[${positive}${negative}][0-9]+(?:\\.[0-9]+)?$`).test(v)) return v;
  const m = /^([+-]?)([0-9]+(?:\.[0-9]+)?)$/.exec(v);
  return m ? `${m[1] === '-' ? negative : positive}${m[2]}` : null;
}

export function convertPayload(
  n: GedcomNode,
  type: string,
  parent: { node: GedcomNode; type: string } | null,
  ctx: SevenContext,
): GedcomNode[] | null {
  const payload = seven.payloads[type] ?? '';
  const value = n.value;
  if (payload.startsWith('@<')) {
    if (/^@[^@]+@$/.test(value.trim())) {
      n.value = pointerTo7(value, ctx);
      return [];
    }
    return hoistRecord(n, payload.slice(2, -2), ctx);
  }
  if (payload === '') {
    if (value.trim()) drop(ctx, 'dropped.text', { tag: n.tag });
    n.value = '';
    return [];
  }
  if (value.startsWith('@') && !value.startsWith('@@') && payload !== 'Y|<NULL>') {
    // A 5.x pointer where 7.0 wants text: a NOTE's is an SNOTE, the others' are lost.
    if (n.tag === 'NOTE' && parent && 'SNOTE' in allowedUnder(parent.type)) {
      n.tag = 'SNOTE';
      n.value = pointerTo7(value, ctx);
      n.children = [];
      return [];
    }
    n.value = `@${value}`;
  }
  switch (payload) {
    case 'Y|<NULL>':
      if (value !== '' && value !== 'Y') {
        // `1 BIRT Edwin's birth`: 5.x readers took the words as a description.
        if ('NOTE' in allowedUnder(type)) n.children.push(node('NOTE', value.trim()));
        else drop(ctx, 'dropped.text', { tag: n.tag });
        n.value = 'Y';
      }
      return [];
    case `${t}Enum`:
      return enumValue(n, type, ctx) ? [] : null;
    case `${t}List#Enum`: {
      const values = seven.enumerations[type] ?? [];
      const items = value.split(',').map((v) => enumTo7(v, values));
      n.value = [...new Set(items.filter((v) => v !== null))].join(', ');
      if (items.includes(null))
        drop(ctx, 'dropped.line', { tag: n.tag, value: value.trim().slice(0, 30) });
      return n.value ? [] : null;
    }
    case `${t}Date`:
    case `${t}Date#period`: {
      const date = dateTo7(value, payload.endsWith('period') ? isDatePeriod : undefined);
      n.value = date.value;
      if (date.phrase !== undefined && !phrase(n, type, date.phrase))
        drop(ctx, 'dropped.words', { tag: n.tag, value: value.trim().slice(0, 30) });
      return [];
    }
    case `${t}Date#exact`: {
      const date = dateExactTo7(value);
      if (date === null)
        drop(ctx, 'dropped.line', { tag: n.tag, value: value.trim().slice(0, 30) });
      else n.value = date;
      return date === null ? null : [];
    }
    case `${t}Age`: {
      const age = ageTo7(value);
      n.value = age.value;
      if (age.phrase !== undefined) phrase(n, type, age.phrase);
      return [];
    }
    default:
      return otherPayload(n, payload, parent?.node ?? null, ctx);
  }
}

function otherPayload(
  n: GedcomNode,
  payload: string,
  parent: GedcomNode | null,
  ctx: SevenContext,
): GedcomNode[] | null {
  let value: string | null = n.value;
  switch (payload) {
    case `${t}Time`:
      value = timeTo7(n.value);
      break;
    case `${xsd}nonNegativeInteger`:
      value = /^\s*([0-9]+)/.exec(n.value)?.[1] ?? null;
      break;
    case `${xsd}Language`:
      value = languageTo7(n.value);
      break;
    case 'http://www.w3.org/ns/dcat#mediaType':
      value = mediaTypeTo7(n.value, parent?.tag === 'FILE' ? parent.value : '');
      break;
    case `${t}FilePath`:
    case `${xsd}anyURI`:
      value = filePathTo7(n.value);
      if (value !== null && n.tag === 'FILE' && !n.children.some((c) => c.tag === 'FORM'))
        n.children.unshift(node('FORM', mediaTypeTo7('', n.value)));
      break;
    case `${t}Latitude`:
      value = coordinate(n.value, 'N', 'S');
      break;
    case `${t}Longitude`:
      value = coordinate(n.value, 'E', 'W');
      break;
    case `${t}Name`: {
      // 7.0 allows no slash or two (the surname's): the others are read as text.
      let slashes = 0;
      value = n.value.replace(/\t/g, ' ').replace(/\//g, (s) => (++slashes <= 2 ? s : ''));
      if (slashes === 1) value = value.replace('/', '');
      break;
    }
  }
  if (value === null) {
    drop(ctx, 'dropped.line', { tag: n.tag, value: n.value.trim().slice(0, 30) });
    return null;
  }
  n.value = value;
  return [];
}
