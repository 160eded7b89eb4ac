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
 * in this browser. The server paints the page in the language it would choose (the same order,
 * with the family's language before the browser's: apps/api/src/infra/page-locale.ts) and names
 * it on the root element; the app starts in it, so nothing is drawn in another language first.
 */
const storageKey = 'familytree.language';
/** The server reads the remembered choice from this cookie (page-locale.ts). */
const cookieName = 'familytree.language';
const cookieMaxAge = 400 * 24 * 3600;
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

function rememberInCookie(locale: UiLocale): void {
  document.cookie = `${cookieName}=${locale}; path=/; max-age=${cookieMaxAge}; SameSite=Lax`;
}

/** The language the server painted the page in (`data-locale` of the root element). */
function fromPage(): UiLocale | null {
  if (typeof document === 'undefined') return null;
  const locale = document.documentElement.dataset.locale;
  return isLocale(locale) || isPseudoLocale(locale) ? locale : null;
}

const fromBrowser = () =>
  typeof navigator === 'undefined' ? null : localeFromAcceptLanguage(navigator.languages.join(','));

let current: UiLocale | null = null;

function apply(locale: UiLocale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = intlLocale(locale);
  document.documentElement.dir = directionOf(locale);
}

/** Read on first use, not when the module loads: the API client imports it outside a browser too. */
export function currentLocale(): UiLocale {
  if (current === null) {
    if (typeof window === 'undefined') return 'en';
    const choice = remembered();
    // A choice remembered before the server read the cookie reaches it from the next page on.
    if (choice) rememberInCookie(choice);
    current = fromQuery() ?? choice ?? fromPage() ?? fromBrowser() ?? 'en';
    apply(current);
  }
  return current;
}

/** Records a namespace a screen shows, so a change of language loads it before the switch. */
export function noteNamespace(ns: Namespace): void {
  used.add(ns);
}

async function switchTo(locale: UiLocale): Promise<void> {
  if (locale === currentLocale()) return;
  await Promise.all([...used].map((ns) => loadMessages(ns, locale)));
  current = locale;
  apply(locale);
  listeners.forEach((listener) => listener());
}

/** The user's choice: remembered in this browser, shown at once in every namespace in use. */
export async function chooseLocale(locale: UiLocale): Promise<void> {
  // Read before storing: the first read would otherwise find the new choice and see no change.
  currentLocale();
  if (isLocale(locale)) {
    try {
      window.localStorage.setItem(storageKey, locale);
    } catch {
      // A browser that refuses storage still switches, for this visit.
    }
    rememberInCookie(locale);
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
      return () => {
        listeners.delete(listener);
      };
    },
    currentLocale,
    currentLocale,
  );
}
