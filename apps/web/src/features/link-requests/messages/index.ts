import { defineNamespace } from '@familytree/shared';
import en from './en';

export const linkRequestsMessages = defineNamespace(
  'link-requests',
  en,
  () => import('./languages'),
);
