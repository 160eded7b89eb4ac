/**
 * The structure rules of GEDCOM 7 over a parsed tree: every tag allowed under its superstructure
 * (extension tags anywhere), cardinalities, payload types and pointers to existing records of the
 * right type. Tags a HEAD.SCHMA documents with a standard URI count as that structure.
 */
import type { Issue, Node } from './lines.js';
import { xrefSyntax } from './lines.js';
import { payloadProblem } from './payload.js';
import { loadSchema, v7, type Schema } from './schema.js';

const short = (uri: string) => uri.replace(v7, '');

interface Walk {
  schema: Schema;
  issues: Issue[];
  /** xref → its record's structure type */
  records: Map<string, string>;
  /** extension tags the HEAD.SCHMA maps to a standard structure type */
  documented: Map<string, string>;
}

function documentedTags(records: Node[]): Map<string, string> {
  const head = records.find((r) => r.tag === 'HEAD');
  const tags = head?.children.find((c) => c.tag === 'SCHMA')?.children ?? [];
  const map = new Map<string, string>();
  for (const tag of tags) {
    const [name, uri] = (tag.value ?? '').split(' ');
    if (name && uri?.startsWith(v7)) map.set(name, uri);
  }
  return map;
}

function checkPointer(walk: Walk, node: Node, type: string) {
  const value = node.value ?? '';
  if (!xrefSyntax.test(value)) {
    walk.issues.push({
      line: node.line,
      message: `${node.tag} needs a pointer, not ${JSON.stringify(value)}`,
    });
    return;
  }
  if (value === '@VOID@') return;
  const target = walk.records.get(value);
  const wanted = type.slice(2, -2);
  if (target === undefined)
    walk.issues.push({ line: node.line, message: `${value} points at no record` });
  else if (target !== wanted)
    walk.issues.push({
      line: node.line,
      message: `${node.tag} ${value} points at a ${short(target)}, not a ${short(wanted)}`,
    });
}

function checkNode(walk: Walk, node: Node, type: string) {
  const { schema, issues } = walk;
  const payload = schema.payloads.get(type) ?? '';
  if (payload.startsWith('@<')) checkPointer(walk, node, payload);
  else {
    const problem = payloadProblem(payload, node.value, schema.enumerations.get(type));
    if (problem)
      issues.push({ line: node.line, message: `${node.tag} (${short(type)}): ${problem}` });
  }
  checkChildren(walk, node, type);
}

function checkChildren(walk: Walk, node: Node, type: string) {
  const { schema, issues } = walk;
  const allowed = schema.substructures.get(type) ?? new Map<string, string>();
  const cardinality = schema.cardinalities.get(type) ?? new Map<string, string>();
  const seen = new Map<string, number>();
  for (const child of node.children) {
    const childType = allowed.get(child.tag) ?? walk.documented.get(child.tag);
    if (childType === undefined) {
      if (!child.tag.startsWith('_'))
        issues.push({
          line: child.line,
          message: `${child.tag} is not allowed under ${node.tag} (${short(type)})`,
        });
      continue; // an extension's substructures are its own business
    }
    seen.set(childType, (seen.get(childType) ?? 0) + 1);
    checkNode(walk, child, childType);
  }
  for (const [childType, card] of cardinality) {
    const count = seen.get(childType) ?? 0;
    if (card.startsWith('{1:') && count === 0)
      issues.push({
        line: node.line,
        message: `${node.tag} lacks its required ${short(childType)}`,
      });
    if (card.endsWith(':1}') && count > 1)
      issues.push({
        line: node.line,
        message: `${node.tag} has ${count} ${short(childType)}, at most 1`,
      });
  }
}

export function checkStructures(records: Node[], issues: Issue[]) {
  const schema = loadSchema();
  const top = schema.substructures.get('') ?? new Map<string, string>();
  const walk: Walk = { schema, issues, records: new Map(), documented: documentedTags(records) };
  for (const record of records) {
    if (record.xref === undefined) continue;
    if (walk.records.has(record.xref))
      issues.push({ line: record.line, message: `${record.xref} defined twice` });
    walk.records.set(
      record.xref,
      top.get(record.tag) ?? walk.documented.get(record.tag) ?? record.tag,
    );
  }
  if (records[0]?.tag !== 'HEAD')
    issues.push({ line: 1, message: 'the file does not start with HEAD' });
  if (records.at(-1)?.tag !== 'TRLR')
    issues.push({ line: records.at(-1)?.line ?? 1, message: 'the file does not end with TRLR' });
  for (const record of records) {
    const type = top.get(record.tag) ?? walk.documented.get(record.tag);
    if (type === undefined) {
      if (!record.tag.startsWith('_') || record.tag === 'CONT')
        issues.push({ line: record.line, message: `${record.tag} is not a record` });
      continue;
    }
    if (record.tag === 'SNOTE' && record.xref === undefined)
      issues.push({ line: record.line, message: 'a SNOTE record needs an xref' });
    checkNode(walk, record, type);
  }
  const head = records.find((r) => r.tag === 'HEAD');
  const vers = head?.children.find((c) => c.tag === 'GEDC')?.children.find((c) => c.tag === 'VERS');
  if (!vers || !/^7\.0(?:\.[0-9]+)?$/.test(vers.value ?? ''))
    issues.push({ line: vers?.line ?? head?.line ?? 1, message: 'HEAD.GEDC.VERS is not 7.0' });
}
