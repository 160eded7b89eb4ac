import { defineNamespace } from '@familytree/shared';
import en from './en';

export const platformAdminMessages = defineNamespace(
  'platform-admin',
  en,
  () => import('./languages'),
);
