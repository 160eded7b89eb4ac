import { defineNamespace } from '@familytree/shared';
import en from './en';

export const authMessages = defineNamespace('auth', en, () => import('./languages'));
