import { translator, type Translate } from '@familytree/shared';
import { treeMessages } from '../messages';

/** The tree's message formatter; pure functions take one, English by default (their tests). */
export type TreeT = Translate<typeof treeMessages.en>;
export type TreeKey = keyof typeof treeMessages.en & string;
export const englishTree: TreeT = translator(treeMessages.en, 'en', treeMessages.en);

/**
 * The English messages of the shared rules the member forms check (saveMemberRequestSchema,
 * founderRequestSchema, the marriage fields) → their keys here: the rules speak English only.
 */
const ruleKeys: ReadonlyMap<string, TreeKey> = new Map(
  (
    [
      'firstNameRequired',
      'lastNameRequired',
      'genderRequired',
      'atMost100',
      'atMost200',
      'chooseExistingMember',
      'dateFormat',
      'dateDoesNotExist',
      'marriageInFuture',
    ] as const
  ).map((key) => [treeMessages.en[key], key]),
);

/**
 * A form message in the current language: a shared rule's English text by its key here, any other
 * (a spec text, a server's message) through `other` (useSpecText's `text`), unchanged by default.
 */
export function formMessage(
  english: string,
  t: TreeT = englishTree,
  other: (english: string) => string = (text) => text,
): string {
  const key = ruleKeys.get(english);
  return key ? t(key) : other(english);
}
