import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodLocaleMl } from './zod-locale-ml.js';

// Zod ships no Malayalam (issue 31): our own messages, one for each kind of issue Zod raises.

const { localeError } = zodLocaleMl();

/** Zod's issues for an input, each written in Malayalam. */
function malayalam(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { reportInput: true });
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => {
    const made = localeError(issue as unknown as z.core.$ZodRawIssue);
    return typeof made === 'string' ? made : made!.message;
  });
}

describe("Zod's messages in Malayalam", () => {
  it.each([
    [z.number(), 'two', 'അസാധുവായ ഇൻപുട്ട്: സംഖ്യ പ്രതീക്ഷിച്ചു, ലഭിച്ചത് വാചകം'],
    [z.string(), undefined, 'അസാധുവായ ഇൻപുട്ട്: വാചകം പ്രതീക്ഷിച്ചു, ലഭിച്ചത് ഒന്നുമില്ല'],
    [z.literal('album'), 'x', 'അസാധുവായ ഇൻപുട്ട്: "album" പ്രതീക്ഷിച്ചു'],
    [z.enum(['album', 'person']), 'x', 'അസാധുവായ ഓപ്ഷൻ: ഇവയിലൊന്ന് പ്രതീക്ഷിച്ചു: "album"|"person"'],
    [z.string().max(3), 'abcd', 'വളരെ കൂടുതലാണ്: പരമാവധി 3 അക്ഷരങ്ങൾ'],
    [z.string().length(2), 'abc', 'വളരെ കൂടുതലാണ്: കൃത്യം 2 അക്ഷരങ്ങൾ വേണം'],
    [z.string().min(3), 'ab', 'വളരെ കുറവാണ്: കുറഞ്ഞത് 3 അക്ഷരങ്ങൾ വേണം'],
    [z.array(z.number()).max(1), [1, 2], 'വളരെ കൂടുതലാണ്: പരമാവധി 1 ഇനങ്ങൾ'],
    [z.number().max(100), 101, 'വളരെ വലുതാണ്: മൂല്യം പരമാവധി 100 ആകാം'],
    [z.number().lt(100), 100, 'വളരെ വലുതാണ്: മൂല്യം 100-ൽ കുറവായിരിക്കണം'],
    [z.number().min(1), 0, 'വളരെ ചെറുതാണ്: മൂല്യം കുറഞ്ഞത് 1 ആയിരിക്കണം'],
    [z.number().positive(), 0, 'വളരെ ചെറുതാണ്: മൂല്യം 0-ൽ കൂടുതലായിരിക്കണം'],
    [z.email(), 'x', 'അസാധുവായ ഇമെയിൽ വിലാസം'],
    [z.string().startsWith('ab'), 'x', 'അസാധുവായ വാചകം: "ab" എന്നതിൽ തുടങ്ങണം'],
    [z.string().regex(/^a+$/), 'b', 'അസാധുവായ വാചകം: /^a+$/ എന്ന മാതൃകയുമായി ചേരണം'],
    [z.number().multipleOf(5), 7, 'അസാധുവായ സംഖ്യ: 5-ന്റെ ഗുണിതമായിരിക്കണം'],
    [z.strictObject({}), { a: 1, b: 2 }, 'അറിയാത്ത കീകൾ: "a", "b"'],
    [z.union([z.string(), z.number()]), true, 'അസാധുവായ ഇൻപുട്ട്'],
    [
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('a') }),
        z.object({ kind: z.literal('b') }),
      ]),
      { kind: 'c' },
      "അസാധുവായ ഇനം: 'a' | 'b' പ്രതീക്ഷിച്ചു",
    ],
  ])('%#: %2$s', (schema, input, message) => {
    expect(malayalam(schema, input)).toEqual([message]);
  });

  it('names a bad key or element of a map or set', () => {
    const raw = (issue: object) => localeError(issue as z.core.$ZodRawIssue);
    expect(raw({ code: 'invalid_key', origin: 'map', issues: [], input: null })).toBe(
      'മാപ്പ് എന്നതിൽ അസാധുവായ കീ',
    );
    expect(raw({ code: 'invalid_element', origin: 'set', key: 1, issues: [], input: null })).toBe(
      'സെറ്റ് എന്നതിൽ അസാധുവായ മൂല്യം',
    );
  });

  it('names every kind of issue in Malayalam, never in English', () => {
    const english = /\b(?:Invalid|expected|received|Too|must)\b/;
    const messages = malayalam(
      z.object({
        a: z.number(),
        b: z.string().max(1),
        c: z.enum(['x', 'y']),
        d: z.set(z.number()).min(2),
        e: z.string().endsWith('z'),
        f: z.string().includes('q'),
      }),
      { a: 'x', b: 'long', c: 'z', d: new Set([1]), e: 'a', f: 'b' },
    );
    expect(messages).toHaveLength(6);
    for (const message of messages) expect(message).not.toMatch(english);
  });
});
