// Team and NotificationThread JSON (Gitea's services/convert/convert.go ToTeams, notification.go).
import type { Team } from '../../forge/types/index.js';
import type { NotificationThread } from '../../forge/types/notifications.js';
import type { RequestContext } from '../http/context.js';
import type { NotificationRec } from '../model/people-state.js';
import type { TeamRec } from '../model/records.js';
import { Access } from '../model/records.js';
import { rfc3339 } from './format.js';
import { issueHtmlUrl } from './issues.js';
import { repoApiUrl, repoHtmlUrl, repoJson } from './repos.js';
import { orgJson } from './users.js';

/** ToTeams(ctx, teams, loadOrgs): the org list leaves `organization` null, the others fill it. */
export function teamOf(ctx: RequestContext, team: TeamRec, loadOrg: boolean): Team {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    organization: loadOrg ? orgJson(ctx, ctx.store.user(team.orgId)) : null,
    includes_all_repositories: team.includesAllRepositories,
    permission: team.permission,
    units: team.units,
    units_map: team.unitsMap,
    can_create_org_repo: team.canCreateOrgRepo,
  };
}

/** The repositories a team holds (team_repo): every org repository for includes_all_repositories teams. */
export function teamRepoIds(ctx: RequestContext, team: TeamRec): number[] {
  if (team.includesAllRepositories) {
    return ctx.store.repos.filter((r) => r.ownerId === team.orgId).map((r) => r.id);
  }
  return team.repoIds.filter((id) => ctx.store.repoById(id));
}

function subjectOf(ctx: RequestContext, n: NotificationRec): NotificationThread['subject'] {
  const repo = ctx.store.repo(n.repoId);
  if (n.source === 'repository') {
    const owner = ctx.store.user(repo.ownerId);
    // notification.go: the relative Link() is kept for backwards compatibility
    return {
      type: 'Repository',
      title: `${owner.login}/${repo.name}`,
      url: `/${owner.login}/${repo.name}`,
      html_url: repoHtmlUrl(ctx, repo),
    };
  }
  if (n.source === 'commit') {
    const url = `${repoHtmlUrl(ctx, repo)}/commit/${n.commitId}`;
    return { type: 'Commit', title: n.commitId, url, html_url: url };
  }
  const issue = n.issueId === null ? undefined : ctx.store.issueById(n.issueId);
  const subject: NotificationThread['subject'] = { type: n.source === 'pull' ? 'Pull' : 'Issue' };
  if (!issue) return subject;
  subject.title = issue.title;
  subject.url = `${repoApiUrl(ctx, repo)}/issues/${issue.index}`;
  subject.html_url = issueHtmlUrl(ctx, issue);
  subject.state = issue.state;
  const last = ctx.store.comments.filter((c) => c.issueId === issue.id).at(-1);
  if (last) {
    subject.latest_comment_url = `${repoApiUrl(ctx, repo)}/issues/comments/${last.id}`;
    subject.latest_comment_html_url = `${subject.html_url}#issuecomment-${last.id}`;
  }
  if (n.source === 'pull' && ctx.store.pullOf(issue.id)?.merged) subject.state = 'merged';
  return subject;
}

/** ToNotificationThread: the repository as a reader sees it, its permissions left out. */
export function notificationJson(ctx: RequestContext, n: NotificationRec): NotificationThread {
  const repository = repoJson(ctx, ctx.store.repo(n.repoId), Access.read);
  for (let r: typeof repository | undefined = repository; r; r = r.parent ?? undefined) {
    delete r.permissions;
  }
  return {
    id: n.id,
    repository,
    subject: subjectOf(ctx, n),
    unread: n.status === 'unread',
    pinned: n.status === 'pinned',
    updated_at: rfc3339(n.updatedAt),
    url: `${ctx.apiBase}/notifications/threads/${n.id}`,
  };
}
