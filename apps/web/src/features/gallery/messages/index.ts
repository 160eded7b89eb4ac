import { defineNamespace } from '@familytree/shared';
import en from './en';

export const galleryMessages = defineNamespace('gallery', en, () => import('./languages'));
