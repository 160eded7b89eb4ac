import { loadTranslation, locales, needsFormatter } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { gedcomWarning } from './gedcom-warning.js';
import { gedcomWarningMessages } from './messages/index.js';
import { storedWarnings, storedWarningsIn } from './stored-warnings.js';
import { warningTextIn } from './warning-text.js';

describe('GEDCOM warnings as texts (issue 31)', () => {
  // English is formatted for every warning of an import, and the server never loads the ICU
  // formatter for English: a plural there would show as written. The other languages are kept
  // simple too, so that a page of warnings formats without it.
  it('has only simple messages, in every language', async () => {
    const complex: string[] = [];
    for (const locale of locales) {
      const catalog =
        locale === 'en'
          ? gedcomWarningMessages.en
          : await loadTranslation(gedcomWarningMessages, locale);
      for (const [key, text] of Object.entries(catalog))
        if (needsFormatter({ [key]: text })) complex.push(`${locale} ${key}`);
    }
    expect(complex).toEqual([]);
  });

  it('is a warning that equals { line, message } and serializes as that', () => {
    const warning = gedcomWarning(12, 'import.notALine', { line: 12 });
    expect(warning).toEqual({ line: 12, message: 'Line 12 is not a GEDCOM line; skipped' });
    expect(JSON.stringify(warning)).toBe(
      '{"line":12,"message":"Line 12 is not a GEDCOM line; skipped"}',
    );
  });

  it('writes numbers as English does, in every language (a line is never "12,345")', async () => {
    const text = { key: 'import.notALine', values: { line: 12345 } } as const;
    expect(await warningTextIn(text, 'de')).toBe(
      'Zeile 12345 ist keine GEDCOM-Zeile; übersprungen',
    );
    expect(await warningTextIn(text, 'hi')).toBe('पंक्ति 12345 GEDCOM पंक्ति नहीं है; छोड़ दी गई');
  });

  it('is stored by key and values beside its English, and read back in any language', async () => {
    const cut = gedcomWarning(7, 'import.fieldCut', {
      field: { key: 'field.city' },
      name: 'Anna Berg',
      line: 7,
      max: 100,
    });
    const json = storedWarnings([cut]);
    expect(JSON.parse(json)).toEqual([
      {
        line: 7,
        message: 'The city of Anna Berg (line 7) is longer than 100 characters: cut to fit',
        key: 'import.fieldCut',
        values: { field: { key: 'field.city' }, name: 'Anna Berg', line: 7, max: 100 },
      },
    ]);
    expect(await storedWarningsIn(json, 'fr')).toEqual([
      {
        line: 7,
        message: 'Le champ « ville » de Anna Berg (ligne 7) dépasse 100 caractères : raccourci',
      },
    ]);
    expect(await storedWarningsIn(json, 'en')).toEqual([{ line: 7, message: cut.message }]);
  });

  it('reads a stored text whose values are not what its key takes by its English', async () => {
    const odd = JSON.stringify([
      { line: 1, message: 'As written', key: 'import.notALine', values: { line: [1] } },
    ]);
    expect(await storedWarningsIn(odd, 'de')).toEqual([{ line: 1, message: 'As written' }]);
  });
});
