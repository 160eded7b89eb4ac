import type { ChartPerson } from '@familytree/shared';

export const chartName = (p: ChartPerson) =>
  [p.firstName, p.middleName, p.lastName].filter((x) => x && x.trim()).join(' ');

export const chartInitials = (p: ChartPerson) =>
  `${p.firstName.trim().charAt(0)}${p.lastName.trim().charAt(0)}`.toUpperCase() || '?';

/** Text cut to `max` characters with an ellipsis (SVG text does not wrap or clip itself). */
export const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
