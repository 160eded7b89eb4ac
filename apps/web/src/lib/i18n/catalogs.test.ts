import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadTranslation, locales, type Catalog, type Namespace } from '@familytree/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace of the product (a `messages/index.ts` in the web app or the API, and the spec's
 * catalog): each language has exactly the keys English has, each message parses as ICU, and uses
 * the same placeholders as English, so that no screen shows a key, a raw "{name}" or English.
 */
const modules = {
  ...import.meta.glob<Record<string, unknown>>('../../**/messages/index.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../../../api/src/**/messages/index.ts', {
    eager: true,
  }),
  ...import.meta.glob<Record<string, unknown>>(
    '../../../../../packages/shared/src/i18n/*/index.ts',
    { eager: true },
  ),
};

const isNamespace = (value: unknown): value is Namespace =>
  typeof value === 'object' && value !== null && 'en' in value && 'languages' in value;

const namespaces = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isNamespace)
    .map((ns) => ({ file, ns })),
);

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.tag) placeholders(el.children, into);
    if (el.type === TYPE.select || el.type === TYPE.plural)
      for (const option of Object.values(el.options)) placeholders(option.value, into);
  }
  return into;
}

const sorted = (set: Set<string>) => [...set].sort();

describe('message catalogs', () => {
  it('finds the namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(1);
    expect(new Set(namespaces.map((n) => n.ns.name)).size).toBe(namespaces.length);
  });

  for (const { file, ns } of namespaces)
    describe(`${ns.name} (${file})`, () => {
      const english: Catalog = ns.en;
      for (const locale of locales.filter((l) => l !== 'en'))
        it(`${locale}: every key of English, no other, same placeholders`, async () => {
          const translated: Catalog = await loadTranslation(
            ns,
            locale as Exclude<typeof locale, 'en'>,
          );
          expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
          const wrong = Object.keys(english).filter((key) => {
            const want = sorted(placeholders(parse(english[key]!)));
            return sorted(placeholders(parse(translated[key]!))).join() !== want.join();
          });
          expect(wrong).toEqual([]);
        });
    });
});
