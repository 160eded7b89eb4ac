import {
  loadMessages,
  specMessages,
  translator,
  type ChartPerson,
  type Namespace,
  type UiLocale,
} from '@familytree/shared';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale, formatsFor } from '../../../lib/i18n';
import { notPseudoLocalised } from '../../../test/catalog-words';
import { treeMessages } from '../../tree';
import { chartGraph } from '../logic/chart-graph';
import { layoutChart } from '../logic/chart-layouts';
import { chartSheet } from '../logic/chart-sheet';
import { chartMessages } from '../messages';
import { ChartPrintCopy } from './ChartPrintCopy';

// Issue 31: the chart's print view in the reader's language, as the downloaded file is.

const person = (personId: number, firstName: string, fatherId: number | null): ChartPerson => ({
  personId,
  firstName,
  middleName: null,
  lastName: 'Koshy',
  photoUrl: null,
  gender: personId === 1 ? 'M' : 'F',
  birthYear: 1900 + personId,
  deathYear: null,
  familyId: 1,
  fatherId,
  motherId: null,
  childOrder: null,
  birthPlace: null,
  deathPlace: null,
});
const graph = chartGraph({
  focusId: 2,
  persons: [person(1, 'Ittoop', null), person(2, 'Mariam', 1)],
  unions: [],
  otherFamilies: [],
});
const data = new Set(['Ittoop', 'Mariam', 'Koshy', 'IK', 'MK']);
const today = new Date(Date.UTC(2026, 2, 5));

async function printIn(locale: UiLocale) {
  await chooseLocale(locale);
  const namespaces = [chartMessages, treeMessages, specMessages] as unknown as Namespace[];
  await Promise.all(namespaces.map((ns) => loadMessages(ns, locale)));
  const t = translator(await loadMessages(chartMessages, locale), locale, chartMessages.en);
  const sheet = chartSheet({ kind: 'pedigree', name: 'Mariam Koshy', locale, t, today });
  const { container } = render(
    <Suspense fallback={null}>
      <ChartPrintCopy layout={layoutChart('pedigree', graph, 4)} focusId={2} sheet={sheet} />
    </Suspense>,
  );
  await screen.findByText(sheet.title);
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode())
    if (walker.currentNode.textContent?.trim()) texts.push(walker.currentNode.textContent);
  return texts;
}

describe('the printed chart (issue 31)', () => {
  afterEach(() => chooseLocale('en'));

  it('de: the German title, legend, date and life years', async () => {
    const texts = await printIn('de');
    expect(texts).toContain('Ahnentafel von Mariam Koshy');
    expect(texts).toContain('M: männlich · W: weiblich · ?: Geschlecht unbekannt');
    expect(texts).toContain('Erstellt am 5. März 2026');
    expect(texts).toContain('geb. 1902');
  });

  it('en-XA: nothing but names and the date left unaccented', async () => {
    const date = formatsFor('en-XA').date(today, { dateStyle: 'long' });
    const texts = (await printIn('en-XA')).map((text) => text.replace(date, ''));
    expect(notPseudoLocalised(texts, data)).toEqual([]);
  });
});
