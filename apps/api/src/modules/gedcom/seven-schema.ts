import data from './gedcom7-schema.json' with { type: 'json' };

/**
 * FamilySearch's GEDCOM 7 validation data (generated from bench/gedcom7-validation by
 * bench/src/gedcom7/api-schema.ts), structure types by their short names (`record-INDI`, `DATE`).
 */
interface SevenSchema {
  /** superstructure type ('' for records) → tag → structure type */
  substructures: Record<string, Record<string, string>>;
  /** superstructure type → structure type → `{0:1}`, `{1:1}`, `{0:M}` or `{1:M}` */
  cardinalities: Record<string, Record<string, string>>;
  /** structure type → payload type ('' when it takes none) */
  payloads: Record<string, string>;
  /** structure type → its enumeration values */
  enumerations: Record<string, string[]>;
}

export const seven: SevenSchema = data;

export const allowedUnder = (type: string): Record<string, string> =>
  seven.substructures[type] ?? {};
