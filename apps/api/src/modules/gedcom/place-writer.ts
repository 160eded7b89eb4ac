import type { Insertable } from 'kysely';
import { placeKeyOf, placeParts, type PlaceType } from '@familytree/shared';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../infra/database.js';
import { placeRowsOf } from '../data/places.repository.js';
import { insertRows, reserveIds } from './gedcom.repository.js';
import { typeOfWord, type PlanPlace, type PlanPlaceName } from './place-mapping.js';
import type { IdSpan } from './research-writer.js';

/**
 * The import's writes of places (issue 30, decision 0043): a place the file says more of than its
 * name (coordinates, FORM, TRAN, a note) gets its rows in the gazetteer, one per level of its
 * hierarchy (the country, the state, …, the town), shared by every place within them. Places
 * named only by text stay places of the facts (decision 0038). A level the family's gazetteer
 * has already is used as it is, never changed: the import's revert deletes only its own rows.
 */

interface NewPlace {
  key: string;
  parentKey: string | null;
  name: string;
  type: PlaceType | null;
  /** FORM's own word for the level, when it gave one. */
  typeWord: string | null;
  latitude: number | null;
  longitude: number | null;
  note: string | null;
  names: PlanPlaceName[];
}

const hasDetails = (p: PlanPlace) =>
  p.form !== null || p.latitude !== null || p.longitude !== null || p.names.length > 0 || !!p.note;

/** FORM's word for each part of the text, town first (one jurisdiction per part). */
function wordsOf(place: PlanPlace, parts: string[]): Array<string | null> {
  const form = place.form;
  if (!form) return parts.map(() => null);
  const raw = place.text.split(',');
  // FORM names every comma-separated part, empty ones too ("Salem, , Massachusetts").
  const words =
    form.length === raw.length
      ? raw.map((part, i) => ({ part: part.trim(), word: form[i]! })).filter((p) => p.part !== '')
      : form.length === parts.length
        ? form.map((word) => ({ word }))
        : parts.map(() => ({ word: '' }));
  return words.map(({ word }) => word.trim() || null);
}

/** TRAN names the whole place: split by level when it has as many parts, else the town's. */
function namesByLevel(place: PlanPlace, parts: string[]): PlanPlaceName[][] {
  const byLevel: PlanPlaceName[][] = parts.map(() => []);
  for (const n of place.names) {
    const tran = placeParts(n.name);
    if (tran.length !== parts.length) {
      byLevel[0]!.push(n);
      continue;
    }
    tran.forEach((name, i) => {
      const level = byLevel[i]!;
      if (name.toLowerCase() !== parts[i]!.toLowerCase() || n.language)
        if (!level.some((m) => m.name === name && m.language === n.language))
          level.push({ name, language: n.language });
    });
  }
  return byLevel;
}

export async function writePlaces(
  db: Db,
  familyId: number,
  places: PlanPlace[],
  now: string,
): Promise<IdSpan | null> {
  const existing = new Map<string, number>();
  const rows = await placeRowsOf(db, familyId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keyOfRow = (id: number): string => {
    const names: string[] = [];
    // At most as many levels as rows: a cycle of parents ends there.
    for (let r = byId.get(id); r && names.length <= rows.length;) {
      names.push(r.name);
      r = r.parent_id === null ? undefined : byId.get(r.parent_id);
    }
    return placeKeyOf(names);
  };
  for (const r of rows) existing.set(keyOfRow(r.id), r.id);
  const added = new Map<string, NewPlace>();
  for (const place of places) {
    if (!hasDetails(place)) continue;
    const parts = placeParts(place.text);
    if (parts.length === 0) continue;
    const words = wordsOf(place, parts);
    const names = namesByLevel(place, parts);
    for (let i = parts.length - 1; i >= 0; i--) {
      const key = placeKeyOf(parts.slice(i));
      if (existing.has(key)) continue;
      let row = added.get(key);
      if (!row) {
        row = {
          key,
          parentKey: i === parts.length - 1 ? null : placeKeyOf(parts.slice(i + 1)),
          name: parts[i]!,
          type: null,
          typeWord: null,
          latitude: null,
          longitude: null,
          note: null,
          names: [],
        };
        added.set(key, row);
      }
      const word = words[i];
      if (row.type === null && word) {
        row.type = typeOfWord(word);
        row.typeWord = word;
      }
      for (const n of names[i]!)
        if (!row.names.some((m) => m.name === n.name && m.language === n.language))
          row.names.push(n);
      if (i > 0) continue;
      if (row.latitude === null && row.longitude === null) {
        row.latitude = place.latitude;
        row.longitude = place.longitude;
      }
      row.note ??= place.note;
    }
  }
  if (added.size === 0) return null;
  const ids = await reserveIds(db, 'places', added.size);
  const idOf = new Map([...added.keys()].map((key, i) => [key, ids[i]!]));
  const placeRows: Insertable<Database['places']>[] = [];
  const nameRows: Insertable<Database['place_names']>[] = [];
  for (const p of added.values()) {
    const id = idOf.get(p.key)!;
    placeRows.push({
      id,
      family_id: familyId,
      parent_id:
        p.parentKey === null ? null : (idOf.get(p.parentKey) ?? existing.get(p.parentKey) ?? null),
      name: p.name,
      type: p.type,
      type_word: p.typeWord,
      latitude: p.latitude,
      longitude: p.longitude,
      note: p.note,
      created_at: now,
      updated_at: now,
    });
    p.names.forEach((n, position) =>
      nameRows.push({
        family_id: familyId,
        place_id: id,
        name: n.name,
        language: n.language,
        position,
      }),
    );
  }
  await insertRows(db, 'places', placeRows);
  await insertRows(db, 'place_names', nameRows);
  // Reserved ids ascend: the first and last are the span.
  return { from: ids[0]!, to: ids[ids.length - 1]! };
}
