import { defineNamespace } from '@familytree/shared';
import en from './en';

export const familyMessages = defineNamespace('family', en, () => import('./languages'));
