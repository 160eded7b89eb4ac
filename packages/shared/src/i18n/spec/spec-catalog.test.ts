import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.js';
import { translator } from '../translate.js';
import en from './en.js';

/** Every text of `messages`, by its dotted key; a function is called with its placeholder. */
function flatten(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') return [[prefix, (value as (x: string) => string)('Family X')]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    flatten(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the spec catalog', () => {
  it('says in English exactly what messages.ts says, key for key', () => {
    const t = translator(en, 'en', en);
    const fromMessages = flatten(messages);
    expect(Object.keys(en).sort()).toEqual(fromMessages.map(([key]) => key).sort());
    for (const [key, text] of fromMessages)
      expect(t(key as keyof typeof en, { familyName: 'Family X' }), key).toBe(text);
  });
});
