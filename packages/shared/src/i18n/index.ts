export * from './namespace.js';
export * from './pseudo-locales.js';
export * from './pseudo.js';
export * from './translate.js';
export * from './spec/index.js';
export * from './gedcom-dates/index.js';
export * from './gedcom-date-text.js';
