import { defineNamespace } from '@familytree/shared';
import en from './en.js';

export const gedcomEventMessages = defineNamespace(
  'gedcomEvents',
  en,
  () => import('./languages.js'),
);
