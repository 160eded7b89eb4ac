import { translator, type Translate } from '@familytree/shared';
import { gedcomMessages } from '../messages';

/** The GEDCOM page's message formatter; pure functions take one, English by default. */
export type GedcomT = Translate<typeof gedcomMessages.en>;
export const englishGedcom: GedcomT = translator(gedcomMessages.en, 'en', gedcomMessages.en);

/** What the progress bar says: done share, persons per second, and the time left. */
export interface ImportProgress {
  percent: number;
  perSecond: number | null;
  secondsLeft: number | null;
}

export function importProgress(
  processed: number,
  total: number,
  elapsedMs: number,
): ImportProgress {
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
  if (processed <= 0 || elapsedMs <= 0) return { percent, perSecond: null, secondsLeft: null };
  const perSecond = processed / (elapsedMs / 1000);
  return {
    percent,
    perSecond: Math.round(perSecond),
    secondsLeft: Math.max(0, Math.ceil((total - processed) / perSecond)),
  };
}

/** "12 s", "3 min 5 s". */
export function formatSeconds(seconds: number, t: GedcomT = englishGedcom): string {
  if (seconds < 60) return t('seconds', { seconds: String(seconds) });
  return t('minutesSeconds', {
    minutes: String(Math.floor(seconds / 60)),
    seconds: String(seconds % 60),
  });
}
