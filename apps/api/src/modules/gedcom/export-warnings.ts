/**
 * What an export leaves out, told to the person exporting rather than written into the file
 * (decision 0045): the conversion passes (seven-stream.ts) tell each record's losses to a sink.
 */
import type { GedcomNode } from './records.js';

/** What an export left out of one record, in the words of its former warning note. */
export interface ExportWarning {
  /** The record the dropped lines belonged to: its name and xref in the written file. */
  record: string;
  message: string;
}
export type WarningSink = (warning: ExportWarning) => void;

const kinds: Record<string, string> = {
  INDI: 'Person',
  FAM: 'Family',
  SOUR: 'Source',
  REPO: 'Repository',
  NOTE: 'Note',
  SNOTE: 'Note',
  OBJE: 'Media',
  SUBM: 'Submitter',
  SUBN: 'Submission',
};

/** "Anna Berg (@I1@)", "Source Parish register (@S2@)", "Family @F3@", "The file’s header". */
export function recordName(record: GedcomNode): string {
  if (record.tag === 'HEAD') return 'The file’s header';
  const xref = record.xref === null ? '' : `@${record.xref}@`;
  const titled = (tag: string) =>
    record.children
      .find((c) => c.tag === tag)
      ?.value.replace(/\//g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const kind = kinds[record.tag] ?? `${record.tag} record`;
  const title =
    record.tag === 'INDI'
      ? titled('NAME')
      : record.tag === 'SOUR'
        ? titled('TITL')
        : record.tag === 'REPO'
          ? titled('NAME')
          : undefined;
  if (!title) return `${kind} ${xref}`.trim();
  return record.tag === 'INDI' ? `${title} (${xref})` : `${kind} ${title} (${xref})`;
}

/**
 * A sink that keeps the first `limit` warnings and counts all: a family of 100,000 persons each
 * losing a line answers a short list, and the export's memory stays that of a page.
 */
export function warningCollector(limit: number) {
  const warnings: ExportWarning[] = [];
  let count = 0;
  return {
    sink: ((warning) => {
      count++;
      if (warnings.length < limit) warnings.push(warning);
    }) satisfies WarningSink,
    result: () => ({ warnings, warningCount: count }),
  };
}
