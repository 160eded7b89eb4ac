import type { Languages } from '@familytree/shared';
import type en from './en.js';

/** The other languages of the namespace, each its own chunk: loaded only when one is shown. */
export default {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  pt: () => import('./pt.js'),
  nl: () => import('./nl.js'),
  it: () => import('./it.js'),
  pl: () => import('./pl.js'),
  hi: () => import('./hi.js'),
  ml: () => import('./ml.js'),
} satisfies Languages<typeof en>;
