import { defineNamespace } from '@familytree/shared';
import en from './en';

export const profilesMessages = defineNamespace('profiles', en, () => import('./languages'));
