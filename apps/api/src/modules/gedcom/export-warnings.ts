/**
 * What an export leaves out, told to the person exporting rather than written into the file
 * (decision 0045): the conversion passes (seven-stream.ts) tell each record's losses to a sink.
 */
import type { GedcomExportWarnings, Locale } from '@familytree/shared';
import type { GedcomNode } from './records.js';
import {
  warningText,
  warningTextIn,
  type WarningKey,
  type WarningText,
} from './warnings/warning-text.js';

/** What an export left out of one record, as texts the warnings call renders in its language. */
export interface ExportWarning {
  /** The record the dropped lines belonged to: its name and xref in the written file. */
  record: WarningText;
  message: WarningText;
}
export type WarningSink = (warning: ExportWarning) => void;

const kinds: Record<string, WarningKey> = {
  INDI: 'kind.INDI',
  FAM: 'kind.FAM',
  SOUR: 'kind.SOUR',
  REPO: 'kind.REPO',
  NOTE: 'kind.NOTE',
  SNOTE: 'kind.NOTE',
  OBJE: 'kind.OBJE',
  SUBM: 'kind.SUBM',
  SUBN: 'kind.SUBN',
};

const kindOf = (tag: string): WarningText => {
  const key = kinds[tag];
  return key ? warningText(key) : warningText('kind.other', { tag });
};

/** "Anna Berg (@I1@)", "Source Parish register (@S2@)", "Family @F3@", "The file’s header". */
export function recordName(record: GedcomNode): WarningText {
  if (record.tag === 'HEAD') return warningText('record.header');
  const xref = record.xref === null ? '' : `@${record.xref}@`;
  const titled = (tag: string) =>
    record.children
      .find((c) => c.tag === tag)
      ?.value.replace(/\//g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const title =
    record.tag === 'INDI'
      ? titled('NAME')
      : record.tag === 'SOUR'
        ? titled('TITL')
        : record.tag === 'REPO'
          ? titled('NAME')
          : undefined;
  const kind = kindOf(record.tag);
  if (!title) return xref ? warningText('record.kindXref', { kind, xref }) : kind;
  return record.tag === 'INDI'
    ? warningText('record.person', { name: title, xref })
    : warningText('record.kindTitled', { kind, title, xref });
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
    /** The kept warnings in a language, with the count of all. */
    resultIn: async (locale: Locale): Promise<GedcomExportWarnings> => ({
      warnings: await Promise.all(
        warnings.map(async (w) => ({
          record: await warningTextIn(w.record, locale),
          message: await warningTextIn(w.message, locale),
        })),
      ),
      warningCount: count,
    }),
  };
}
