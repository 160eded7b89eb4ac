import { defineNamespace } from '@familytree/shared';
import en from './en.js';

export const mailMessages = defineNamespace('mails', en, () => import('./languages.js'));
