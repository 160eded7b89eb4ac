export * from './auth.js';
export * from './errors.js';
export * from './family.js';
export * from './limits.js';
export * from './messages.js';
export * from './paths.js';
export * from './roles.js';
export * from './tree.js';
