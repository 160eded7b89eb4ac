import { defineNamespace } from '@familytree/shared';
import en from './en';

export const accountMessages = defineNamespace('account', en, () => import('./languages'));
