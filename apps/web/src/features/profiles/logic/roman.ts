import { limits } from '@familytree/shared';
import { englishProfiles, type ProfilesT } from './profile-texts';

const numerals: Array<[number, string]> = [
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numerals up to 100 (spec part 9); other numbers stay in digits. */
export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > limits.romanNumeralsUpTo) {
    return String(value);
  }
  let rest = value;
  let text = '';
  for (const [amount, numeral] of numerals) {
    while (rest >= amount) {
      text += numeral;
      rest -= amount;
    }
  }
  return text;
}

/** A generation chip's text, e.g. 'III Gen'. */
export const generationLabel = (generation: number, t: ProfilesT = englishProfiles) =>
  t('generation', { numeral: toRoman(generation) });
