// Every forge endpoint, from one place: the plain rows' functions made from the operation table
// (generated/forge-endpoints.ts, listed in used.ts) and what hand code adds, by the swagger's tag.

export * from '../../../generated/forge-endpoints.js';
export * from './actions-settings.js';
export * from './issue.js';
export * from './miscellaneous.js';
export * from './notification.js';
export * from './repository.js';
export * from './repository-actions.js';
export * from './repository-git.js';
export * from './user.js';
