import type { PlanPerson } from './import-plan.js';
import type { GedcomWarning } from './warnings/gedcom-warning.js';
import { cutWarning, type CutField } from './warnings/cut-warning.js';

/**
 * The lengths the profile form allows (basicDetailsSchema in shared/profiles.ts): imported text
 * obeys the same limits as the same text typed in (issue 28), and each cut is a warning.
 */
const personLimits = [
  ['firstName', 'field.firstName', 100],
  ['middleName', 'field.middleName', 100],
  ['lastName', 'field.lastName', 100],
  ['nickName', 'field.nickName', 100],
  ['placeOfBirth', 'field.placeOfBirth', 200],
] as const satisfies readonly (readonly [string, CutField, number])[];

/** A cut never splits a surrogate pair (half a character is not text). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** Cuts the person's names and place of birth to the form's lengths, warning of each cut. */
export function fitPersonToLimits(person: PlanPerson, warnings: GedcomWarning[]): void {
  for (const [key, field, max] of personLimits) {
    const value = person[key];
    if (value === null || value.length <= max) continue;
    // Made before the cut, so that the warning names the person as the file does.
    const warning = cutWarningOf(person, field, max);
    person[key] = cutText(value, max);
    warnings.push(warning);
  }
}

/** The warning of a person's text cut to its form's limit (here and in profile-rows.ts). */
export function cutWarningOf(person: PlanPerson, field: CutField, max: number): GedcomWarning {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return cutWarning(person.line, cutText(name, 60), field, max);
}
