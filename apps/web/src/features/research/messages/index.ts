import { defineNamespace } from '@familytree/shared';
import en from './en';

export const researchUiMessages = defineNamespace('research', en, () => import('./languages'));
