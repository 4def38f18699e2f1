// What the issue tests share: the example operations (examples.ts) and the ids the graph gives labels
// and milestones.

export { mutateExample as issueWrite, operation as issueExample } from './examples.js';

/** Relay's global id of a Label or Milestone: base64 of `Type:owner/name:id` (or `Type:org:id`). */
export const nodeId = (type: 'Label' | 'Milestone', key: string) =>
  Buffer.from(`${type}:${key}`).toString('base64');
