import { defineNamespace } from '@familytree/shared';
import en from './en';

export const mergeMessages = defineNamespace('merge', en, () => import('./languages'));
