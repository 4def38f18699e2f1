// The route table entries of git refs and history (see routes.ts), kept here so the table itself
// only names this block.

import type { Handler } from '../context.js';
import type { RouteDef } from '../router.js';
import { createFork, listForks } from './forks.js';
import { createBranch, deleteBranch, getBranch, listBranches } from './git-branches.js';
import { compare, getSingleCommit, getTree, listCommits } from './git-commits.js';
import { createTag, getAnnotatedTag, getTag, listTags } from './git-tags.js';

export const gitRoutes: RouteDef<Handler>[] = [
  { route: 'GET /repos/{owner}/{repo}/branches', handler: listBranches },
  { route: 'POST /repos/{owner}/{repo}/branches', handler: createBranch },
  { route: 'GET /repos/{owner}/{repo}/branches/{branch}', handler: getBranch },
  { route: 'DELETE /repos/{owner}/{repo}/branches/{branch}', handler: deleteBranch },
  { route: 'GET /repos/{owner}/{repo}/commits', handler: listCommits },
  { route: 'GET /repos/{owner}/{repo}/git/commits/{sha}', handler: getSingleCommit },
  { route: 'GET /repos/{owner}/{repo}/compare/{basehead}', handler: compare },
  { route: 'GET /repos/{owner}/{repo}/git/trees/{sha}', handler: getTree },
  { route: 'GET /repos/{owner}/{repo}/tags', handler: listTags },
  { route: 'POST /repos/{owner}/{repo}/tags', handler: createTag },
  { route: 'GET /repos/{owner}/{repo}/tags/{tag}', handler: getTag },
  { route: 'GET /repos/{owner}/{repo}/git/tags/{sha}', handler: getAnnotatedTag },
];

export const forkRoutes: RouteDef<Handler>[] = [
  { route: 'GET /repos/{owner}/{repo}/forks', handler: listForks },
  { route: 'POST /repos/{owner}/{repo}/forks', handler: createFork },
];
