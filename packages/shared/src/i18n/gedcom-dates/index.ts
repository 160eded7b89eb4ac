import { defineNamespace } from '../namespace.js';
import en from './en.js';

export const gedcomDateMessages = defineNamespace(
  'gedcomDates',
  en,
  () => import('./languages.js'),
);
