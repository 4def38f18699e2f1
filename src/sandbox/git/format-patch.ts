// `git format-patch` as Gitea serves it for a commit's or a pull request's `.patch`: a mail per
// commit with its diffstat (git-diffstat.ts) and its diff (git-diff.ts).

import { diffTrees } from './diff.js';
import { diffstat } from './diffstat.js';
import type { GitCommit } from './objects.js';
import type { GitRepo } from './repository.js';

/** RFC 2822 date as format-patch writes it (`Sat, 3 Jan 2026 09:00:00 +0000`), in UTC. */
const mailDate = (date: Date) =>
  date
    .toUTCString()
    .replace(/, 0(\d) /, ', $1 ')
    .replace('GMT', '+0000');

/**
 * `git format-patch --no-signature --stdout`: one mail per commit, oldest first, each with its diffstat
 * and its diff against its first parent.
 */
export function formatPatch(repo: GitRepo, commits: readonly GitCommit[]): string {
  return commits
    .map((commit, i) => {
      const [subject, ...body] = commit.message.replace(/\n+$/, '').split('\n');
      const numbered = commits.length > 1 ? `[PATCH ${i + 1}/${commits.length}]` : '[PATCH]';
      const rest = body.join('\n').replace(/^\n+/, '');
      const { name, email, date } = commit.author;
      const parent = commit.parents[0] ?? null;
      return [
        `From ${commit.sha} Mon Sep 17 00:00:00 2001`,
        `From: ${name} <${email}>`,
        `Date: ${mailDate(date)}`,
        `Subject: ${numbered} ${subject}`,
        '',
        ...(rest ? [rest, ''] : []),
        '---',
        diffstat(repo, parent, commit.sha),
        diffTrees(repo, parent, commit.sha),
      ].join('\n');
    })
    .join('\n');
}
