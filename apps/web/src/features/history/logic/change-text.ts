import { translator, type ChangeRecord, type Translate } from '@familytree/shared';
import { historyTexts } from '../messages';

/**
 * The change history in plain words (issue 17): records hold action names and database column
 * names (docs/decisions/0023); people read "Edited basic details" and "Place of birth". The words
 * are the history catalog's; every function takes its formatter, English by default (the tests).
 */
export type HistoryT = Translate<typeof historyTexts.en>;
type HistoryKey = keyof typeof historyTexts.en & string;
const english: HistoryT = translator(historyTexts.en, 'en', historyTexts.en);

/** The catalog's key for a record's name, if it has one. */
const known = (key: string): key is HistoryKey => Object.hasOwn(historyTexts.en, key);

export function actionText(action: string, t: HistoryT = english): string {
  const key = `action.${action}`;
  return known(key) ? t(key) : action.replace(/[._]/g, ' ');
}

/** "place_of_birth" -> "Place of birth". */
export function fieldText(field: string, t: HistoryT = english): string {
  const key = `field.${field}`;
  if (known(key)) return t(key);
  // A column without a name of its own is shown as its words (in English: they are its name).
  const words = field
    .replace(/_id$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const maxChars = 120;
const shorten = (text: string) => (text.length > maxChars ? `${text.slice(0, maxChars)}…` : text);
/** HTML of the rich-text fields as its words. */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function scalarText(value: unknown, t: HistoryT): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (typeof value === 'string') return plain(value) || null;
  if (typeof value === 'number') return String(value);
  return null;
}

/** One entry of a list (an address, a life event, a page section): its filled values. */
function entryText(entry: unknown, t: HistoryT): string {
  if (entry === null || typeof entry !== 'object') return scalarText(entry, t) ?? '–';
  const parts = Object.values(entry as Record<string, unknown>)
    .map((value) => scalarText(value, t))
    .filter((text): text is string => text !== null);
  return parts.join(', ') || '–';
}

/** A stored value as people read it: empty as a dash, lists as their entries, no raw JSON. */
export function valueText(value: unknown, t: HistoryT = english): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return t('noEntries');
    return shorten(value.map((entry) => entryText(entry, t)).join('; '));
  }
  if (value !== null && typeof value === 'object') return shorten(entryText(value, t));
  return shorten(scalarText(value, t) ?? '–');
}

/** What a record is about, for its heading: "Edited basic details – Ann Smith". */
export function recordTitle(record: ChangeRecord, t: HistoryT = english): string {
  const action = actionText(record.action, t);
  const person =
    record.personName ??
    (record.personId ? t('personById', { id: String(record.personId) }) : null);
  return person ? t('titleWithPerson', { action, person }) : action;
}

/** What reverting a record does, in the words of its confirmation (issue 29). */
export function revertText(record: Pick<ChangeRecord, 'action'>, t: HistoryT = english): string {
  const key = `revert.${record.action}`;
  return t('revertQuestion', { what: t(known(key) ? key : 'revert.default') });
}
