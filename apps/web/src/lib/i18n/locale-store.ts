import {
  directionOf,
  intlLocale,
  isLocale,
  isPseudoLocale,
  loadMessages,
  localeFromAcceptLanguage,
  type Namespace,
  type UiLocale,
} from '@familytree/shared';
import { useSyncExternalStore } from 'react';

/**
 * The language the app speaks (issue 31). The user's choice is remembered in the browser; a
 * `lang` query parameter (a shared link, the pseudo-locales of the tests) wins for the visit;
 * otherwise the browser's languages, as Accept-Language would say. A family's own language and
 * an account's choice come in through `adoptLocale`, which never overrides a choice the user made
 * in this browser.
 */
const storageKey = 'familytree.language';
const listeners = new Set<() => void>();
const used = new Set<Namespace>();

function fromQuery(): UiLocale | null {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return isLocale(lang) || isPseudoLocale(lang) ? lang : null;
}

function remembered(): UiLocale | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

const fromBrowser = () => localeFromAcceptLanguage(navigator.languages.join(','));

let current: UiLocale = fromQuery() ?? remembered() ?? fromBrowser() ?? 'en';

function apply(locale: UiLocale): void {
  document.documentElement.lang = intlLocale(locale);
  document.documentElement.dir = directionOf(locale);
}
apply(current);

export const currentLocale = (): UiLocale => current;

/** Records a namespace a screen shows, so a change of language loads it before the switch. */
export function noteNamespace(ns: Namespace): void {
  used.add(ns);
}

async function switchTo(locale: UiLocale): Promise<void> {
  if (locale === current) return;
  await Promise.all([...used].map((ns) => loadMessages(ns, locale)));
  current = locale;
  apply(locale);
  listeners.forEach((listener) => listener());
}

/** The user's choice: remembered in this browser, shown at once in every namespace in use. */
export async function chooseLocale(locale: UiLocale): Promise<void> {
  if (isLocale(locale))
    try {
      window.localStorage.setItem(storageKey, locale);
    } catch {
      // A browser that refuses storage still switches, for this visit.
    }
  await switchTo(locale);
}

/** A default from the family or the account: taken unless this browser or link chose already. */
export function adoptLocale(locale: string | null | undefined): void {
  if (!isLocale(locale) || fromQuery() || remembered()) return;
  void switchTo(locale);
}

export function useLocale(): UiLocale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentLocale,
    currentLocale,
  );
}
