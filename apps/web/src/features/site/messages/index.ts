import { defineNamespace } from '@familytree/shared';
import en from './en';

export const siteMessages = defineNamespace('site', en, () => import('./languages'));
