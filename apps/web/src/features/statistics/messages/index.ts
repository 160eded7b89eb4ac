import { defineNamespace } from '@familytree/shared';
import en from './en';

export const statisticsMessages = defineNamespace('statistics', en, () => import('./languages'));
