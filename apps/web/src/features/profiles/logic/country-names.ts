import { intlLocale, type UiLocale } from '@familytree/shared';

/**
 * Country names in the language, by 2-letter code (Intl's region names); null in English, where
 * the static data's own names stay as they are. A code Intl does not know answers undefined.
 */
export function regionNamer(locale: UiLocale): ((code: string) => string | undefined) | null {
  const tag = intlLocale(locale);
  if (tag === 'en') return null;
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  return (code) => {
    try {
      return names.of(code.toUpperCase());
    } catch {
      return undefined;
    }
  };
}
