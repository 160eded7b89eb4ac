import { defineNamespace } from '@familytree/shared';
import en from './en';

export const branchAdminsMessages = defineNamespace(
  'branch-admins',
  en,
  () => import('./languages'),
);
