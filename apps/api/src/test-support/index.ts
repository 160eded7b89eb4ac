export * from './factories.js';
export * from './test-context.js';
export * from './test-env.js';
export * from './multipart.js';
export * from './outbox.js';
export * from './statement-counter.js';
export * from './table-snapshot.js';
export * from './family-roles.js';
