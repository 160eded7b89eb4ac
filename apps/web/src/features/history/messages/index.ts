import { defineNamespace } from '@familytree/shared';
import en from './en';

export const historyTexts = defineNamespace('history', en, () => import('./languages'));
