import { beforeAll, describe, expect, it } from 'vitest';
import { formatSimple, isSimpleMessage } from './simple-format.js';
import { loadFormatter, translator } from './translate.js';

beforeAll(loadFormatter);

describe('simple messages', () => {
  it('are text and {name} placeholders, with doubled quotes', () => {
    expect(isSimpleMessage("Welcome {name}, it''s {day}")).toBe(true);
    expect(isSimpleMessage('{count, plural, one {#} other {#}}')).toBe(false);
    expect(isSimpleMessage("Quote '{' this")).toBe(false);
    expect(isSimpleMessage('<b>bold</b>')).toBe(false);
  });

  it('format as intl-messageformat does', () => {
    const cases: Array<[string, Record<string, string | number>]> = [
      ["Welcome {name}, it''s {day}", { name: 'Anna', day: 'Monday' }],
      ['{a} and {b} are not related.', { a: 'Anna', b: 'Ben' }],
      ['© {year} {familyName}.', { year: '2026', familyName: 'Demo' }],
      ['No placeholders at all', {}],
    ];
    for (const [message, values] of cases) {
      const full = translator({ m: `${message}<x></x>` }, 'en', { m: '' });
      expect(formatSimple(message, values)).toBe(full('m', { ...values, x: () => '' }));
    }
  });
});
