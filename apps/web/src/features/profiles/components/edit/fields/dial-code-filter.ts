import type { CountryCode } from '../../../api/get-country-codes';

/** A code's choice: its country (the static data's name, or one in the language) and the code. */
export const dialCodeLabel = (c: CountryCode, country: string = c.country) =>
  `${country} (${c.dial_code})`;

/**
 * The country people mean when they type a dialling code that several countries share. Without it
 * the alphabetical list put American Samoa (+1684) first for "+1" (issue 17).
 */
const mainCountryOfCode: Record<string, string> = {
  '+1': 'US',
  '+7': 'RU',
  '+44': 'GB',
  '+61': 'AU',
};

/**
 * The picker's filter: the options whose label holds the typed text; when the text is a dialling
 * code, the exact code first (its main country before the others), then longer codes starting with
 * it, each group in the server's alphabetical order.
 */
export function filterDialCodes(
  options: CountryCode[],
  input: string,
  label: (c: CountryCode) => string = dialCodeLabel,
): CountryCode[] {
  const query = input.trim().toLowerCase();
  if (!query) return options;
  const matches = options.filter((c) => label(c).toLowerCase().includes(query));
  if (!/^\+?\d+$/.test(query)) return matches;
  const code = query.startsWith('+') ? query : `+${query}`;
  const rank = (c: CountryCode) => {
    if (c.dial_code === code) return mainCountryOfCode[code] === c.code ? 0 : 1;
    return c.dial_code.startsWith(code) ? 2 : 3;
  };
  // Array.prototype.sort is stable: each group keeps the alphabetical order.
  return [...matches].sort((a, b) => rank(a) - rank(b));
}
