import { defineNamespace } from '@familytree/shared';
import en from './en';

export const libMessages = defineNamespace('lib', en, () => import('./languages'));
