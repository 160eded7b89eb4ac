import { defineNamespace } from '@familytree/shared';
import en from './en';

export const duplicatesTexts = defineNamespace('duplicates', en, () => import('./languages'));
