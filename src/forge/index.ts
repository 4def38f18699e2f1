// The forge REST client: one typed function per operation, one error class, one pooled client.

export * from './client.js';
export * from './endpoints/index.js';
export * from './errors.js';
export * from './http/paging.js';
export * from './instance/capabilities.js';
export * from './instance/probe.js';
export * from './routes/route.js';
export * from './session.js';
