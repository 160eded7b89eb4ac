import { defineNamespace } from '@familytree/shared';
import en from './en';

export const layoutMessages = defineNamespace('layout', en, () => import('./languages'));
