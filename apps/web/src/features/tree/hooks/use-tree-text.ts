import type { TreePerson } from '@familytree/shared';
import { useCallback, useMemo } from 'react';
import { useSpecText, useT } from '../../../lib/i18n';
import { treeMessages } from '../messages';
import { lifeYears } from '../logic/life-years';
import type { FormTexts } from '../logic/member-form';
import { formMessage } from '../logic/tree-text';

/** The tree's messages in the current language. */
export const useTreeT = () => useT(treeMessages);

/** A person's years in the current language ("1931–2001", "b. 1931"); the charts use it too. */
export function useLifeYears(): (p: Pick<TreePerson, 'birthYear' | 'deathYear'>) => string {
  const t = useTreeT();
  return useCallback((p) => lifeYears(p, t), [t]);
}

/**
 * A form message or a server's message (a field error, an alert) in the current language: the
 * shared rules' English texts by the tree's catalog, the spec's by the spec catalog.
 */
export function useFormMessage(): (english: string) => string {
  const t = useTreeT();
  const { text } = useSpecText();
  return useCallback((english) => formMessage(english, t, text), [t, text]);
}

/** The member forms' validation wording in the current language. */
export function useFormTexts(): FormTexts {
  const t = useTreeT();
  const { text } = useSpecText();
  return useMemo(() => ({ t, text }), [t, text]);
}
