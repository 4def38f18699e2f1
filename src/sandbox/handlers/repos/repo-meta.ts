// Topics, languages, collaborators and assignable users of a repository (routers/api/v1/repo/topic.go,
// language.go, collaborators.go; models/repo/topic.go; the middleware of routers/api/v1/api.go).
import type { RepoTopicOptions } from '../../../forge/types/index.js';
import { userFor } from '../../convert/users.js';
import { languageStats } from '../../git/languages.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { pagedReply } from '../../http/paging.js';
import { isOrgOwner } from '../../model/access.js';
import { Access, type UserRec } from '../../model/records.js';
import { RepoTopicOptionsSchema } from './forms.js';

/** GET /repos/{owner}/{repo}/topics: sorted by name, paged, X-Total-Count only */
export function listTopics(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const topics = [...repo.topics].sort();
  const { json, headers } = pagedReply(ctx, topics, (topic) => topic, { link: false });
  return jsonReply(200, { topics: json }, headers);
}

const TOPIC_PATTERN = /^[a-z0-9][-.a-z0-9]*$/;
const MAX_TOPICS = 25;

/** models/repo/topic.go ValidateTopic: at most 35 characters of lower-case letters, digits, `-` and `.` */
export function validTopic(topic: string): boolean {
  return topic.length <= 35 && TOPIC_PATTERN.test(topic);
}

/** SanitizeAndValidateTopics: trimmed, lower-cased, empty ones and repeats dropped. */
export function sanitizeTopics(topics: readonly string[]): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const raw of topics) {
    const topic = raw.trim().toLowerCase();
    if (topic === '' || valid.includes(topic)) continue;
    (validTopic(topic) ? valid : invalid).push(topic);
  }
  return { valid, invalid };
}

/** Topics count across repositories; syncTopicsInRepository orders a repository's topics by it. */
function repoCount(ctx: RequestContext, topic: string): number {
  return ctx.store.repos.filter((r) => r.topics.includes(topic)).length;
}

/** PUT /repos/{owner}/{repo}/topics (reqToken, reqAdmin, bind): 204, or 422 with `invalidTopics` */
export function replaceTopics(ctx: RequestContext): Reply {
  const rc = ctx.repo();
  const form = ctx.bind<Partial<RepoTopicOptions>>(RepoTopicOptionsSchema);
  const { valid, invalid } = sanitizeTopics(form.topics ?? []);
  if (valid.length > MAX_TOPICS) {
    return jsonReply(422, { invalidTopics: null, message: 'Exceeding maximum number of topics per repo' });
  }
  if (invalid.length > 0)
    return jsonReply(422, { invalidTopics: invalid, message: 'Topic names are invalid' });
  rc.repo.topics = valid;
  const counts = new Map(valid.map((topic) => [topic, repoCount(ctx, topic)]));
  rc.repo.topics = [...valid].sort(
    (a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b),
  );
  rc.repo.updatedAt = ctx.store.now();
  return { status: 204 };
}

/** GET /repos/{owner}/{repo}/languages (reqRepoReader(code)): name -> bytes; Go sorts a map's keys */
export function getLanguages(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const stats = languageStats(repo);
  return jsonReply(200, Object.fromEntries(Object.entries(stats).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/** GET /repos/{owner}/{repo}/collaborators (reqToken, reqAnyRepoReader): paged, X-Total-Count only */
export function listCollaborators(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const users = [...repo.collaborators.keys()].sort((a, b) => a - b).map((id) => ctx.store.user(id));
  return pagedReply(ctx, users, (user) => userFor(ctx, user), { link: false });
}

const teamWrites = { none: false, read: false, write: true, admin: true, owner: true } as const;

/**
 * GET /repos/{owner}/{repo}/assignees (reqToken, reqAnyRepoReader): everyone with write access, i.e.
 * collaborators with write or more, the owning user, and members of the owning organization's teams
 * that write to it; ordered by name, one unpaged list (models/repo/user_repo.go GetRepoAssignees).
 */
export function listAssignees(ctx: RequestContext): Reply {
  return usersReply(ctx, repoUsers(ctx, Access.write));
}

/**
 * GET /repos/{owner}/{repo}/reviewers (routers/api/v1/repo/collaborators.go GetReviewers): 403 unless the
 * caller may change review requests (issue_service.CanDoerChangeReviewRequests); then pull_service.GetReviewers
 * with no poster: collaborators with read access or more and, for an organization's repository, the members
 * of its teams that read the repository's pull requests, the active ones ordered by name; then the owning
 * user, when not among them. The caller is not left out.
 */
export function listReviewers(ctx: RequestContext): Reply {
  const { repo, owner } = ctx.repo();
  const doer = ctx.doer;
  const teams = owner.isOrg ? pullReadingTeams(ctx) : [];
  const mayChoose =
    !repo.archived &&
    (doer.id === owner.id ||
      repo.collaborators.has(doer.id) ||
      teams.some((t) => t.memberIds.includes(doer.id)));
  if (!mayChoose) throw ctx.error(403, 'doer has no permission to get reviewers');
  const ids = new Set<number>();
  for (const [id, mode] of repo.collaborators) if (mode >= Access.read) ids.add(id);
  for (const team of teams) for (const id of team.memberIds) ids.add(id);
  const users = [...ids]
    .map((id) => ctx.store.user(id))
    .filter((user) => user.active)
    .sort((a, b) => (a.login.toLowerCase() < b.login.toLowerCase() ? -1 : 1));
  if (!owner.isOrg && !ids.has(owner.id)) users.push(owner);
  return usersReply(ctx, users);
}

/** organization.GetTeamsWithAccessToAnyRepoUnit for the pull requests unit: the owning organization's teams
 * that cover the repository and read its pull requests */
function pullReadingTeams(ctx: RequestContext) {
  const { repo, owner } = ctx.repo();
  return ctx.store
    .teamsOf(owner.id)
    .filter(
      (team) =>
        (team.permission === 'owner' || team.includesAllRepositories || team.repoIds.includes(repo.id)) &&
        (team.unitsMap['repo.pulls'] ?? 'none') !== 'none',
    );
}

/** Collaborators with `least` access or more, the owning user, and team members and owners of an organization. */
function repoUsers(ctx: RequestContext, least: number): UserRec[] {
  const { repo, owner } = ctx.repo();
  const ids = new Set<number>();
  for (const [id, mode] of repo.collaborators) if (mode >= least) ids.add(id);
  if (!owner.isOrg) ids.add(owner.id);
  else {
    for (const team of ctx.store.teamsOf(owner.id)) {
      const covers =
        team.permission === 'owner' || team.includesAllRepositories || team.repoIds.includes(repo.id);
      const enough = least <= Access.read || teamWrites[team.permission];
      if (covers && enough) for (const id of team.memberIds) ids.add(id);
    }
    for (const user of ctx.store.users) if (isOrgOwner(ctx.store, owner.id, user.id)) ids.add(user.id);
  }
  return [...ids]
    .map((id) => ctx.store.user(id))
    .filter((user) => user.active && !user.prohibitLogin)
    .sort((a, b) => (a.login.toLowerCase() < b.login.toLowerCase() ? -1 : 1));
}

function usersReply(ctx: RequestContext, users: UserRec[]): Reply {
  return jsonReply(
    200,
    users.map((user) => userFor(ctx, user)),
  );
}
