import { defineNamespace } from '@familytree/shared';
import en from './en';

export const contactMessages = defineNamespace('contact', en, () => import('./languages'));
