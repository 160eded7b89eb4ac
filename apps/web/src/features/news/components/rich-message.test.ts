import type { MessageValues } from '@familytree/shared';
import { IntlMessageFormat } from 'intl-messageformat';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { newsTexts } from '../messages';
import de from '../messages/de';
import { richMessage } from '../../../lib/i18n';

/** A message formatted as the translator does (plurals, tags), in a language. */
const formatter = (message: string, locale: string) => (values: MessageValues) =>
  String(new IntlMessageFormat(message, locale).format(values as Record<string, string>));

const link = createElement('a', { href: '/x' }, 'Family');
/** The parts as text: an element as [its children]. */
const flat = (parts: ReactNode[]): string =>
  parts
    .map((p) => {
      if (!isValidElement(p)) return String(p);
      const inner = (p as ReactElement<{ children: ReactNode }>).props.children;
      return `[${Array.isArray(inner) ? flat(inner) : isValidElement(inner) ? flat([inner]) : String(inner)}]`;
    })
    .join('');

describe('richMessage', () => {
  it('puts an element where its placeholder is, in the language’s word order', () => {
    const en = formatter(newsTexts.en.pagePublished, 'en');
    const t = formatter(de.pagePublished, 'de');
    expect(flat(richMessage(en, { page: link }))).toBe('The page [[Family]] was published.');
    expect(flat(richMessage(t, { page: link }))).toBe('Die Seite [[Family]] wurde veröffentlicht.');
  });

  it('keeps plain values, and nests', () => {
    const andMore = formatter(newsTexts.en.andMore, 'en');
    const names = richMessage(andMore, { names: link }, { count: 3 });
    expect(
      flat(richMessage(formatter(newsTexts.en.personsAdded, 'en'), { names }, { count: 8 })),
    ).toBe('8 persons were added to the tree: [[[Family]] and 3 more].');
  });

  it('gives a tag its translated words', () => {
    const parts = richMessage(formatter('Go <link>to the calendar</link> now.', 'en'), {
      link: (words) => createElement('a', { href: '/c' }, words),
    });
    expect(flat(parts)).toBe('Go [[to the calendar]] now.');
  });
});
