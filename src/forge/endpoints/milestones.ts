// Milestones of a repository: reads and writes.

import { endpoint, type PageArgs, paged } from '../routes/endpoint.js';

/** `state` closed or all; omitted (or anything else) lists the open ones only. X-Total-Count, no Link */
export const listMilestones = endpoint('GET /repos/{owner}/{repo}/milestones', {
  query: (args: PageArgs & { state?: 'open' | 'closed' | 'all'; name?: string }) => ({
    state: args.state,
    name: args.name,
    ...paged(args),
  }),
});

/** `id` is a milestone id, or a title (the forge tries a number as an id first) */
export const getMilestone = endpoint('GET /repos/{owner}/{repo}/milestones/{id}');

/** 201 */
export const createMilestone = endpoint('POST /repos/{owner}/{repo}/milestones');

/** 200 */
export const editMilestone = endpoint('PATCH /repos/{owner}/{repo}/milestones/{id}');

/** 204; `id` is a milestone id or a title */
export const deleteMilestone = endpoint('DELETE /repos/{owner}/{repo}/milestones/{id}');
