/**
 * The 7.0 export's last pass: each record the writer yields, read again and written as 7.0 allows
 * (seven-convert.ts), kept 5.x lines included. What 7.0 has no place for is named, with counts, in
 * a shared note before TRLR: the export's warnings travel with the file.
 */
import { nodeText } from './gedcom-text.js';
import { parseRecord, type GedcomNode } from './records.js';
import { exportWarningsXref } from './xrefs.js';
import { newSevenContext, node, recordTo7, type SevenContext } from './seven-convert.js';

function recordsOf(text: string): string[] {
  return text.split(/\n(?=0 )/).filter((r) => r.trim() !== '');
}

function convert(text: string, ctx: SevenContext, out: string[]) {
  for (const source of recordsOf(text)) {
    const record = parseRecord(source, 1);
    if (record.tag === 'TRLR') {
      const notes = warningNote(ctx);
      if (notes) out.push(nodeText(notes, 0));
      out.push('0 TRLR');
      continue;
    }
    const converted = recordTo7(record, ctx);
    if (converted) out.push(nodeText(converted, 0));
    for (const extra of ctx.extra.splice(0)) out.push(nodeText(extra, 0));
  }
}

function warningNote(ctx: SevenContext): GedcomNode | null {
  if (ctx.dropped.size === 0) return null;
  const lines = [...ctx.dropped].map(([what, count]) => `${count} × ${what}`);
  const note = node(
    'SNOTE',
    ['Not written in GEDCOM 7.0 (it has no place for them):', ...lines].join('\n'),
  );
  note.xref = exportWarningsXref;
  return note;
}

/** The writer's text as GEDCOM 7.0, record by record (a record never spans two yields here). */
export async function* toGedcom7(
  chunks: AsyncIterable<string>,
  voided: string[] = [],
): AsyncGenerator<string> {
  const ctx = newSevenContext(voided);
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    const cut = pending.lastIndexOf('\n0 ');
    if (cut < 0) continue;
    const out: string[] = [];
    convert(pending.slice(0, cut), ctx, out);
    pending = pending.slice(cut + 1);
    if (out.length) yield out.join('\n') + '\n';
  }
  const out: string[] = [];
  convert(pending, ctx, out);
  if (out.length) yield out.join('\n') + '\n';
}
