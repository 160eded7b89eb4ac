import type { PlanPerson } from './import-plan.js';
import type { GedcomWarning } from './records.js';

/**
 * The lengths the profile form allows (basicDetailsSchema in shared/profiles.ts): imported text
 * obeys the same limits as the same text typed in (issue 28), and each cut is a warning.
 */
const personLimits = [
  ['firstName', 'first name', 100],
  ['middleName', 'middle name', 100],
  ['lastName', 'last name', 100],
  ['nickName', 'nickname', 100],
  ['placeOfBirth', 'place of birth', 200],
] as const;

/** A cut never splits a surrogate pair (half a character is not text). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** Cuts the person's names and place of birth to the form's lengths, warning of each cut. */
export function fitPersonToLimits(person: PlanPerson, warnings: GedcomWarning[]): void {
  const name = () => [person.firstName, person.lastName].filter(Boolean).join(' ');
  for (const [field, label, max] of personLimits) {
    const value = person[field];
    if (value === null || value.length <= max) continue;
    // Named before the cut, so that the warning names the person as the file does.
    const message = `The ${label} of ${cutText(name(), 60)} (line ${person.line}) is longer than ${max} characters: cut to fit`;
    person[field] = cutText(value, max);
    warnings.push({ line: person.line, message });
  }
}

/** The warning of a profile section's text cut to its form's limit (profile-rows.ts). */
export function profileCutMessage(person: PlanPerson, label: string, max: number): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return `The ${label} of ${cutText(name, 60)} (line ${person.line}) is longer than ${max} characters: cut to fit`;
}
