/**
 * The pseudo-locales of the tests (pseudo.ts makes their messages): `en-XA` accented, `ar-XB`
 * right to left. Apart from pseudo.ts, so that naming them does not load the ICU parser.
 */
export const pseudoLocales = ['en-XA', 'ar-XB'] as const;
export type PseudoLocale = (typeof pseudoLocales)[number];

export const isPseudoLocale = (value: unknown): value is PseudoLocale =>
  typeof value === 'string' && (pseudoLocales as readonly string[]).includes(value);
