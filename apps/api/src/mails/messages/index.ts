import { defineNamespace } from '@familytree/shared';
import en from './en.js';

export const mailMessages = defineNamespace('mails', en, {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  pt: () => import('./pt.js'),
  nl: () => import('./nl.js'),
  it: () => import('./it.js'),
  pl: () => import('./pl.js'),
  hi: () => import('./hi.js'),
  ml: () => import('./ml.js'),
});
