// Git refs and history: branches, tags, commits, compares and trees (routers/api/v1/api.go; reads need
// the repository, writes reqToken, reqRepoWriter(code) and mustNotBeArchived, in that order).
import { mustNotBeArchived, repoAssignment, reqRepoWriter, reqToken } from '../../guards.js';
import type { RouteRow } from '../../route-row.js';
import { createBranch, deleteBranch, getBranch, listBranches } from './git-branches.js';
import { compare, getSingleCommit, getTree, listCommits } from './git-commits.js';
import { createTag, getAnnotatedTag, getTag, listTags } from './git-tags.js';

const code = [repoAssignment];
const codeWrites = [repoAssignment, reqToken, reqRepoWriter, mustNotBeArchived];

export const gitRoutes: RouteRow[] = [
  { route: 'GET /repos/{owner}/{repo}/branches', guards: code, handler: listBranches },
  { route: 'POST /repos/{owner}/{repo}/branches', guards: codeWrites, handler: createBranch },
  { route: 'GET /repos/{owner}/{repo}/branches/{branch}', guards: code, handler: getBranch },
  { route: 'DELETE /repos/{owner}/{repo}/branches/{branch}', guards: codeWrites, handler: deleteBranch },
  { route: 'GET /repos/{owner}/{repo}/commits', guards: code, handler: listCommits },
  { route: 'GET /repos/{owner}/{repo}/git/commits/{sha}', guards: code, handler: getSingleCommit },
  { route: 'GET /repos/{owner}/{repo}/compare/{basehead}', guards: code, handler: compare },
  { route: 'GET /repos/{owner}/{repo}/git/trees/{sha}', guards: code, handler: getTree },
  { route: 'GET /repos/{owner}/{repo}/tags', guards: code, handler: listTags },
  { route: 'POST /repos/{owner}/{repo}/tags', guards: codeWrites, handler: createTag },
  { route: 'GET /repos/{owner}/{repo}/tags/{tag}', guards: code, handler: getTag },
  { route: 'GET /repos/{owner}/{repo}/git/tags/{sha}', guards: code, handler: getAnnotatedTag },
];
