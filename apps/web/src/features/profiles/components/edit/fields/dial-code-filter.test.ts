import { describe, expect, it } from 'vitest';
import { filterDialCodes } from './dial-code-filter';

// In the server's alphabetical order, as the picker receives them (infra/static-data.ts).
const options = [
  { country: 'American Samoa', code: 'AS', dial_code: '+1684' },
  { country: 'Antigua and Barbuda', code: 'AG', dial_code: '+1268' },
  { country: 'Canada', code: 'CA', dial_code: '+1' },
  { country: 'India', code: 'IN', dial_code: '+91' },
  { country: 'Kazakhstan', code: 'KZ', dial_code: '+7' },
  { country: 'Russia', code: 'RU', dial_code: '+7' },
  { country: 'U.S. Minor Outlying Islands', code: 'UM', dial_code: '+1' },
  { country: 'United States', code: 'US', dial_code: '+1' },
];
const countries = (input: string) => filterDialCodes(options, input).map((c) => c.code);

describe('the dial-code picker filter', () => {
  it('puts the United States first for "+1" (and "1"), then the other exact +1 countries', () => {
    expect(countries('+1')).toEqual(['US', 'CA', 'UM', 'AS', 'AG']);
    expect(countries('1')[0]).toBe('US');
  });

  it('puts an exact code before longer ones, and the main country of a shared code first', () => {
    expect(countries('+7')).toEqual(['RU', 'KZ']);
    expect(countries('+91')).toEqual(['IN']);
  });

  it('finds countries by name as before, in alphabetical order', () => {
    expect(countries('an')).toEqual(['AS', 'AG', 'CA', 'KZ', 'UM']);
    expect(countries('')).toHaveLength(options.length);
  });
});
