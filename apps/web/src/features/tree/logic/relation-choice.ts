import type { PersonSearchItem } from '@familytree/shared';

type Choice = PersonSearchItem | null;

/** Both pickers hold the same person: there is no relation to ask for (the server answers 400). */
export const samePersonChosen = (first: Choice, second: Choice): boolean =>
  first !== null && second !== null && first.personId === second.personId;

/** A picker's options without the person already chosen in the other picker. */
export function withoutPerson(
  options: PersonSearchItem[],
  excludedId: number | undefined,
): PersonSearchItem[] {
  return excludedId === undefined ? options : options.filter((o) => o.personId !== excludedId);
}
