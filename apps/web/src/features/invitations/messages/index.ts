import { defineNamespace } from '@familytree/shared';
import en from './en';

export const invitationsMessages = defineNamespace('invitations', en, () => import('./languages'));
