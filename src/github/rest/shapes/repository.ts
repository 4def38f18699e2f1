// A forge repository as GitHub's REST API shapes one (GET /repos/{owner}/{repo}, a pull request's head and base).

import type { Repository } from '../../../forge/types/index.js';
import { type ApiLinks, dateOrNull, repoUrl } from './links.js';
import { githubUser } from './user.js';

export function githubRepository(links: ApiLinks, repo: Repository): Record<string, unknown> {
  const url = repoUrl(links, repo.full_name);
  return {
    id: repo.id,
    name: repo.name,
    full_name: repo.full_name,
    owner: githubUser(links, repo.owner),
    private: repo.private,
    html_url: repo.html_url,
    description: repo.description || null,
    fork: repo.fork,
    url,
    issues_url: `${url}/issues{/number}`,
    pulls_url: `${url}/pulls{/number}`,
    labels_url: `${url}/labels{/name}`,
    created_at: dateOrNull(repo.created_at),
    updated_at: dateOrNull(repo.updated_at),
    pushed_at: dateOrNull(repo.updated_at),
    clone_url: repo.clone_url,
    ssh_url: repo.ssh_url,
    homepage: repo.website || null,
    size: repo.size,
    stargazers_count: repo.stars_count,
    watchers_count: repo.watchers_count,
    forks_count: repo.forks_count,
    open_issues_count: repo.open_issues_count,
    language: repo.language || null,
    default_branch: repo.default_branch,
    archived: repo.archived,
    disabled: false,
    visibility: repo.private ? 'private' : repo.internal ? 'internal' : 'public',
    is_template: repo.template ?? false,
    mirror_url: repo.mirror ? repo.original_url || null : null,
    topics: repo.topics ?? [],
    has_issues: repo.has_issues,
    has_projects: repo.has_projects,
    has_wiki: repo.has_wiki,
    has_pages: false,
    has_downloads: false,
    allow_merge_commit: repo.allow_merge_commits,
    allow_squash_merge: repo.allow_squash_merge,
    allow_rebase_merge: repo.allow_rebase,
    delete_branch_on_merge: repo.default_delete_branch_after_merge,
    ...(repo.permissions
      ? {
          permissions: {
            admin: repo.permissions.admin,
            maintain: repo.permissions.admin,
            push: repo.permissions.push,
            triage: repo.permissions.push,
            pull: repo.permissions.pull,
          },
        }
      : {}),
    ...(repo.parent ? { parent: githubRepository(links, repo.parent) } : {}),
  };
}
