// The forge REST client: one typed function per operation, one error class, one pooled client.

export * from './client.js';
export * from './endpoints/files.js';
export * from './endpoints/issues.js';
export * from './endpoints/pull-changes.js';
export * from './endpoints/pull-reviews.js';
export * from './endpoints/pulls.js';
export * from './endpoints/repos.js';
export * from './endpoints/statuses.js';
export * from './endpoints/users.js';
export * from './endpoints/wiki.js';
export * from './errors.js';
export * from './http/paging.js';
export * from './instance/capabilities.js';
export * from './instance/probe.js';
export * from './routes/route.js';
export * from './session.js';
