import { specMessages, type Translate } from '@familytree/shared';
import { useCallback } from 'react';
import { useT } from './use-t';

type SpecKey = keyof typeof specMessages.en;
const keyOfText = new Map<string, SpecKey>(
  (Object.entries(specMessages.en) as Array<[SpecKey, string]>).map(([key, text]) => [
    text.replace(/''/g, "'"),
    key,
  ]),
);

/**
 * A spec text that arrives in English (a client-side validation message from `messages`, an
 * error a server answered before it spoke the language) shown in the current language; any other
 * text unchanged.
 */
export function useSpecText(): {
  t: Translate<typeof specMessages.en>;
  text: (english: string) => string;
} {
  const t = useT(specMessages);
  const text = useCallback(
    (english: string) => {
      const key = keyOfText.get(english);
      return key ? t(key) : english;
    },
    [t],
  );
  return { t, text };
}
