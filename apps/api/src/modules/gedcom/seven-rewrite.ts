/**
 * 5.x structures 7.0 says differently: RIN, RFN and AFN are EXIDs, an ASSO's RELA is its ROLE, a
 * citation's TEXT is in its DATA, and an inline OBJE or a SOUR with text where 7.0 wants a pointer
 * becomes a record of its own.
 */
import type { GedcomNode } from './records.js';
import { allowedUnder } from './seven-schema.js';
import { drop, node, recordTo7, type SevenContext } from './seven-convert.js';

const exidTypes: Record<string, string> = {
  RIN: 'https://gedcom.io/terms/v7/RIN',
  RFN: 'https://gedcom.io/terms/v7/RFN',
  AFN: 'https://gedcom.io/terms/v7/AFN',
};

/** `c`, not allowed under `parent`, as the lines 7.0 says it with; null: none. */
export function rewriteTag(
  c: GedcomNode,
  parent: GedcomNode,
  parentType: string,
  ctx: SevenContext,
): GedcomNode[] | null {
  const allowed = allowedUnder(parentType);
  const exid = exidTypes[c.tag];
  if (exid && 'EXID' in allowed && c.value.trim())
    return [node('EXID', c.value.trim(), [node('TYPE', exid)])];
  if (c.tag === 'RELA' && 'ROLE' in allowed) {
    if (parent.children.some((s) => s.tag === 'ROLE')) return null;
    return [node('ROLE', c.value, c.children)];
  }
  if (c.tag === 'TEXT' && 'DATA' in allowed) {
    // Into the citation's DATA (made when it has none; the DATA is converted after).
    let data = parent.children.find((s) => s.tag === 'DATA');
    if (!data) {
      data = node('DATA');
      parent.children.push(data);
    }
    data.children.push(c);
    return [];
  }
  // A PHRASE where 7.0 has none (under FAMC): its words stay, as a NOTE.
  if (c.tag === 'PHRASE' && 'NOTE' in allowed) return [node('NOTE', c.value, c.children)];
  // 5.5.1's FORM.TYPE is 7.0's FORM.MEDI.
  if (c.tag === 'TYPE' && 'MEDI' in allowed) return [node('MEDI', c.value, c.children)];
  if (c.tag === 'CONC' || c.tag === 'CONT') return [];
  void ctx;
  return null;
}

let made = 0;

/** A text or inline structure where 7.0 wants a pointer: a record of its own, pointed to. */
export function hoistRecord(
  n: GedcomNode,
  recordType: string,
  ctx: SevenContext,
): GedcomNode[] | null {
  const record =
    recordType === 'record-OBJE'
      ? mediaRecord(n)
      : recordType === 'record-SOUR'
        ? sourceRecord(n)
        : null;
  if (record === null) {
    drop(ctx, 'dropped.noPointer', { tag: n.tag });
    return null;
  }
  record.xref = `X7_${n.tag}${++made}`;
  const converted = recordTo7(record, ctx);
  if (converted === null) {
    drop(ctx, 'dropped.noPointer', { tag: n.tag });
    return null;
  }
  ctx.extra.push(converted);
  n.value = `@${record.xref}@`;
  return [];
}

/** 5.5's and 5.5.1's inline OBJE (FILE, FORM, TITL) as an OBJE record. */
function mediaRecord(n: GedcomNode): GedcomNode | null {
  const files = n.children.filter((c) => c.tag === 'FILE');
  if (files.length === 0) return null;
  const form = n.children.find((c) => c.tag === 'FORM');
  const title = n.children.find((c) => c.tag === 'TITL');
  for (const file of files) {
    if (form && !file.children.some((c) => c.tag === 'FORM'))
      file.children.push({ ...form, children: [] });
    if (title && !file.children.some((c) => c.tag === 'TITL')) file.children.push(title);
  }
  const rest = n.children.filter((c) => !['FILE', 'FORM', 'TITL'].includes(c.tag));
  n.children = [];
  return { ...node('OBJE', '', [...files, ...rest.filter((c) => c.tag !== 'CROP')]) };
}

/** 5.x's `SOUR text` (a source without a record): a SOUR record titled with the text. */
function sourceRecord(n: GedcomNode): GedcomNode | null {
  const text = n.value.trim();
  if (!text) return null;
  const texts = n.children.filter((c) => c.tag === 'TEXT');
  n.children = n.children.filter((c) => c.tag !== 'TEXT');
  return node('SOUR', '', [node('TITL', text), ...texts]);
}
