import type { Languages } from '@familytree/shared';
import type en from './en';

/** The other languages of the namespace, each its own chunk: loaded only when one is shown. */
export default {
  de: () => import('./de'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  pt: () => import('./pt'),
  nl: () => import('./nl'),
  it: () => import('./it'),
  pl: () => import('./pl'),
  hi: () => import('./hi'),
  ml: () => import('./ml'),
} satisfies Languages<typeof en>;
