// Labels (of repositories and organizations) and milestones: reads and writes.

import type { ForgeResponse, ForgeSession } from '../session.js';
import type {
  CreateLabelOption,
  CreateMilestoneOption,
  EditMilestoneOption,
  Label,
  Milestone,
} from '../types.js';
import type { RepoArgs } from './repos.js';
import type { PageArgs } from './users.js';

const repoParams = (args: RepoArgs) => ({ owner: args.owner, repo: args.repo });

/** X-Total-Count, no Link; alphabetical */
export const listLabels = (forge: ForgeSession, args: RepoArgs & PageArgs): Promise<ForgeResponse<Label[]>> =>
  forge.request('GET /repos/{owner}/{repo}/labels', {
    params: repoParams(args),
    query: { page: args.page, limit: args.limit },
  });

/** `id` is a label id, or a name (the forge tries a number as an id) */
export const getLabel = (
  forge: ForgeSession,
  args: RepoArgs & { id: number | string },
): Promise<ForgeResponse<Label>> =>
  forge.request('GET /repos/{owner}/{repo}/labels/{id}', { params: { ...repoParams(args), id: args.id } });

/** 201 */
export const createLabel = (
  forge: ForgeSession,
  args: RepoArgs,
  body: CreateLabelOption,
): Promise<ForgeResponse<Label>> =>
  forge.request('POST /repos/{owner}/{repo}/labels', { params: repoParams(args), body });

export const listOrgLabels = (
  forge: ForgeSession,
  args: { org: string } & PageArgs,
): Promise<ForgeResponse<Label[]>> =>
  forge.request('GET /orgs/{org}/labels', {
    params: { org: args.org },
    query: { page: args.page, limit: args.limit },
  });

/** needs a signed-in caller; `id` is a label id, or a name (the forge tries a number as an id) */
export const getOrgLabel = (
  forge: ForgeSession,
  args: { org: string; id: number | string },
): Promise<ForgeResponse<Label>> =>
  forge.request('GET /orgs/{org}/labels/{id}', { params: { org: args.org, id: args.id } });

/** `state` open or closed filters; omitted lists all. X-Total-Count, no Link */
export const listMilestones = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs & { state?: 'open' | 'closed' | 'all'; name?: string },
): Promise<ForgeResponse<Milestone[]>> =>
  forge.request('GET /repos/{owner}/{repo}/milestones', {
    params: repoParams(args),
    query: { state: args.state, name: args.name, page: args.page, limit: args.limit },
  });

/** `id` is a milestone id, or a title (the forge tries a number as an id first) */
export const getMilestone = (
  forge: ForgeSession,
  args: RepoArgs & { id: number | string },
): Promise<ForgeResponse<Milestone>> =>
  forge.request('GET /repos/{owner}/{repo}/milestones/{id}', {
    params: { ...repoParams(args), id: args.id },
  });

/** 201 */
export const createMilestone = (
  forge: ForgeSession,
  args: RepoArgs,
  body: CreateMilestoneOption,
): Promise<ForgeResponse<Milestone>> =>
  forge.request('POST /repos/{owner}/{repo}/milestones', { params: repoParams(args), body });

/** 200 */
export const editMilestone = (
  forge: ForgeSession,
  args: RepoArgs & { id: number },
  body: EditMilestoneOption,
): Promise<ForgeResponse<Milestone>> =>
  forge.request('PATCH /repos/{owner}/{repo}/milestones/{id}', {
    params: { ...repoParams(args), id: args.id },
    body,
  });
