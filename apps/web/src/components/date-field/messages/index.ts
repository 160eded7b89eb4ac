import { defineNamespace } from '@familytree/shared';
import en from './en';

export const dateFieldMessages = defineNamespace('dateField', en, () => import('./languages'));
