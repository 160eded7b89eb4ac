import { directionOf, intlLocale, type ChartKind, type UiLocale } from '@familytree/shared';
import { formatsFor } from '../../../lib/i18n';
import { chartFontFamily } from './chart-fonts';
import type { ChartT } from './chart-text';
import { chartTitles } from './chart-titles';

/**
 * What a printed or downloaded chart carries besides its persons, in one language: a file or a
 * sheet of paper is read away from the page, so it names its chart, explains the gender letters
 * and says when it was made, and tells its reader which language and script it is in.
 */
export interface ChartSheet {
  /** The language tag of the texts (`lang`, `xml:lang`), as the page's <html lang> has it. */
  lang: string;
  dir: 'ltr' | 'rtl';
  fontFamily: string;
  title: string;
  /** The chart's kind alone ("Descendant chart"): the short heading of a print's later pages. */
  kindTitle: string;
  legend: string;
  madeOn: string;
}

export function chartSheet(props: {
  kind: ChartKind;
  /** The focus person's name. */
  name: string;
  locale: UiLocale;
  t: ChartT;
  today: Date;
}): ChartSheet {
  const { kind, name, locale, t, today } = props;
  return {
    lang: intlLocale(locale),
    dir: directionOf(locale),
    fontFamily: chartFontFamily(locale),
    title: t(chartTitles[kind].of, { name }),
    kindTitle: t(chartTitles[kind].title),
    legend: t('legend', {
      male: t('maleLetter'),
      female: t('femaleLetter'),
      unknown: t('unknownLetter'),
    }),
    madeOn: t('madeOn', { date: formatsFor(locale).date(today, { dateStyle: 'long' }) }),
  };
}
