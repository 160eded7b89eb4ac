import type { MergeField, PersonDetail } from '@familytree/shared';

/** A field the two persons fill differently, with each side's value as stored. */
export interface DifferingField {
  field: MergeField;
  keep: string | null;
  other: string | null;
}

type ValueOf = (p: PersonDetail) => string | null;

const text =
  (key: keyof PersonDetail): ValueOf =>
  (p) => {
    const value = p[key];
    return value === null || value === '' ? null : String(value);
  };

/** The fields of the profile read the dialog compares, in the order the profile shows them. */
const compared: Array<[MergeField, ValueOf]> = [
  ['firstName', text('firstName')],
  ['middleName', text('middleName')],
  ['lastName', text('lastName')],
  ['nickName', text('nickName')],
  ['familyName', text('familyName')],
  ['gender', (p) => (p.gender === 'U' ? null : p.gender)],
  ['dateOfBirth', text('dateOfBirth')],
  ['placeOfBirth', text('placeOfBirth')],
  ['countryOfBirth', text('countryOfBirth')],
  ['dateOfDeath', text('dateOfDeath')],
  ['livingStatus', (p) => (p.livingStatus ? 'living' : 'deceased')],
  ['photoUrl', text('photoUrl')],
  ['coverPhotoUrl', text('coverPhotoUrl')],
  ['phone', (p) => [p.phoneCountryCode, p.phoneNumber].filter(Boolean).join(' ') || null],
  ['email', text('email')],
  ['about', text('about')],
];

/**
 * The fields where both persons have a value and the values differ: only there is a choice to
 * make (where one side is empty, the server keeps the value there is).
 */
export function differingFields(keep: PersonDetail, other: PersonDetail): DifferingField[] {
  return compared
    .map(([field, valueOf]) => ({ field, keep: valueOf(keep), other: valueOf(other) }))
    .filter((f) => f.keep !== null && f.other !== null && f.keep !== f.other);
}
