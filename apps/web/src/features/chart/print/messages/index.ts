import { defineNamespace } from '@familytree/shared';
import en from './en';

export const chartPrintMessages = defineNamespace('chartPrint', en, () => import('./languages'));
