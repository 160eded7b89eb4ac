import { mediaLimits, mediaMessages, translator, type Translate } from '@familytree/shared';
import { mediaRecordsMessages } from '../messages';

/** The media records' message formatter; pure functions take one, English by default. */
export type MediaT = Translate<typeof mediaRecordsMessages.en>;
export type MediaKey = keyof typeof mediaRecordsMessages.en & string;
export const englishMedia: MediaT = translator(
  mediaRecordsMessages.en,
  'en',
  mediaRecordsMessages.en,
);

type Rule = [MediaKey, Record<string, string>?];

/** The shared media rules' English refusals (mediaMessages) → their keys (and values) here. */
const ruleKeys: ReadonlyMap<string, Rule> = new Map<string, Rule>([
  ...(
    [
      'fileRequired',
      'onlyImagesAndPdf',
      'documentTooLarge',
      'titleRequired',
      'badDate',
      'oneSubject',
      'onlyEditors',
      'onlyFamilyAdminShared',
      'onlyEditorsCitation',
      'mediaNotFound',
      'linkNotFound',
      'subjectNotFound',
      'citationNotFound',
      'alreadyLinked',
    ] as const
  ).map((key): [string, Rule] => [mediaMessages[key], [key]]),
  [mediaMessages.titleTooLong, ['titleTooLong', { max: String(mediaLimits.titleMax) }]],
  [
    mediaMessages.descriptionTooLong,
    ['descriptionTooLong', { max: String(mediaLimits.descriptionMax) }],
  ],
]);

/**
 * A refusal of the media rules (the dialogs' own checks, the server's answer) in the current
 * language; any other text (a spec text, say) through `other` (useSpecText's `text`).
 */
export function mediaText(
  english: string,
  t: MediaT = englishMedia,
  other: (english: string) => string = (text) => text,
): string {
  const rule = ruleKeys.get(english);
  return rule ? t(rule[0], rule[1]) : other(english);
}
