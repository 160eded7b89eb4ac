import type { Locale, Translate } from '@familytree/shared';
import { textsIn } from '../infra/user-text.js';
import { answerMessages } from './messages/index.js';

/** The words of an answer's data in one language (./messages): titles, captions, labels. */
export type AnswerTexts = Translate<typeof answerMessages.en>;
export type AnswerKey = keyof typeof answerMessages.en & string;

export const answerTextsIn = (locale: Locale): Promise<AnswerTexts> =>
  textsIn(answerMessages, locale);

/** A list of names as the language writes one: "Ann and Bob", "Ann und Bob", "Ann et Bob". */
export const nameList = (names: readonly string[], locale: Locale): string =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
