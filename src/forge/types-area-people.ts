// Moved by domain to types-notifications.ts and types-search.ts; this name stays until its last
// importers (src/graphql files being rewritten now) have moved.
export type * from './types-notifications.js';
export type * from './types-search.js';
