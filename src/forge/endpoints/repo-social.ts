// Who stars and watches a repository, its topics, languages, collaborators and assignable users, and a
// user's starred repositories (reads of issue 11; stars, watches and topics writes of issue 12).

import type { ForgeResponse, ForgeSession } from '../session.js';
import type { Repository, RepoTopicOptions, TopicName, User, WatchInfo } from '../types.js';
import type { RepoArgs } from './repos.js';
import type { PageArgs } from './users.js';

/** The answer of GET /repos/{owner}/{repo}/languages (the swagger's `LanguageStatistics` response): name -> bytes. */
export type LanguageStatistics = Record<string, number>;

const repoParams = (args: RepoArgs) => ({ owner: args.owner, repo: args.repo });
const pageQuery = (args: PageArgs) => ({ page: args.page, limit: args.limit });

export const listStargazers = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs,
): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /repos/{owner}/{repo}/stargazers', { params: repoParams(args), query: pageQuery(args) });

export const listSubscribers = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs,
): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /repos/{owner}/{repo}/subscribers', {
    params: repoParams(args),
    query: pageQuery(args),
  });

export const listTopics = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs,
): Promise<ForgeResponse<TopicName>> =>
  forge.request('GET /repos/{owner}/{repo}/topics', { params: repoParams(args), query: pageQuery(args) });

/** 204; 422 `{invalidTopics, message}` for invalid topics or more than 25 */
export const replaceTopics = (
  forge: ForgeSession,
  args: RepoArgs,
  body: RepoTopicOptions,
): Promise<ForgeResponse<null>> =>
  forge.request('PUT /repos/{owner}/{repo}/topics', { params: repoParams(args), body });

export const getLanguages = (
  forge: ForgeSession,
  args: RepoArgs,
): Promise<ForgeResponse<LanguageStatistics>> =>
  forge.request('GET /repos/{owner}/{repo}/languages', { params: repoParams(args) });

/** needs a signed-in caller (401 otherwise) */
export const listCollaborators = (
  forge: ForgeSession,
  args: RepoArgs & PageArgs,
): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /repos/{owner}/{repo}/collaborators', {
    params: repoParams(args),
    query: pageQuery(args),
  });

/** one unpaged list; needs a signed-in caller (401 otherwise) */
export const listAssignees = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<User[]>> =>
  forge.request('GET /repos/{owner}/{repo}/assignees', { params: repoParams(args) });

/** needs a signed-in caller; private repositories only when the user is the caller */
export const listUserStarred = (
  forge: ForgeSession,
  args: { username: string } & PageArgs,
): Promise<ForgeResponse<Repository[]>> =>
  forge.request('GET /users/{username}/starred', {
    params: { username: args.username },
    query: pageQuery(args),
  });

/** 204 when the caller stars the repository, 404 when not */
export const checkStarring = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<null>> =>
  forge.request('GET /user/starred/{owner}/{repo}', { params: repoParams(args) });

/** 204, also when already starred */
export const starRepository = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<null>> =>
  forge.request('PUT /user/starred/{owner}/{repo}', { params: repoParams(args) });

/** 204, also when not starred */
export const unstarRepository = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<null>> =>
  forge.request('DELETE /user/starred/{owner}/{repo}', { params: repoParams(args) });

/** 200 WatchInfo when the caller watches the repository, 404 when not */
export const getSubscription = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<WatchInfo>> =>
  forge.request('GET /repos/{owner}/{repo}/subscription', { params: repoParams(args) });

/** 200 WatchInfo */
export const watchRepository = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<WatchInfo>> =>
  forge.request('PUT /repos/{owner}/{repo}/subscription', { params: repoParams(args) });

/** 204 */
export const unwatchRepository = (forge: ForgeSession, args: RepoArgs): Promise<ForgeResponse<null>> =>
  forge.request('DELETE /repos/{owner}/{repo}/subscription', { params: repoParams(args) });

/** the caller's starred repositories, private ones included */
export const listMyStarred = (forge: ForgeSession, args: PageArgs): Promise<ForgeResponse<Repository[]>> =>
  forge.request('GET /user/starred', { query: pageQuery(args) });
