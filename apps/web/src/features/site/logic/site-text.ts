import {
  limits,
  translator,
  type Menu,
  type SitePageSlug,
  type Translate,
} from '@familytree/shared';
import { siteMessages } from '../messages';

export type SiteT = Translate<typeof siteMessages.en>;
export const englishSite: SiteT = translator(siteMessages.en, 'en', siteMessages.en);

const pageKeys = {
  article: 'pageArticle',
  history: 'pageHistory',
  privacy: 'pagePrivacy',
  terms: 'pageTerms',
  help: 'pageHelp',
} as const satisfies Record<SitePageSlug, keyof typeof siteMessages.en>;

/** A fixed page's name (Article, History, …; its route and the footer use it) in the language. */
export const sitePageName = (slug: SitePageSlug, t: SiteT = englishSite): string =>
  t(pageKeys[slug]);

/**
 * A menu's name as shown: a fixed page's in the language (its name cannot be changed), a
 * configurable menu's as the family named it.
 */
export function menuNameOf(menu: Menu & { page?: SitePageSlug }, t: SiteT = englishSite): string {
  return menu.page && !menu.configurable ? sitePageName(menu.page, t) : menu.menuName;
}

/** The forms' own rules (the shared menu-name rule, the section title's), by meaning. */
const formRules = (t: SiteT) => ({
  menuNameRequired: t('menuNameRequired'),
  menuNameTooLong: t('menuNameTooLong', { max: String(limits.menuNameMax) }),
  titleTooLong: t('titleTooLong', { max: String(limits.contentTitleMax) }),
});

/** The rules' messages as the form checks speak them: English, as the shared schemas do. */
export const englishFormRules = formRules(englishSite);

/**
 * A form's message in the language: the site's own rules found by their English text, a spec
 * text through `specText`, anything else (a server's answer, already in the language) unchanged.
 */
export function formMessageIn(t: SiteT, specText: (english: string) => string) {
  const translated = formRules(t);
  const byEnglish = new Map(
    (Object.keys(englishFormRules) as Array<keyof typeof englishFormRules>).map((key) => [
      englishFormRules[key],
      translated[key],
    ]),
  );
  return (message: string | undefined): string | undefined =>
    message === undefined ? undefined : (byEnglish.get(message) ?? specText(message));
}
