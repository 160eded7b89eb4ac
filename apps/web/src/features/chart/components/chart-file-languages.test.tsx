import {
  chartKinds,
  loadMessages,
  locales,
  translator,
  type ChartKind,
  type ChartResponse,
  type Namespace,
  type UiLocale,
} from '@familytree/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseLocale, formatsFor } from '../../../lib/i18n';
import { leakedEnglish, notPseudoLocalised, ownWords } from '../../../test/catalog-words';
import { treeMessages } from '../../tree';
import { chartGraph } from '../logic/chart-graph';
import { namedPersons } from '../logic/chart-people.test-helpers';
import { layoutChart } from '../logic/chart-layouts';
import { chartSheet } from '../logic/chart-sheet';
import { chartName } from '../logic/person-text';
import { chartMessages } from '../messages';
import { chartSvgFile } from './render-chart-markup';

// Issue 31: the downloadable chart, walked in every language. The file is what the download
// writes (photos aside): the cards as the page draws them, and the sheet's title, legend and date.

const person = namedPersons(1, { lastName: 'Koshy' });

// Tomas, his parents (both years; born only), his wife (died only) and their child (gender
// unknown, no years): every kind of life-year text and gender mark. Their ids are 1 to 5, in order.
const family: ChartResponse = {
  focusId: 3,
  persons: [
    person('Ittoop', { gender: 'M', birthYear: 1901, deathYear: 1970 }),
    person('Mariam', { gender: 'F', birthYear: 1905 }),
    person('Tomas', { gender: 'M', birthYear: 1931, deathYear: 2001, fatherId: 1, motherId: 2 }),
    person('Elsa', { gender: 'F', deathYear: 1999 }),
    person('Jomon', { gender: 'U', fatherId: 3, motherId: 4 }),
  ],
  unions: [
    { personId: 1, spouseId: 2, unionOrder: 1 },
    { personId: 3, spouseId: 4, unionOrder: 1 },
  ],
  otherFamilies: [],
};
const graph = chartGraph(family);
const focus = graph.focus!;
const today = new Date(Date.UTC(2026, 2, 5));
/** The family's own words: names and the initials drawn where a photo would be. */
const data = new Set(
  family.persons.flatMap((p) => [p.firstName, p.lastName, `${p.firstName[0]}${p.lastName[0]}`]),
);
const namespaces = [chartMessages, treeMessages] as unknown as Namespace[];

async function chartFile(kind: ChartKind, locale: UiLocale) {
  // The page has the messages of its language loaded before a download; so does the test.
  await Promise.all(namespaces.map((ns) => loadMessages(ns, locale)));
  await chooseLocale(locale);
  const t = translator(await loadMessages(chartMessages, locale), locale, chartMessages.en);
  const sheet = chartSheet({ kind, name: chartName(focus), locale, t, today });
  const svg = chartSvgFile(layoutChart(kind, graph, 4), focus.personId, sheet);
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const texts = [
    ...[...doc.querySelectorAll('title, desc, text')].map((n) => n.textContent ?? ''),
    ...[...doc.querySelectorAll('[aria-label], [aria-roledescription]')].flatMap((n) => [
      n.getAttribute('aria-label') ?? '',
      n.getAttribute('aria-roledescription') ?? '',
    ]),
  ].filter((text) => text.trim());
  return { svg, root: doc.documentElement, texts, cards: doc.querySelectorAll('.chart-card') };
}

afterEach(() => chooseLocale('en'));

describe.each(chartKinds)('the downloadable %s chart in every language (issue 31)', (kind) => {
  let english: Awaited<ReturnType<typeof chartFile>>;
  beforeAll(async () => {
    english = await chartFile(kind, 'en');
  });

  it('en: titled, with the legend, the date and every card, in fonts for every script', () => {
    expect(english.root.getAttribute('lang')).toBe('en');
    expect(english.root.getAttribute('xml:lang')).toBe('en');
    expect(english.root.getAttribute('direction')).toBe('ltr');
    expect(english.root.firstElementChild?.tagName).toBe('title');
    expect(english.cards.length).toBeGreaterThan(1);
    expect(english.texts).toContain('M: male · F: female · ?: gender unknown');
    expect(english.texts).toContain('Made on March 5, 2026');
    const fonts = english.root.getAttribute('font-family')!;
    expect(fonts).toMatch(/'Noto Sans Devanagari'.*'Noto Sans Malayalam'.*, sans-serif$/);
  });

  for (const locale of locales.filter((l) => l !== 'en'))
    it(`${locale}: lang="${locale}", and no English word of the product`, async () => {
      const file = await chartFile(kind, locale);
      expect(file.root.getAttribute('lang')).toBe(locale);
      expect(file.root.getAttribute('xml:lang')).toBe(locale);
      expect(file.root.getAttribute('direction')).toBe('ltr');
      expect(file.cards.length).toBe(english.cards.length);
      const own = await ownWords(namespaces, locale);
      expect(leakedEnglish(english.texts, file.texts, own, data)).toEqual([]);
      expect(file.texts.join('\n')).toContain(
        formatsFor(locale).date(today, { dateStyle: 'long' }),
      );
    });

  it('en-XA: every text but names and the date is pseudo-localised', async () => {
    const file = await chartFile(kind, 'en-XA');
    expect(file.root.getAttribute('lang')).toBe('en');
    expect(file.cards.length).toBe(english.cards.length);
    // The date is Intl's, in English for the pseudo-locale; its words around it are the catalog's.
    const date = formatsFor('en-XA').date(today, { dateStyle: 'long' });
    const texts = file.texts.map((text) => text.replace(date, ''));
    expect(notPseudoLocalised(texts, data)).toEqual([]);
    expect(texts.filter((text) => /\[.*\]/.test(text)).length).toBeGreaterThan(
      english.cards.length,
    );
  });

  it('ar-XB: the file and its cards run right to left', async () => {
    const file = await chartFile(kind, 'ar-XB');
    expect(file.root.getAttribute('lang')).toBe('ar');
    expect(file.root.getAttribute('direction')).toBe('rtl');
    // Anchored at their end, the cards' texts still begin beside the photo, inside the card.
    const anchors = [...file.cards].flatMap((card) =>
      [...card.querySelectorAll('text')].map((text) => text.getAttribute('text-anchor')),
    );
    expect(anchors).not.toContain('start');
  });
});

describe('the file speaks German and Hindi as those languages write', () => {
  it('de: the German title, life years and date', async () => {
    const { texts } = await chartFile('hourglass', 'de');
    expect(texts).toContain('Sanduhrdiagramm von Tomas Koshy');
    expect(texts).toContain('M: männlich · W: weiblich · ?: Geschlecht unbekannt');
    expect(texts).toContain('Erstellt am 5. März 2026');
    expect(texts.some((text) => text.startsWith('geb. 1905'))).toBe(true);
    expect(texts.some((text) => text.startsWith('gest. 1999'))).toBe(true);
  });

  it('hi: Devanagari, with the Devanagari fonts first', async () => {
    const { root, texts } = await chartFile('pedigree', 'hi');
    expect(texts).toContain('Tomas Koshy का पूर्वज चार्ट');
    expect(texts).toContain('5 मार्च 2026 को बनाया गया');
    expect(root.getAttribute('font-family')).toMatch(/^'Noto Sans Devanagari'/);
  });
});
