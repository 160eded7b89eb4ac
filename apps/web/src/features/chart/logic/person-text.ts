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
 * A card's accessible name: what the card shows, in the order it shows it (axe's
 * label-content-name-mismatch), with the gender as the word its letter stands for, last, so that a
 * shortened text before it still reads as part of the name. The card's drawn texts are hidden
 * from screen readers, who hear this instead.
 */
export function cardLabel(parts: {
  name: string;
  years: string;
  place?: string | null;
  /** "of the Harper family", for a spouse linked from another family's tree. */
  otherFamily?: string | null;
  gender: string;
}): string {
  return [parts.name, parts.years, parts.place, parts.otherFamily, parts.gender]
    .filter((part) => part && part.trim())
    .join(', ');
}
