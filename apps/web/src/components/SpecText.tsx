import { lazy } from 'react';
import { useLocale } from '../lib/i18n';

// The spec's English texts and their keys load only for another language: a page shown in English
// does without them (issue 18, the first load).
const InLanguage = lazy(() => import('./SpecTextInLanguage'));

/**
 * A text that may be one of the spec's arriving in English (a client check's message, a server's
 * answer from before it spoke the language), shown in the current language; any other text as it is.
 */
export function SpecText({ text }: { text: string }) {
  return useLocale() === 'en' ? text : <InLanguage text={text} />;
}
