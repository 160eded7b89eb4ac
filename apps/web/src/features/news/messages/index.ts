import { defineNamespace } from '@familytree/shared';
import en from './en';

export const newsTexts = defineNamespace('news', en, () => import('./languages'));
