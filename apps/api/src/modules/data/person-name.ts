/** Lowercase, accents removed: what person search compares ("José" is found by "jose"). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchNameOf(person: {
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  nick_name?: string | null;
}): string {
  return foldForSearch(
    [person.first_name, person.middle_name, person.last_name, person.nick_name]
      .filter(Boolean)
      .join(' '),
  );
}

/** A person as a message names them. */
export const nameOf = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();
