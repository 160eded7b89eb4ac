import { defineNamespace } from '@familytree/shared';
import en from './en';

export const settingsMessages = defineNamespace('settings', en, () => import('./languages'));
