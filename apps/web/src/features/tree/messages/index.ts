import { defineNamespace } from '@familytree/shared';
import en from './en';

export const treeMessages = defineNamespace('tree', en, () => import('./languages'));
