import { allCountries } from 'country-region-data';
import { countries } from 'countries-list';

/**
 * The static data files of spec part 3, generated from two MIT-licensed npm packages
 * (country-region-data for countries and their states, countries-list for dialling codes), so
 * nothing is hand-typed and the server validates against exactly what the browser offers.
 */
export interface CountryStates {
  name: string;
  code2: string;
  states: Array<{ name: string; code: string }>;
}
export interface CountryCode {
  country: string;
  code: string;
  dial_code: string;
}

let cache: { countryStates: CountryStates[]; countryCodes: CountryCode[] } | null = null;

function build() {
  const countryStates: CountryStates[] = (
    allCountries as Array<[string, string, Array<[string, string?]>]>
  ).map(([name, code2, regions]) => ({
    name,
    code2,
    states: regions.map(([stateName, code]) => ({ name: stateName, code: code ?? stateName })),
  }));
  const countryCodes: CountryCode[] = Object.entries(countries)
    .flatMap(([code, c]) =>
      c.phone.map((phone) => ({ country: c.name, code, dial_code: `+${phone}` })),
    )
    .sort((a, b) => a.country.localeCompare(b.country));
  return { countryStates, countryCodes };
}

export function staticData() {
  cache ??= build();
  return cache;
}

export const isCountryCode = (code: string) =>
  staticData().countryStates.some((c) => c.code2 === code);
export const isDialCode = (dial: string) =>
  staticData().countryCodes.some((c) => c.dial_code === dial);
export const isStateOf = (country: string, state: string) =>
  staticData()
    .countryStates.find((c) => c.code2 === country)
    ?.states.some((s) => s.name === state) ?? false;
