import { defineNamespace } from '@familytree/shared';
import en from './en';

export const placesMessages = defineNamespace('places', en, {
  de: () => import('./de'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  pt: () => import('./pt'),
  nl: () => import('./nl'),
  it: () => import('./it'),
  pl: () => import('./pl'),
  hi: () => import('./hi'),
  ml: () => import('./ml'),
});
