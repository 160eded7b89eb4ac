import { defineNamespace } from '@familytree/shared';
import en from './en.js';

export const gedcomWarningMessages = defineNamespace(
  'gedcomWarnings',
  en,
  () => import('./languages.js'),
);
