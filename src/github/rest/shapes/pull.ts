// A forge pull request as GitHub's REST API shapes one (GET /repos/{owner}/{repo}/pulls/{number}).

import type { PRBranchInfo, PullRequest } from '../../../forge/types/index.js';
import { issueFields } from './issue.js';
import { type ApiLinks, dateOrNull, repoUrl } from './links.js';
import { githubRepository } from './repository.js';
import { githubUser, githubUserOrNull } from './user.js';

function branch(links: ApiLinks, info: PRBranchInfo) {
  return {
    label: info.label ?? info.ref,
    ref: info.ref,
    sha: info.sha ?? '',
    user: info.repo ? githubUser(links, info.repo.owner) : null,
    // null when the head's repository is gone (a deleted fork), as GitHub says it
    repo: info.repo ? githubRepository(links, info.repo) : null,
  };
}

export function githubPull(links: ApiLinks, fullName: string, pull: PullRequest) {
  const url = `${repoUrl(links, fullName)}/pulls/${pull.number}`;
  const fields = issueFields(links, fullName, pull);
  return {
    ...fields,
    url,
    issue_url: fields.url,
    diff_url: pull.diff_url,
    patch_url: pull.patch_url,
    draft: pull.draft ?? false,
    merged: pull.merged ?? false,
    merged_at: dateOrNull(pull.merged_at),
    merge_commit_sha: pull.merge_commit_sha ?? null,
    merged_by: githubUserOrNull(links, pull.merged_by),
    mergeable: pull.state === 'open' ? (pull.mergeable ?? null) : null,
    mergeable_state: pull.state === 'open' && pull.mergeable === false ? 'dirty' : 'unknown',
    maintainer_can_modify: pull.allow_maintainer_edit ?? false,
    requested_reviewers: (pull.requested_reviewers ?? []).map((user) => githubUser(links, user)),
    requested_teams: (pull.requested_reviewers_teams ?? []).map((team) => ({
      id: team.id,
      name: team.name,
      slug: team.name,
    })),
    head: branch(links, pull.head),
    base: branch(links, pull.base),
    review_comments: pull.review_comments ?? 0,
    additions: pull.additions ?? 0,
    deletions: pull.deletions ?? 0,
    changed_files: pull.changed_files ?? 0,
  };
}
