import { defineNamespace } from '@familytree/shared';
import en from './en';

export const eventsTexts = defineNamespace('events', en, () => import('./languages'));
