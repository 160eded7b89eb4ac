import {
  formatterReady,
  loadedMessages,
  loadFormatter,
  loadMessages,
  needsFormatter,
  translator,
  type Catalog,
  type Namespace,
  type Translate,
} from '@familytree/shared';
import { use, useMemo } from 'react';
import { noteNamespace, useLocale } from './locale-store';

/**
 * The formatter of a namespace in the current language. English is bundled with the namespace;
 * another language's file loads on first use (the component waits in its Suspense boundary, once
 * per language and namespace).
 */
export function useT<T extends Catalog>(ns: Namespace<T>): Translate<T> {
  const locale = useLocale();
  noteNamespace(ns as unknown as Namespace);
  const messages = loadedMessages(ns, locale) ?? use(loadMessages(ns, locale));
  // English is at hand; if it has a plural or a select, the formatter still has to come.
  if (!formatterReady() && needsFormatter(messages)) use(loadFormatter());
  return useMemo(() => translator(messages, locale, ns.en), [messages, locale, ns]);
}
