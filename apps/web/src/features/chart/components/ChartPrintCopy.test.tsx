import {
  loadMessages,
  specMessages,
  translator,
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
import { chartPerson } from '../logic/chart-people.test-helpers';
import { layoutChart } from '../logic/chart-layouts';
import { chartSheet } from '../logic/chart-sheet';
import { chartMessages } from '../messages';
import { chartPrintMessages } from '../print/messages';
import { printJob } from '../print/print-job';
import { ChartPrintCopy } from './ChartPrintCopy';

// Issue 31: the chart's print view in the reader's language, as the downloaded file is.
// Issue 32: on pages of paper, tiled, the title once.

// Person 1 is a man, the others women; each is born in the year 1900 + id.
const person = (personId: number, firstName: string, fatherId: number | null) =>
  chartPerson(personId, {
    firstName,
    lastName: 'Koshy',
    gender: personId === 1 ? 'M' : 'F',
    birthYear: 1900 + personId,
    fatherId,
  });
const graph = chartGraph({
  focusId: 2,
  persons: [person(1, 'Ittoop', null), person(2, 'Mariam', 1)],
  unions: [],
  otherFamilies: [],
});
const data = new Set(['Ittoop', 'Mariam', 'Koshy', 'IK', 'MK']);
const onePage = { paper: 'a4', orientation: 'landscape', layout: 'fit' } as const;
const today = new Date(Date.UTC(2026, 2, 5));

async function printIn(locale: UiLocale) {
  await chooseLocale(locale);
  const namespaces = [
    chartMessages,
    chartPrintMessages,
    treeMessages,
    specMessages,
  ] as unknown as Namespace[];
  await Promise.all(namespaces.map((ns) => loadMessages(ns, locale)));
  const t = translator(await loadMessages(chartMessages, locale), locale, chartMessages.en);
  const sheet = chartSheet({ kind: 'pedigree', name: 'Mariam Koshy', locale, t, today });
  const job = printJob(layoutChart('pedigree', graph, 4), 2, onePage, sheet);
  render(
    <Suspense fallback={null}>
      <ChartPrintCopy job={job} />
    </Suspense>,
  );
  await screen.findByText(sheet.title);
  return textsOf(document.querySelector('.chart-print')!);
}

function textsOf(root: Element) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode())
    if (walker.currentNode.textContent?.trim()) texts.push(walker.currentNode.textContent.trim());
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

  it('tiles a long chart: the title once, each page its place in the grid, ids of its own', async () => {
    await chooseLocale('en');
    const persons = Array.from({ length: 40 }, (_, i) => person(i + 1, `P${i + 1}`, i || null));
    const chain = chartGraph({ focusId: 1, persons, unions: [], otherFamilies: [] });
    const layout = layoutChart('descendants', chain, 41);
    const sheet = chartSheet({
      kind: 'descendants',
      name: 'P1 Koshy',
      locale: 'en',
      t: translator(chartMessages.en, 'en', chartMessages.en),
      today,
    });
    const job = printJob(
      layout,
      1,
      { paper: 'a4', orientation: 'landscape', layout: 'tile' },
      sheet,
    );
    render(
      <Suspense fallback={null}>
        <ChartPrintCopy job={job} />
      </Suspense>,
    );
    await screen.findByText(sheet.title);
    const { columns, rows } = job.plan;
    expect(rows).toBe(1);
    expect(columns).toBeGreaterThan(3);
    const pages = [...document.querySelectorAll('.chart-print-page')];
    expect(pages).toHaveLength(columns);
    const texts = textsOf(document.querySelector('.chart-print')!);
    expect(texts.filter((t) => t === sheet.title)).toHaveLength(1);
    expect(texts.filter((t) => t === 'Descendant chart')).toHaveLength(columns - 1);
    expect(pages[1]!.textContent).toContain(`row 1, column 2 of ${columns} × 1`);
    // Every person is on some page; the cards in an overlap band are on both.
    const shown = new Set(
      [...document.querySelectorAll('.chart-print [data-person-id]')].map((c) =>
        c.getAttribute('data-person-id'),
      ),
    );
    expect(shown.size).toBe(40);
    const ids = [...document.querySelectorAll('.chart-print [id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('en-XA: nothing but names and the date left unaccented', async () => {
    const date = formatsFor('en-XA').date(today, { dateStyle: 'long' });
    const texts = (await printIn('en-XA')).map((text) => text.replace(date, ''));
    expect(notPseudoLocalised(texts, data)).toEqual([]);
  });
});
