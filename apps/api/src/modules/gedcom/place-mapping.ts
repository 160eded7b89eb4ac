import { placeKeyOf, placeParts, type PlaceType } from '@familytree/shared';
import type { GedcomNode } from './records.js';

/**
 * A PLAC structure as the gazetteer's (issue 30, decision 0043): MAP.LATI/LONG become the place's
 * coordinates, FORM (or HEAD.PLAC.FORM) the types of its levels, 7.0's TRAN its alternative
 * names, an inline NOTE its note. What the gazetteer has no column for (LANG, EXID, a NOTE
 * pointer, SNOTE, extensions) stays kept under the event's PLAC line.
 */

export interface PlanPlaceName {
  name: string;
  language: string | null;
}

export interface PlanPlace {
  /** The full name as the file writes it ("Salem, Essex, Massachusetts, USA"). */
  text: string;
  /** FORM's jurisdictions, one per comma-separated part of the text (null: none given). */
  form: string[] | null;
  latitude: number | null;
  longitude: number | null;
  names: PlanPlaceName[];
  note: string | null;
}

/** "N18.150944" or "S3.5" (or a plain signed decimal) as degrees; null when unreadable. */
export function coordinateOf(value: string, positive: string, negative: string): number | null {
  const text = value.trim().toUpperCase();
  const sign = text.startsWith(negative) ? -1 : 1;
  const digits = text.startsWith(positive) || text.startsWith(negative) ? text.slice(1) : text;
  if (!/^[+-]?\d+(\.\d+)?$/.test(digits)) return null;
  const degrees = sign * Number(digits);
  const max = positive === 'N' ? 90 : 180;
  return Math.abs(degrees) <= max ? degrees : null;
}

export const formOf = (value: string) => value.split(',').map((p) => p.trim());

const mapped = (c: GedcomNode) => {
  if (c.tag === 'FORM' || c.tag === 'TRAN') return c.children.every((g) => g.tag === 'LANG');
  if (c.tag === 'MAP') return c.children.every((g) => g.tag === 'LATI' || g.tag === 'LONG');
  return c.tag === 'NOTE' && c.children.length === 0 && !/^@[^@]+@$/.test(c.value.trim());
};

/**
 * The place a PLAC line gives, and the sub-lines it does not map (kept with the event). Null
 * place details when the line has nothing below it to map.
 */
export function placeOf(plac: GedcomNode): { place: PlanPlace | null; rest: GedcomNode[] } {
  const rest: GedcomNode[] = [];
  const place: PlanPlace = {
    text: plac.value.trim(),
    form: null,
    latitude: null,
    longitude: null,
    names: [],
    note: null,
  };
  let found = false;
  for (const c of plac.children) {
    if (!mapped(c) || place.text === '') {
      rest.push(c);
      continue;
    }
    found = true;
    if (c.tag === 'FORM') place.form = formOf(c.value);
    else if (c.tag === 'TRAN') {
      const language = c.children.find((g) => g.tag === 'LANG')?.value.trim() || null;
      if (c.value.trim()) place.names.push({ name: c.value.trim(), language });
    } else if (c.tag === 'NOTE') place.note = place.note ? `${place.note}\n${c.value}` : c.value;
    else
      for (const g of c.children) {
        const degrees =
          g.tag === 'LATI' ? coordinateOf(g.value, 'N', 'S') : coordinateOf(g.value, 'E', 'W');
        if (degrees === null) rest.push(c);
        else if (g.tag === 'LATI') place.latitude = degrees;
        else place.longitude = degrees;
      }
  }
  return { place: found ? place : null, rest: [...new Set(rest)] };
}

/** The jurisdiction words of FORM as the gazetteer's types (as Gramps reads them). */
const typeWords: Record<string, PlaceType> = {
  city: 'town',
  town: 'town',
  village: 'town',
  hamlet: 'town',
  locality: 'town',
  municipality: 'town',
  county: 'county',
  district: 'county',
  shire: 'county',
  state: 'state',
  province: 'state',
  region: 'state',
  country: 'country',
  nation: 'country',
};
export const typeOfWord = (word: string): PlaceType | null =>
  word.trim() === '' ? null : (typeWords[word.trim().toLowerCase()] ?? 'other');

/** The word FORM writes for a type; 'other' has none (FORM is then not written). */
export const wordOfType: Partial<Record<PlaceType, string>> = {
  town: 'City',
  county: 'County',
  state: 'State',
  country: 'Country',
};

/** The file's places, one per distinct full name (case and spaces aside), details merged. */
export function placeCollector() {
  const places = new Map<string, PlanPlace>();
  // Texts repeat (a town named by thousands of events): each is folded into its key once.
  const byText = new Map<string, PlanPlace>();
  let headForm: string[] | null = null;
  return {
    places,
    setHeadForm(value: string) {
      headForm = formOf(value);
    },
    /** Counts a place text, with the details its PLAC line gives (the first of each wins). */
    add(text: string | null, details: PlanPlace | null) {
      if (!text) return;
      let place = byText.get(text);
      if (!place) {
        const key = placeKeyOf(placeParts(text));
        if (key === '') return;
        place = places.get(key);
        if (!place) {
          place = { text, form: null, latitude: null, longitude: null, names: [], note: null };
          places.set(key, place);
        }
        byText.set(text, place);
      }
      if (!details) return;
      place.form ??= details.form;
      if (place.latitude === null && place.longitude === null) {
        place.latitude = details.latitude;
        place.longitude = details.longitude;
      }
      for (const n of details.names)
        if (!place.names.some((m) => m.name === n.name && m.language === n.language))
          place.names.push(n);
      place.note ??= details.note;
    },
    /** The places, HEAD.PLAC.FORM given to those without a FORM of their own. */
    finish(): PlanPlace[] {
      return [...places.values()].map((p) => ({ ...p, form: p.form ?? headForm }));
    },
  };
}
export type PlaceCollector = ReturnType<typeof placeCollector>;
