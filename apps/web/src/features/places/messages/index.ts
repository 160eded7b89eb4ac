import { defineNamespace } from '@familytree/shared';
import en from './en';

export const placesMessages = defineNamespace('places', en, () => import('./languages'));
