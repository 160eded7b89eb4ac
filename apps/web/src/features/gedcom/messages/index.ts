import { defineNamespace } from '@familytree/shared';
import en from './en';

export const gedcomMessages = defineNamespace('gedcom', en, () => import('./languages'));
