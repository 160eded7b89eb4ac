import { defineNamespace } from '@familytree/shared';
import en from './en.js';

export const serverMessages = defineNamespace('server', en, () => import('./languages.js'));
