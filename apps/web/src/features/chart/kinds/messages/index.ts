import { defineNamespace } from '@familytree/shared';
import en from './en';

export const chartKindsMessages = defineNamespace('chartKinds', en, () => import('./languages'));
