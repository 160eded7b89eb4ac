import { gedcomWarning, type GedcomWarning } from './warnings/gedcom-warning.js';

/** A GEDCOM structure: a line and the lines below it, with CONC/CONT already joined into `value`. */
export interface GedcomNode {
  tag: string;
  xref: string | null;
  value: string;
  line: number;
  children: GedcomNode[];
}

export class NotGedcomError extends Error {
  constructor() {
    super('This file is not a GEDCOM file');
  }
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) => c === 32 || c === 9;

/**
 * One string per tag, upper-cased once: a large file's events would otherwise each hold their
 * own copy of "BIRT" or "MARR" until they are written.
 */
const tags = new Map<string, string>();
function internTag(tag: string): string {
  let known = tags.get(tag);
  if (known === undefined) {
    known = tag.toUpperCase();
    // Custom tags are unbounded in number; only the first thousand spellings are kept.
    if (tags.size < 1000) tags.set(tag, known);
  }
  return known;
}

/**
 * The line parseLine read last. One reused holder rather than an object per line: a file of
 * 100,000 persons has 1.25 million lines, and those objects were a good part of the parse's
 * garbage.
 */
const read = { level: 0, xref: null as string | null, tag: '', value: '' };

/**
 * Reads one line `level [@xref@] TAG [value]` by hand (a regular expression per line was a
 * fifth of the import time) into `read`; false when the line is no GEDCOM line.
 */
function parseLine(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  let level = 0;
  const levelStart = i;
  while (i < end && isDigit(text.charCodeAt(i))) level = level * 10 + text.charCodeAt(i++) - 48;
  if (i === levelStart || i - levelStart > 2 || i >= end || !isSpace(text.charCodeAt(i)))
    return false;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  let xref: string | null = null;
  if (text.charCodeAt(i) === 64 /* @ */) {
    const close = text.indexOf('@', i + 1);
    if (close < 0 || close >= end || close === i + 1) return false;
    xref = text.slice(i + 1, close);
    i = close + 1;
    if (i >= end || !isSpace(text.charCodeAt(i))) return false;
    while (i < end && isSpace(text.charCodeAt(i))) i++;
  }
  const tagStart = i;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) break;
    // Letters, digits and underscore only.
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || isDigit(c) || c === 95)) return false;
  }
  if (i === tagStart) return false;
  read.level = level;
  read.xref = xref;
  read.tag = internTag(text.slice(tagStart, i));
  // One delimiter space; the rest of the line is the value, spaces and all.
  read.value = i < end ? text.slice(i + 1, end) : '';
  return true;
}

export interface ParseResult {
  warnings: GedcomWarning[];
  lineCount: number;
  head: GedcomNode | null;
}

/**
 * Reads a decoded file and hands each level-0 record to `onRecord` as soon as it is complete,
 * with the record's own lines (`source`, a view of the text, not a copy), so that the whole
 * file is never held as a tree. The first line must be `0 HEAD`, or the file is not GEDCOM; a
 * later malformed line is a warning with its number and is skipped. CR, LF and CRLF line ends
 * are all accepted.
 */
export function parseRecords(
  text: string,
  onRecord: (record: GedcomNode, source: string) => void,
): ParseResult {
  const warnings: GedcomWarning[] = [];
  const { lineCount, head, last } = scan(text, 1, warnings, true, (record, start, end) =>
    onRecord(record, text.slice(start, end)),
  );
  if (head === null) throw new NotGedcomError();
  if (last?.tag !== 'TRLR') warnings.push(gedcomWarning(lineCount, 'import.noTrailer'));
  return { warnings, lineCount, head };
}

/**
 * One record read again from the `source` that parseRecords handed over (an import keeps a
 * person's source, not its parsed lines, until it writes the person). Its warnings were
 * reported the first time.
 */
export function parseRecord(source: string, firstLine: number): GedcomNode {
  let record: GedcomNode | null = null;
  scan(source, firstLine, null, false, (r) => (record ??= r));
  if (record === null) throw new Error(`No record at line ${firstLine}`);
  return record;
}

function scan(
  text: string,
  firstLine: number,
  warnings: GedcomWarning[] | null,
  headFirst: boolean,
  onRecord: (record: GedcomNode, start: number, end: number) => void,
): { lineCount: number; head: GedcomNode | null; last: GedcomNode | null } {
  const stack: GedcomNode[] = [];
  let head: GedcomNode | null = null;
  let last: GedcomNode | null = null;
  let lineNo = firstLine - 1;
  let pos = 0;
  let recordStart = 0;
  const length = text.length;
  const flush = (end: number) => {
    if (stack.length) onRecord(stack[0]!, recordStart, end);
  };
  // The next LF and CR, found once each: searching again from every line would be quadratic.
  let nextLf = -1;
  let nextCr = -1;
  while (pos < length) {
    if (nextLf < pos) nextLf = text.indexOf('\n', pos);
    if (nextLf < 0) nextLf = length;
    if (nextCr !== length && nextCr < pos) nextCr = text.indexOf('\r', pos);
    if (nextCr < 0) nextCr = length;
    let end = nextLf;
    let lineEnd = end;
    if (nextCr < end) {
      // A lone CR (old Macintosh files) ends the line too; CRLF is one line end.
      lineEnd = nextCr;
      end = nextCr + 1 < length && text.charCodeAt(nextCr + 1) === 10 ? nextCr + 1 : nextCr;
    }
    lineNo++;
    const start = pos;
    pos = end + 1;
    let blank = true;
    for (let i = start; i < lineEnd; i++)
      if (!isSpace(text.charCodeAt(i))) {
        blank = false;
        break;
      }
    if (blank) continue;
    const parsed = parseLine(text, start, lineEnd);
    if (headFirst && head === null) {
      if (!parsed || read.level !== 0 || read.tag !== 'HEAD') throw new NotGedcomError();
    }
    if (!parsed) {
      warnings?.push(gedcomWarning(lineNo, 'import.notALine', { line: lineNo }));
      continue;
    }
    const level = read.level;
    if ((read.tag === 'CONC' || read.tag === 'CONT') && level === stack.length && level > 0) {
      const parent = stack[stack.length - 1]!;
      parent.value += (read.tag === 'CONT' ? '\n' : '') + read.value;
      continue;
    }
    const node: GedcomNode = {
      tag: read.tag,
      xref: read.xref,
      value: read.value,
      line: lineNo,
      children: [],
    };
    if (level === 0) {
      flush(start);
      recordStart = start;
      stack.length = 0;
      stack.push(node);
      if (head === null) head = node;
      last = node;
      continue;
    }
    if (level > stack.length)
      warnings?.push(
        gedcomWarning(lineNo, 'import.levelJump', {
          line: lineNo,
          from: stack.length - 1,
          to: level,
          as: stack.length,
        }),
      );
    const depth = Math.min(level, stack.length);
    stack.length = depth;
    stack[depth - 1]!.children.push(node);
    stack.push(node);
  }
  flush(length);
  return { lineCount: lineNo, head, last };
}

/** The first line below `node` with this tag (a loop: the import calls it for every event). */
export function child(node: GedcomNode, tag: string): GedcomNode | undefined {
  const children = node.children;
  for (let i = 0; i < children.length; i++) if (children[i]!.tag === tag) return children[i];
  return undefined;
}
export const childValue = (node: GedcomNode, tag: string) => child(node, tag)?.value.trim() ?? '';
export const pointer = (value: string) => /^@([^@\s]+)@$/.exec(value.trim())?.[1] ?? null;
