// The forge REST client: one typed function per operation, one error class, one pooled client.

export * from './capabilities.js';
export * from './client.js';
export * from './endpoints/files.js';
export * from './endpoints/issues.js';
export * from './endpoints/pulls.js';
export * from './endpoints/repos.js';
export * from './endpoints/users.js';
export * from './endpoints/wiki.js';
export * from './errors.js';
export * from './paging.js';
export * from './probe.js';
export * from './route.js';
export * from './session.js';
