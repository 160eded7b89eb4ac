import {
  loadMessages,
  locales,
  type Namespace,
  type TreeNode,
  type TreePerson,
  type UiLocale,
} from '@familytree/shared';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../lib/i18n';
import { leakedEnglish, notPseudoLocalised, ownWords } from '../../../test/catalog-words';
import { treeMessages } from '../messages';
import { PrintableTreeList } from './PrintableTreeList';

// Issue 31: the tree's printable list in every language: only names and years are the family's.

const person = (personId: number, firstName: string, years: [number | null, number | null]) =>
  ({
    personId,
    firstName,
    lastName: 'Koshy',
    photoUrl: null,
    gender: 'M',
    birthYear: years[0],
    deathYear: years[1],
  }) satisfies TreePerson;

const roots: TreeNode[] = [
  {
    member: person(1, 'Ittoop', [1901, 1970]),
    spouse: [person(2, 'Mariam', [1905, null])],
    childs: [{ member: person(3, 'Tomas', [null, 2001]), spouse: [], childs: [] }],
  },
];
const data = new Set(['Ittoop', 'Mariam', 'Tomas', 'Koshy']);
const namespaces = [treeMessages] as unknown as Namespace[];

async function printIn(locale: UiLocale): Promise<string[]> {
  await Promise.all(namespaces.map((ns) => loadMessages(ns, locale)));
  await chooseLocale(locale);
  const { container } = render(
    <Suspense fallback={null}>
      <PrintableTreeList roots={roots} title="Koshy" />
    </Suspense>,
  );
  await screen.findByText('Koshy');
  return [...container.querySelectorAll('[data-print-row]')].map((row) => row.textContent ?? '');
}

describe('the printable tree list in every language (issue 31)', () => {
  let english: string[];
  beforeAll(async () => {
    english = await printIn('en');
  });
  afterEach(() => chooseLocale('en'));

  it('en: years, spouses and generations', () => {
    expect(english).toEqual([
      'Ittoop Koshy (1901–1970) — spouse: Mariam Koshy b. 1905 · Gen 1',
      'Tomas Koshy (d. 2001) · Gen 2',
    ]);
  });

  for (const locale of locales.filter((l) => l !== 'en'))
    it(`${locale}: no English word of the product`, async () => {
      const rows = await printIn(locale);
      expect(rows).toHaveLength(english.length);
      expect(leakedEnglish(english, rows, await ownWords(namespaces, locale), data)).toEqual([]);
    });

  it('en-XA: every text but the names pseudo-localised', async () => {
    expect(notPseudoLocalised(await printIn('en-XA'), data)).toEqual([]);
  });
});
