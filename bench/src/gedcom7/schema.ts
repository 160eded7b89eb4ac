/**
 * FamilySearch's GEDCOM 7 validation data (bench/gedcom7-validation, see its README) as look-ups:
 * which tag means which structure under which superstructure, how often it may occur, what its
 * payload is and which enumeration values it takes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const v7 = 'https://gedcom.io/terms/v7/';

export interface Schema {
  /** superstructure type ('' for records) → tag → structure type */
  substructures: Map<string, Map<string, string>>;
  /** superstructure type → structure type → '{0:1}' | '{1:1}' | '{0:M}' | '{1:M}' */
  cardinalities: Map<string, Map<string, string>>;
  /** structure type → payload type ('' when it takes none) */
  payloads: Map<string, string>;
  /** structure type → the tags of its enumeration set */
  enumerations: Map<string, Set<string>>;
}

const folder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'gedcom7-validation',
);

function rows(file: string): string[][] {
  return readFileSync(path.join(folder, file), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line) => line.split('\t'));
}

function nested(list: string[][]): Map<string, Map<string, string>> {
  const map = new Map<string, Map<string, string>>();
  for (const [outer = '', inner = '', value = ''] of list) {
    const entry = map.get(outer) ?? new Map<string, string>();
    entry.set(inner, value);
    map.set(outer, entry);
  }
  return map;
}

/** An enumeration value's tag: `enum-ADOP-HUSB` is HUSB, `INDI-RELI` is RELI. */
export function enumTag(uri: string): string {
  const name = uri.slice(uri.lastIndexOf('/') + 1).replace(/^enum-/, '');
  return name.slice(name.lastIndexOf('-') + 1);
}

let cached: Schema | undefined;

export function loadSchema(): Schema {
  if (cached) return cached;
  const sets = new Map<string, Set<string>>();
  for (const [set = '', value = ''] of rows('enumerationsets.tsv')) {
    sets.set(set, (sets.get(set) ?? new Set()).add(enumTag(value)));
  }
  const enumerations = new Map<string, Set<string>>();
  for (const [structure = '', set = ''] of rows('enumerations.tsv')) {
    enumerations.set(structure, sets.get(set) ?? new Set());
  }
  cached = {
    substructures: nested(rows('substructures.tsv')),
    cardinalities: nested(rows('cardinalities.tsv')),
    payloads: new Map(rows('payloads.tsv').map(([s = '', p = '']) => [s, p])),
    enumerations,
  };
  return cached;
}
