/**
 * A record as GEDCOM 7.0 allows it, whatever 5.x lines an import kept: each structure checked
 * against FamilySearch's validation data (seven-schema.ts), its payload converted (seven-payload.ts),
 * a 5.x tag with a 7.0 equivalent rewritten, and what 7.0 has no place for dropped and counted
 * (the export's warnings name them to the person exporting: decision 0045).
 */
import type { GedcomNode } from './records.js';
import { countDropped, type Dropped, type DroppedKey } from './warnings/dropped.js';
import { allowedUnder, seven } from './seven-schema.js';
import { convertPayload } from './seven-payload.js';
import { rewriteTag } from './seven-rewrite.js';

export interface SevenContext {
  /** What 7.0 had no place for in the record being converted, with how often. */
  dropped: Dropped;
  /** Records made on the way (an inline 5.x OBJE becomes a record), written after the page. */
  extra: GedcomNode[];
  made: number;
  /** Records 7.0 cannot hold (a media record without a file): pointers to them are @VOID@. */
  voided: Set<string>;
}

export const newSevenContext = (voided: string[] = []): SevenContext => ({
  dropped: new Map(),
  extra: [],
  made: 0,
  voided: new Set(voided.map(xrefTo7)),
});

export function drop(ctx: SevenContext, key: DroppedKey, values?: Record<string, string>) {
  countDropped(ctx.dropped, key, values);
}

export const node = (tag: string, value = '', children: GedcomNode[] = []): GedcomNode => ({
  tag,
  xref: null,
  value,
  line: 0,
  children,
});

/** An xref in 7.0's syntax (`@[A-Z0-9_]+@`, never VOID): the same name in every line. */
export function xrefTo7(xref: string): string {
  const name = xref.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
  return name === 'VOID' ? 'VOID_' : name;
}

const pointerValue = /^@([^@#][^@]*)@$/;

export function pointerTo7(value: string, ctx: SevenContext): string {
  const m = pointerValue.exec(value.trim());
  if (!m || m[1] === 'VOID') return value.trim();
  const xref = xrefTo7(m[1]!);
  return ctx.voided.has(xref) ? '@VOID@' : `@${xref}@`;
}

/** The record in 7.0, or null when 7.0 has no such record (SUBN, 5.x's NOTE is an SNOTE). */
export function recordTo7(record: GedcomNode, ctx: SevenContext): GedcomNode | null {
  if (record.tag === 'NOTE') record.tag = 'SNOTE';
  if (record.xref !== null) record.xref = xrefTo7(record.xref);
  if (record.tag.startsWith('_')) return extensionTo7(record, ctx);
  const type = allowedUnder('')[record.tag];
  if (type === undefined) {
    drop(ctx, 'dropped.record', { tag: record.tag });
    return null;
  }
  const [converted] = structureTo7(record, type, null, ctx);
  return converted ?? null;
}

/** An extension's lines are its own business: only its pointers follow renamed xrefs. */
function extensionTo7(n: GedcomNode, ctx: SevenContext): GedcomNode {
  n.value = pointerTo7(n.value, ctx);
  for (const c of n.children) extensionTo7(c, ctx);
  return n;
}

/** A structure of `type` in 7.0: none when dropped, more when a payload became a line. */
export function structureTo7(
  n: GedcomNode,
  type: string,
  parent: { node: GedcomNode; type: string } | null,
  ctx: SevenContext,
): GedcomNode[] {
  if (n.tag === 'ALIA' && !/^@[^@]+@$/.test(n.value.trim()) && parent?.type === 'record-INDI') {
    // 5.x's ALIA with a name: 7.0's ALIA points to a person; the name is a NAME of type AKA.
    if (!n.value.trim()) return [];
    return structureTo7(
      node('NAME', n.value.trim(), [node('TYPE', 'AKA')]),
      'INDI-NAME',
      parent,
      ctx,
    );
  }
  const converted = convertPayload(n, type, parent, ctx);
  if (converted === null) return [];
  childrenTo7(n, type, ctx);
  if (!requiredPresent(n, type, ctx)) {
    drop(ctx, 'dropped.incomplete', { tag: n.tag });
    return [];
  }
  return [n, ...converted];
}

/**
 * Citations under a structure 7.0 gives none (5.x's SEX) are the parent's: moved up one level,
 * after the structure, rather than lost.
 */
function liftCitations(n: GedcomNode, type: string) {
  const allowed = allowedUnder(type);
  if (!('SOUR' in allowed)) return;
  const out: GedcomNode[] = [];
  for (const c of n.children) {
    out.push(c);
    const childType = allowed[c.tag];
    if (childType === undefined || 'SOUR' in allowedUnder(childType)) continue;
    out.push(...c.children.filter((g) => g.tag === 'SOUR'));
    c.children = c.children.filter((g) => g.tag !== 'SOUR');
  }
  n.children = out;
}

function childrenTo7(n: GedcomNode, type: string, ctx: SevenContext) {
  liftCitations(n, type);
  const allowed = allowedUnder(type);
  const out: GedcomNode[] = [];
  for (const c of n.children) {
    if (c.tag.startsWith('_')) {
      out.push(extensionTo7(c, ctx));
      continue;
    }
    const childType = allowed[c.tag];
    if (childType !== undefined) {
      out.push(...structureTo7(c, childType, { node: n, type }, ctx));
      continue;
    }
    const rewritten = rewriteTag(c, n, type, ctx);
    if (rewritten === null) {
      drop(ctx, 'dropped.under', { tag: c.tag, parent: n.tag });
      continue;
    }
    for (const r of rewritten) {
      const rType = allowed[r.tag];
      if (rType !== undefined) out.push(...structureTo7(r, rType, { node: n, type }, ctx));
      else if (r.tag.startsWith('_')) out.push(r);
    }
  }
  n.children = atMostOnce(out, type, n.tag, ctx);
}

/** `{0:1}` and `{1:1}` substructures: the first is kept, the others dropped. */
function atMostOnce(children: GedcomNode[], type: string, tag: string, ctx: SevenContext) {
  const cards = seven.cardinalities[type] ?? {};
  const allowed = allowedUnder(type);
  const seen = new Set<string>();
  return children.filter((c) => {
    const childType = allowed[c.tag];
    if (childType === undefined || !cards[childType]?.endsWith(':1}')) return true;
    if (seen.has(childType)) {
      drop(ctx, 'dropped.second', { tag: c.tag, parent: tag });
      return false;
    }
    seen.add(childType);
    return true;
  });
}

/** Adds the required substructures 7.0 can supply; false when one is missing still. */
function requiredPresent(n: GedcomNode, type: string, ctx: SevenContext): boolean {
  const cards = seven.cardinalities[type] ?? {};
  const allowed = allowedUnder(type);
  for (const [childType, card] of Object.entries(cards)) {
    if (!card.startsWith('{1:')) continue;
    const tag = Object.keys(allowed).find((t) => allowed[t] === childType)!;
    if (n.children.some((c) => c.tag === tag)) continue;
    const made = requiredDefault(n, tag, childType);
    if (made === null) return false;
    ctx.made++;
    n.children.unshift(made);
  }
  return true;
}

/** A required part 7.0 needs and the 5.x line did not say: a neutral value where one exists. */
function requiredDefault(n: GedcomNode, tag: string, childType: string): GedcomNode | null {
  switch (childType) {
    case 'ROLE':
      return node('ROLE', 'OTHER');
    case 'TYPE':
      // EVEN, FACT and IDNO: the 5.x line had no type; 7.0 needs words.
      return node('TYPE', n.tag === 'IDNO' ? 'Unknown' : n.tag === 'FACT' ? 'Fact' : 'Event');
    case 'NAME':
      return n.tag === 'REPO' || n.tag === 'SUBM' ? node('NAME', 'Unknown') : null;
    default:
      return tag === 'FORM' ? node('FORM', 'application/octet-stream') : null;
  }
}
