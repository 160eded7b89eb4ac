import { defineNamespace } from '@familytree/shared';
import en from './en';

export const componentsMessages = defineNamespace('components', en, () => import('./languages'));
