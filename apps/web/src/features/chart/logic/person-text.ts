import type { ChartPerson } from '@familytree/shared';

export const chartName = (p: ChartPerson) =>
  [p.firstName, p.middleName, p.lastName].filter((x) => x && x.trim()).join(' ');

export const chartInitials = (p: ChartPerson) =>
  `${p.firstName.trim().charAt(0)}${p.lastName.trim().charAt(0)}`.toUpperCase() || '?';

/** Text cut to `max` characters with an ellipsis (SVG text does not wrap or clip itself). */
export const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** The place a card shows: where the person was born, else where they died. */
export const cardPlace = (p: ChartPerson): { place: string; died: boolean } | null =>
  p.birthPlace
    ? { place: p.birthPlace, died: false }
    : p.deathPlace
      ? { place: p.deathPlace, died: true }
      : null;

/**
 * A card's accessible name: what it shows, in the order it shows it (the whole name even when the
 * card shortens it). One function, so that the cards' names change in one place.
 */
export function cardLabel(parts: {
  name: string;
  years: string;
  place: string | null;
  gender: string;
  otherFamily: string | null;
}): string {
  return [parts.name, parts.years, parts.place, parts.gender, parts.otherFamily]
    .filter(Boolean)
    .join(', ');
}
