import type { UiLocale } from '@familytree/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * The server writes some words of its answers in the language the client asks in (the gallery's
 * titles, the person picker's lines, relation names; issue 31): after a change of language every
 * cached answer is fetched again, so that none stays on screen in the language it came in.
 */
export function useAnswersInLanguage(client: QueryClient, locale: UiLocale): void {
  const fetchedIn = useRef(locale);
  useEffect(() => {
    if (fetchedIn.current === locale) return;
    fetchedIn.current = locale;
    void client.invalidateQueries();
  }, [client, locale]);
}
