import { placeKeyOf, placeParts, type PlaceType } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { placeNameRowsOf, placeRowsOf, type PlaceRow } from '../data/places.repository.js';
import { gedcomLine } from './gedcom-text.js';
import { wordOfType } from './place-mapping.js';
import type { GedcomVersion } from './export-writer.js';

/**
 * The gazetteer written back under the events' PLAC lines (issue 30, decision 0043): FORM from
 * the types of the place's levels, MAP.LATI/LONG from its coordinates (as edited on the places
 * page), its note, and in 7.0 TRAN for its alternative names. GEDCOM 5.5.1 has no place for
 * alternative names: they are not written there. A text is matched to the rows as the places
 * page does (decision 0038): from the country down, each level by its name or an alternative
 * name, case and spaces aside.
 */

interface Level {
  row: PlaceRow;
  names: Array<{ name: string; language: string | null }>;
}

const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const degrees = (value: number, positive: string, negative: string) =>
  `${value < 0 ? negative : positive}${Math.abs(value)}`;

/** The lines a place adds under its PLAC line (at `level`), none when nothing is known. */
function placeLines(chain: Level[], parts: string[], level: number, version: GedcomVersion) {
  const leaf = chain[0]!;
  const lines: Array<{ tag: string; text: string }> = [];
  // The file's own word when an import kept one (0028), else the type's.
  const words = chain.map((l) => l.row.type_word ?? wordOfType[l.row.type as PlaceType]);
  if (chain.length === parts.length && words.every(Boolean))
    lines.push({ tag: 'FORM', text: gedcomLine(level, 'FORM', words.join(', ')) });
  if (version === '7') {
    const languages = new Set<string | null>();
    for (const l of chain) for (const n of l.names) if (n.language) languages.add(n.language);
    // A name of the town without a language is a whole name of its own ("und": undetermined).
    for (const n of leaf.names) if (!n.language) languages.add(null);
    for (const language of languages) {
      const own = leaf.names.find((n) => n.language === language && n.name.includes(','));
      const text =
        own?.name ??
        chain
          .map((l, i) => l.names.find((n) => n.language === language)?.name ?? parts[i]!)
          .join(', ');
      lines.push({
        tag: 'TRAN',
        text:
          gedcomLine(level, 'TRAN', text) + '\n' + gedcomLine(level + 1, 'LANG', language ?? 'und'),
      });
    }
  }
  const { latitude, longitude, note } = leaf.row;
  if (latitude !== null && longitude !== null)
    lines.push({
      tag: 'MAP',
      text: [
        `${level} MAP`,
        `${level + 1} LATI ${degrees(latitude, 'N', 'S')}`,
        `${level + 1} LONG ${degrees(longitude, 'E', 'W')}`,
      ].join('\n'),
    });
  if (note) lines.push({ tag: 'NOTE', text: gedcomLine(level, 'NOTE', note) });
  return lines;
}

/** The family's gazetteer for one export: `decorate` adds the places' lines to written text. */
export async function placeExport(db: Db, familyId: number, version: GedcomVersion) {
  const [rows, names] = await Promise.all([
    placeRowsOf(db, familyId),
    placeNameRowsOf(db, familyId),
  ]);
  const levels = new Map<number | null, Map<string, Level>>();
  const levelOf = new Map<number, Level>();
  for (const row of rows) levelOf.set(row.id, { row, names: [] });
  for (const n of names) levelOf.get(n.place_id)?.names.push(n);
  const within = (parent: number | null) => {
    let level = levels.get(parent);
    if (!level) levels.set(parent, (level = new Map()));
    return level;
  };
  for (const l of levelOf.values()) {
    const level = within(l.row.parent_id);
    if (!level.has(fold(l.row.name))) level.set(fold(l.row.name), l);
  }
  for (const l of levelOf.values())
    for (const n of l.names) {
      const level = within(l.row.parent_id);
      if (!level.has(fold(n.name))) level.set(fold(n.name), l);
    }
  const known = new Map<string, string[] | null>();
  /** Places whose note is written: once, as a reader adds it to the place for each PLAC. */
  const noted = new Set<string>();
  /** The lines of a place text's place at `level`, by tag; null when it has no row. */
  function linesOf(text: string, level: number) {
    const parts = placeParts(text);
    const key = `${level} ${placeKeyOf(parts)}`;
    if (known.has(key)) return known.get(key)!;
    const chain: Level[] = [];
    let parent: number | null = null;
    for (const part of [...parts].reverse()) {
      const found: Level | undefined = levels.get(parent)?.get(fold(part));
      if (!found) break;
      chain.unshift(found);
      parent = found.row.id;
    }
    const whole = chain.length === parts.length && chain.length > 0;
    const lines = whole ? placeLines(chain, parts, level, version) : [];
    const result = lines.length ? lines.map((l) => `${l.tag}\u0000${l.text}`) : null;
    known.set(key, result);
    return result;
  }
  return {
    /**
     * Adds each event PLAC's place lines, but those the text already has (kept from a file) and
     * a note written with an earlier PLAC of the place.
     */
    decorate(chunk: string): string {
      if (rows.length === 0 || !chunk.includes('\n2 PLAC ')) return chunk;
      const lines = chunk.split('\n');
      const out: string[] = [];
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i]!;
        out.push(line);
        if (!line.startsWith('2 PLAC ')) continue;
        const add = linesOf(line.slice('2 PLAC '.length), 3);
        if (!add) continue;
        const present = new Set<string>();
        for (let j = i + 1; j < lines.length && !/^[0-2] /.test(lines[j]!); j++)
          if (lines[j]!.startsWith('3 ')) present.add(lines[j]!.slice(2).split(' ')[0]!);
        const place = placeKeyOf(placeParts(line.slice('2 PLAC '.length)));
        for (const entry of add) {
          const [tag, text] = entry.split('\u0000') as [string, string];
          if (present.has(tag) || (tag === 'NOTE' && noted.has(place))) continue;
          if (tag === 'NOTE') noted.add(place);
          out.push(text);
        }
      }
      return out.join('\n');
    },
  };
}
