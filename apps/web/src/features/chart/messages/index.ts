import { defineNamespace } from '@familytree/shared';
import en from './en';

export const chartMessages = defineNamespace('chart', en, () => import('./languages'));
