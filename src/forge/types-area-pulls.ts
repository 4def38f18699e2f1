// Moved by domain to types-pulls.ts and types-commits.ts; this name stays until its last importers
// (src/graphql files being rewritten now) have moved.
export type * from './types-commits.js';
export type * from './types-pulls.js';
