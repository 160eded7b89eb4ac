import { defineNamespace } from '@familytree/shared';
import en from './en.js';

export const answerMessages = defineNamespace('answers', en, () => import('./languages.js'));
