/** The languages the product speaks (issue 31), English first: the spec's texts are English. */
export const locales = ['en', 'de', 'fr', 'es', 'pt', 'nl', 'it', 'pl', 'hi', 'ml'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language's name in itself, as a language switcher lists it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  pt: 'Português',
  nl: 'Nederlands',
  it: 'Italiano',
  pl: 'Polski',
  hi: 'हिन्दी',
  ml: 'മലയാളം',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The product's language for a tag such as "de-AT" or "pt_BR": its primary subtag, when spoken. */
export function localeOf(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/**
 * The first language of an `Accept-Language` header the product speaks, by the header's
 * weights (RFC 9110: "q=0" means not acceptable); null when it names none.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { locale: localeOf(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.locale !== null && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.locale ?? null;
}
