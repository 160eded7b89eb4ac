import { defineNamespace } from '@familytree/shared';
import en from './en';

export const membersMessages = defineNamespace('members', en, () => import('./languages'));
