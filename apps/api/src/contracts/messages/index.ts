import { defineNamespace } from '@familytree/shared';
import en from './en.js';

export const contractMessages = defineNamespace('contracts', en, () => import('./languages.js'));
