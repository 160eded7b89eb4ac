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
import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '../lib/i18n';

/**
 * Like `useT`, without waiting in a Suspense boundary: English until the language's file has
 * arrived, then a render in the language. For what is itself a Suspense fallback (a loading
 * spinner's name), where suspending would blank the page around it.
 */
export function useLoadedT<T extends Catalog>(ns: Namespace<T>): Translate<T> {
  const locale = useLocale();
  const [, setArrived] = useState(0);
  const messages = loadedMessages(ns, locale);
  // A plural or a select needs the formatter, which also loads on first use.
  const ready = messages !== undefined && (formatterReady() || !needsFormatter(messages));
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadMessages(ns, locale)
      .then((loaded) => (needsFormatter(loaded) ? loadFormatter() : undefined))
      .then(() => current && setArrived((n) => n + 1));
    return () => {
      current = false;
    };
  }, [ready, ns, locale]);
  return useMemo(() => translator(messages ?? ns.en, locale, ns.en), [messages, locale, ns]);
}
