import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@familytree/shared';
import { createTestContext, type TestContext } from '../test-support/index.js';
import { closeTestContext } from '../modules/profiles/profiles.test-helpers.js';
import { isCountryCode, isDialCode, isStateOf } from './static-data.js';

interface CountryStates {
  name: string;
  code2: string;
  states: Array<{ name: string }>;
}
interface CountryCode {
  country: string;
  dial_code: string;
}

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => closeTestContext(t));

describe('static data (spec part 3)', () => {
  it('serves /data/country-states.json as {name, code2, states[]} for every country', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.countryStates });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toContain('max-age');
    const countries = res.json<CountryStates[]>();
    expect(countries.length).toBeGreaterThan(200);
    for (const c of countries) {
      expect(typeof c.name).toBe('string');
      expect(c.code2).toMatch(/^[A-Z]{2}$/);
      expect(Array.isArray(c.states)).toBe(true);
      for (const s of c.states) expect(typeof s.name).toBe('string');
    }
    expect(new Set(countries.map((c) => c.code2)).size).toBe(countries.length);

    const india = countries.find((c) => c.code2 === 'IN');
    expect(india?.name).toBe('India');
    expect(india?.states.map((s) => s.name)).toContain('Kerala');
    const us = countries.find((c) => c.code2 === 'US');
    expect(us?.states.map((s) => s.name)).toContain('California');
  });

  it('serves /data/country-codes.json as {country, dial_code}', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.countryCodes });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const codes = res.json<CountryCode[]>();
    expect(codes.length).toBeGreaterThan(200);
    for (const c of codes) {
      expect(typeof c.country).toBe('string');
      expect(c.dial_code).toMatch(/^\+\d{1,4}$/);
    }
    expect(codes).toContainEqual(expect.objectContaining({ country: 'India', dial_code: '+91' }));
    expect(codes).toContainEqual(expect.objectContaining({ dial_code: '+1' }));
  });

  it('is served to visitors on a family sub-domain too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPaths.countryStates,
      headers: { host: 'somefamily.localhost' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('the server checks against exactly the data it serves', async () => {
    const countries = (await t.app.inject({ method: 'GET', url: apiPaths.countryStates })).json<
      CountryStates[]
    >();
    const codes = (await t.app.inject({ method: 'GET', url: apiPaths.countryCodes })).json<
      CountryCode[]
    >();
    for (const c of countries) expect(isCountryCode(c.code2)).toBe(true);
    for (const c of codes) expect(isDialCode(c.dial_code)).toBe(true);
    expect(isStateOf('IN', 'Kerala')).toBe(true);
    expect(isStateOf('US', 'California')).toBe(true);
    expect(isStateOf('US', 'Kerala')).toBe(false);
    expect(isStateOf('QQ', 'Kerala')).toBe(false);
    expect(isCountryCode('QQ')).toBe(false);
    expect(isDialCode('+999')).toBe(false);
  });
});
