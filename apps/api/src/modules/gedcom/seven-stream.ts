/**
 * The export's last pass: each record the writer yields, read again and written as the version
 * allows, kept lines of the other version included (7.0: seven-convert.ts; 5.5.1:
 * five-convert.ts). What the version has no place for is told, record by record, to a warning
 * sink: the file carries no note of its own about it (decision 0045), the warnings call answers it.
 */
import { nodeText } from './gedcom-text.js';
import { parseRecord, type GedcomNode } from './records.js';
import { newSevenContext, recordTo7 } from './seven-convert.js';
import { recordTo551 } from './five-convert.js';
import { recordName, type WarningSink } from './export-warnings.js';
import type { Dropped } from './warnings/dropped.js';
import { warningText } from './warnings/warning-text.js';

interface Pass {
  /** The record as the version says it, and any records made on the way; none: dropped. */
  record(record: GedcomNode): GedcomNode[];
  /** What the record being converted lost, with how often (emptied after each record). */
  dropped: Dropped;
  version: string;
  warn: WarningSink;
  /** Whether a record's text needs the pass at all (a 5.5.1 export's rarely does). */
  needs?: (source: string) => boolean;
}

function warnDropped(pass: Pass, record: GedcomNode) {
  if (pass.dropped.size === 0) return;
  const name = recordName(record);
  const version = pass.version;
  for (const { what, count } of pass.dropped.values())
    pass.warn({
      record: name,
      message:
        count === 1
          ? warningText('export.notWrittenOne', { version, what })
          : warningText('export.notWrittenMany', { version, count, what }),
    });
  pass.dropped.clear();
}

const noWarnings: WarningSink = () => {};

function convert(text: string, pass: Pass, out: string[]) {
  for (const source of text.split(/\n(?=0 )/)) {
    if (source.trim() === '') continue;
    if (pass.needs && !pass.needs(source)) {
      out.push(source.replace(/\n$/, ''));
      continue;
    }
    const record = parseRecord(source, 1);
    if (record.tag === 'TRLR') {
      out.push('0 TRLR');
      continue;
    }
    for (const r of pass.record(record)) out.push(nodeText(r, 0));
    warnDropped(pass, record);
  }
}

/** The writer's text, record by record (a record never spans two of the writer's yields). */
async function* convertStream(chunks: AsyncIterable<string>, pass: Pass): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    const cut = pending.lastIndexOf('\n0 ');
    if (cut < 0) continue;
    const out: string[] = [];
    convert(pending.slice(0, cut), pass, out);
    pending = pending.slice(cut + 1);
    if (out.length) yield out.join('\n') + '\n';
  }
  const out: string[] = [];
  convert(pending, pass, out);
  if (out.length) yield out.join('\n') + '\n';
}

/** GEDCOM 7.0, whatever 5.x lines an import kept; pointers to `voided` records are @VOID@. */
export function toGedcom7(
  chunks: AsyncIterable<string>,
  voided: string[] = [],
  warn: WarningSink = noWarnings,
): AsyncGenerator<string> {
  const ctx = newSevenContext(voided);
  return convertStream(chunks, {
    record: (record) => {
      const converted = recordTo7(record, ctx);
      return [...(converted ? [converted] : []), ...ctx.extra.splice(0)];
    },
    dropped: ctx.dropped,
    version: '7.0',
    warn,
  });
}

/** The lines five-convert.ts changes: a record without any is written as it is (no parse). */
const sevenLines =
  /^\d+ (?:@[^@\n]+@ )?(?:PHRASE|SNOTE|EXID|UID|SDATE|CROP|TRAN|NO|INIL|MIME|CREA|SCHMA|ROLE|MEDI)\b|^\d+ (?:PEDI|RESN|MEDI) [A-Z_]+$|^\d+ DATE .*\b(?:GREGORIAN|JULIAN|HEBREW|FRENCH_R|BCE)\b/m;

/** GEDCOM 5.5.1, whatever 7.0 lines an import kept. */
export function toGedcom551(
  chunks: AsyncIterable<string>,
  warn: WarningSink = noWarnings,
): AsyncGenerator<string> {
  const dropped: Dropped = new Map();
  return convertStream(chunks, {
    record: (record) => {
      const converted = recordTo551(record, dropped);
      return converted ? [converted] : [];
    },
    dropped,
    version: '5.5.1',
    warn,
    needs: (source) => sevenLines.test(source),
  });
}
