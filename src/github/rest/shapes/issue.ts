// Forge issues, labels and milestones as GitHub's REST API shapes them (GET /search/issues, POST labels).

import type { Issue, Label, Milestone } from '../../../forge/types/index.js';
import { type ApiLinks, dateOrNull, repoUrl } from './links.js';
import { githubUser, githubUserOrNull } from './user.js';

/** GitHub writes a label's colour without the `#` the forge may keep. */
export function githubLabel(links: ApiLinks, fullName: string, label: Label) {
  return {
    id: label.id,
    url: `${repoUrl(links, fullName)}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    color: (label.color ?? '').replace(/^#/, ''),
    default: false,
    description: label.description || null,
  };
}

export function githubMilestone(links: ApiLinks, fullName: string, milestone: Milestone) {
  return {
    url: `${repoUrl(links, fullName)}/milestones/${milestone.id}`,
    id: milestone.id,
    // the forge numbers milestones by their id
    number: milestone.id,
    title: milestone.title,
    description: milestone.description || null,
    state: milestone.state ?? 'open',
    open_issues: milestone.open_issues ?? 0,
    closed_issues: milestone.closed_issues ?? 0,
    created_at: dateOrNull(milestone.created_at),
    updated_at: dateOrNull(milestone.updated_at),
    closed_at: dateOrNull(milestone.closed_at),
    due_on: dateOrNull(milestone.due_on),
  };
}

/** The parts an issue and a pull request share, for the repository `fullName`. */
export function issueFields(
  links: ApiLinks,
  fullName: string,
  issue: Pick<
    Issue,
    | 'id'
    | 'number'
    | 'title'
    | 'body'
    | 'state'
    | 'user'
    | 'labels'
    | 'milestone'
    | 'assignee'
    | 'assignees'
    | 'comments'
    | 'is_locked'
    | 'created_at'
    | 'updated_at'
    | 'closed_at'
    | 'html_url'
  >,
) {
  const repository = repoUrl(links, fullName);
  return {
    id: issue.id,
    number: issue.number,
    title: issue.title,
    body: issue.body || null,
    user: githubUserOrNull(links, issue.user),
    labels: (issue.labels ?? []).map((label) => githubLabel(links, fullName, label)),
    state: issue.state,
    locked: issue.is_locked ?? false,
    assignee: githubUserOrNull(links, issue.assignee),
    assignees: (issue.assignees ?? []).map((user) => githubUser(links, user)),
    milestone: issue.milestone ? githubMilestone(links, fullName, issue.milestone) : null,
    comments: issue.comments ?? 0,
    created_at: dateOrNull(issue.created_at),
    updated_at: dateOrNull(issue.updated_at),
    closed_at: dateOrNull(issue.closed_at),
    html_url: issue.html_url,
    repository_url: repository,
    url: `${repository}/issues/${issue.number}`,
    comments_url: `${repository}/issues/${issue.number}/comments`,
    // the forge keeps no association of an author with the repository
    author_association: 'NONE',
  };
}

/** An issue or a pull request as GET /search/issues lists it. */
export function githubIssue(links: ApiLinks, issue: Issue) {
  const fullName = issue.repository?.full_name ?? '';
  const fields = issueFields(links, fullName, issue);
  const pull = issue.pull_request;
  if (!pull) return fields;
  const url = `${repoUrl(links, fullName)}/pulls/${issue.number}`;
  return {
    ...fields,
    draft: pull.draft ?? false,
    pull_request: {
      url,
      html_url: pull.html_url ?? issue.html_url,
      diff_url: `${issue.html_url}.diff`,
      patch_url: `${issue.html_url}.patch`,
      merged_at: dateOrNull(pull.merged_at),
    },
  };
}
