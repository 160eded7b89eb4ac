import type { SitePageSlug } from '@familytree/shared';
import type { AnswerKey, AnswerTexts } from '../../answers/answer-texts.js';

/**
 * What a new family's menus and fixed pages say until a family admin edits them (issue 16), in
 * the family's language (issue 31: ../../answers/messages, keys `newFamily.*`). Privacy, Terms
 * and Help start published, so the footer's links open a real page at once; Article and History
 * start empty and unpublished. In English every text is what it was before, byte for byte.
 */
export interface NewFamilyTexts {
  /** The four configurable menus' names, by menu_order 1 to 4 ('Home', 'Page 2', …). */
  menuNames: readonly [string, string, string, string];
  pageNames: Record<SitePageSlug, string>;
  pages: Record<SitePageSlug, Array<{ title: string; content: string }>>;
}

// A translation is text; the pages are HTML.
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function newFamilyTexts(t: AnswerTexts): NewFamilyTexts {
  const text = (key: AnswerKey, values?: Record<string, string>) =>
    escapeHtml(t(key, values));
  // Placeholders filled with HTML after the text is escaped: a private-use character no text contains.
  const html = (key: AnswerKey, parts: Record<string, string>) => {
    const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `\uE000${name}\uE000`]));
    return text(key, markers).replace(/\uE000(\w+)\uE000/g, (_, name: string) => parts[name]!);
  };
  const contactLink = `<a href="/contact">${text('newFamily.contactUs')}</a>`;
  const strong = (key: AnswerKey) => `<strong>${text(key)}</strong>`;
  const paragraph = (content: string) => `<p>${content}</p>`;
  const pageNames: Record<SitePageSlug, string> = {
    article: t('newFamily.article'),
    history: t('newFamily.history'),
    privacy: t('newFamily.privacy'),
    terms: t('newFamily.terms'),
    help: t('newFamily.help'),
  };
  const page = (n: number) => t('newFamily.page', { number: String(n) });
  return {
    menuNames: [t('newFamily.home'), page(2), page(3), page(4)],
    pageNames,
    pages: {
      article: [],
      history: [],
      privacy: [
        {
          title: pageNames.privacy,
          content:
            paragraph(text('newFamily.privacy1')) +
            paragraph(html('newFamily.privacy2', { contactUs: contactLink })) +
            paragraph(text('newFamily.privacy3')),
        },
      ],
      terms: [
        {
          title: pageNames.terms,
          content: paragraph(text('newFamily.terms1')) + paragraph(text('newFamily.terms2')),
        },
      ],
      help: [
        {
          title: pageNames.help,
          content:
            paragraph(
              html('newFamily.help1', {
                familyTree: strong('newFamily.familyTree'),
                findRelation: strong('newFamily.findRelation'),
              }),
            ) +
            paragraph(
              html('newFamily.help2', {
                members: strong('newFamily.members'),
                news: strong('newFamily.news'),
              }),
            ) +
            paragraph(html('newFamily.help3', { contactUs: contactLink })),
        },
      ],
    },
  };
}
