import { defineNamespace } from '@familytree/shared';
import en from './en';

export const mediaRecordsMessages = defineNamespace(
  'media-records',
  en,
  () => import('./languages'),
);
