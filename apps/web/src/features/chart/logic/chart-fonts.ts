import type { UiLocale } from '@familytree/shared';

/**
 * The fonts a chart file asks for. A file is drawn by whatever opens it (a print shop's RIP, an
 * editor, an image viewer), and not all of them fall back per glyph as browsers do: the fonts of
 * the language's own script come first, and the Devanagari and Malayalam fonts of the common
 * systems are named in every language, since names in those scripts appear in any family.
 */
const latin = ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Noto Sans', 'Arial'];
const devanagari = ['Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', 'Mangal'];
const malayalam = ['Noto Sans Malayalam', 'Nirmala UI', 'Malayalam Sangam MN', 'Kartika'];
const ownScript: Partial<Record<UiLocale, string[]>> = { hi: devanagari, ml: malayalam };

const quoted = (name: string) => (/\s/.test(name) ? `'${name}'` : name);

export function chartFontFamily(locale: UiLocale): string {
  const names = [...(ownScript[locale] ?? []), ...latin, ...devanagari, ...malayalam];
  return [...new Set(names), 'sans-serif'].map(quoted).join(', ');
}
