import { defineNamespace } from '../namespace.js';
import en from './en.js';

/** The spec's texts in every language: used by the server's answers and by the web's screens. */
export const specMessages = defineNamespace('spec', en, () => import('./languages.js'));
