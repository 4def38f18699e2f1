// Label, Milestone and Release: the forge's objects of a repository with GitHub's fields.

import { getLabel, getLatestRelease, getMilestone, getRelease } from '../../forge/endpoints/index.js';
import type { Label, Milestone, Release } from '../../forge/types/index.js';
import { memoize } from '../../graphql/kit/context.js';
import { IssueConnectionRef, issueListArgs, PullRequestConnectionRef, pullListArgs } from './connections.js';
import { MilestoneStateEnum } from './enums.js';
import { commitAt } from './git.js';
import { listRepositoryIssues, listRepositoryPulls } from './lists.js';
import { registerNodeReader } from './node.js';
import { orNotFound, readRepository } from './reads.js';
import { CommitRef, LabelRef, MilestoneRef, nodeType, ReleaseRef, UserRef } from './refs.js';
import { notFoundAsNull } from './repository.js';
import { inRepo, tag } from './shapes.js';

const repoUrl = async (
  context: Parameters<typeof readRepository>[0],
  where: { owner: string; repo: string },
) => (await readRepository(context, where.owner, where.repo)).html_url ?? '';

LabelRef.implement({
  ...nodeType(
    'Label',
    'A label for categorizing Issues, Pull Requests, Milestones, or Discussions with a given Repository.',
  ),
  fields: (t) => ({
    name: t.string({ nullable: false, resolve: (l) => l.name ?? '' }),
    color: t.string({ nullable: false, resolve: (l) => (l.color ?? '').replace(/^#/, '') }),
    description: t.string({ resolve: (l) => l.description || null }),
    // the forge has no default labels, only label sets a repository may start from
    isDefault: t.boolean({ nullable: false, resolve: () => false }),
    url: t.field({
      type: 'URI',
      nullable: false,
      resolve: async (l, _args, context) => `${await repoUrl(context, l)}/issues?labels=${l.id}`,
    }),
    resourcePath: t.field({
      type: 'URI',
      nullable: false,
      resolve: (l) => `/${l.owner}/${l.repo}/issues?labels=${l.id}`,
    }),
    issues: t.field({
      type: IssueConnectionRef,
      nullable: false,
      args: issueListArgs(t.arg),
      resolve: (l, args, context) => listRepositoryIssues(context, l, { ...args, labels: [l.name ?? ''] }),
    }),
    pullRequests: t.field({
      type: PullRequestConnectionRef,
      nullable: false,
      args: pullListArgs(t.arg),
      resolve: (l, args, context) => listRepositoryPulls(context, l, { ...args, labels: [l.name ?? ''] }),
    }),
  }),
});

MilestoneRef.implement({
  ...nodeType('Milestone', 'Represents a Milestone object on a given repository.'),
  fields: (t) => ({
    // the forge numbers milestones by their id
    number: t.int({ nullable: false, resolve: (m) => m.id ?? 0 }),
    title: t.string({ nullable: false, resolve: (m) => m.title ?? '' }),
    description: t.string({ resolve: (m) => m.description || null }),
    dueOn: t.field({ type: 'DateTime', resolve: (m) => m.due_on ?? null }),
    state: t.field({
      type: MilestoneStateEnum,
      nullable: false,
      resolve: (m) => (m.state === 'closed' ? 'CLOSED' : 'OPEN'),
    }),
    closed: t.boolean({ nullable: false, resolve: (m) => m.state === 'closed' }),
    closedAt: t.field({ type: 'DateTime', resolve: (m) => m.closed_at ?? null }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (m) => m.created_at ?? '' }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: false,
      resolve: (m) => m.updated_at ?? m.created_at ?? '',
    }),
    progressPercentage: t.float({
      nullable: false,
      resolve: (m) => {
        const total = (m.open_issues ?? 0) + (m.closed_issues ?? 0);
        return total === 0 ? 0 : ((m.closed_issues ?? 0) * 100) / total;
      },
    }),
    url: t.field({
      type: 'URI',
      nullable: false,
      resolve: async (m, _args, context) => `${await repoUrl(context, m)}/milestone/${m.id}`,
    }),
    resourcePath: t.field({
      type: 'URI',
      nullable: false,
      resolve: (m) => `/${m.owner}/${m.repo}/milestone/${m.id}`,
    }),
    issues: t.field({
      type: IssueConnectionRef,
      nullable: false,
      args: issueListArgs(t.arg),
      resolve: (m, args, context) =>
        listRepositoryIssues(context, m, { ...args, filterBy: { milestoneNumber: String(m.id) } }),
    }),
  }),
});

/** The repository's latest release (GET …/releases/latest), once per request; null when none. */
function latestOf(context: Parameters<typeof readRepository>[0], where: { owner: string; repo: string }) {
  return memoize(context, `github:latest-release:${where.owner}/${where.repo}`, () =>
    getLatestRelease(context.forge, where)
      .then((r) => r.data as Release)
      .catch(notFoundAsNull),
  );
}

ReleaseRef.implement({
  ...nodeType('Release', 'A release contains the content for a release.'),
  fields: (t) => ({
    databaseId: t.int({ resolve: (r) => r.id ?? null }),
    name: t.string({ resolve: (r) => r.name || null }),
    tagName: t.string({ nullable: false, resolve: (r) => r.tag_name ?? '' }),
    description: t.string({ resolve: (r) => r.body || null }),
    isDraft: t.boolean({ nullable: false, resolve: (r) => r.draft === true }),
    isPrerelease: t.boolean({ nullable: false, resolve: (r) => r.prerelease === true }),
    isLatest: t.boolean({
      nullable: false,
      resolve: async (r, _args, context) =>
        !r.draft && !r.prerelease && (await latestOf(context, r))?.id === r.id,
    }),
    createdAt: t.field({ type: 'DateTime', nullable: false, resolve: (r) => r.created_at ?? '' }),
    publishedAt: t.field({ type: 'DateTime', resolve: (r) => (r.draft ? null : (r.published_at ?? null)) }),
    // the forge keeps no update time of a release
    updatedAt: t.field({
      type: 'DateTime',
      nullable: false,
      resolve: (r) => r.published_at || r.created_at || '',
    }),
    url: t.field({ type: 'URI', nullable: false, resolve: (r) => r.html_url ?? '' }),
    resourcePath: t.field({
      type: 'URI',
      nullable: false,
      resolve: (r) => `/${r.owner}/${r.repo}/releases/tag/${encodeURIComponent(r.tag_name ?? '')}`,
    }),
    author: t.field({ type: UserRef, resolve: (r) => (r.author ? tag('User', r.author) : null) }),
    tagCommit: t.field({
      type: CommitRef,
      resolve: (r) =>
        r.target_commitish && /^[0-9a-f]{40,64}$/.test(r.target_commitish)
          ? commitAt(r, r.target_commitish)
          : null,
    }),
  }),
});

registerNodeReader('Label', (context, [owner = '', repo = '', id = '0']) =>
  orNotFound(getLabel(context.forge, { owner, repo, id: Number(id) }), 'Label', `the id of ${id}`).then((r) =>
    inRepo('Label', { owner, repo }, r.data as Label),
  ),
);
registerNodeReader('Milestone', (context, [owner = '', repo = '', id = '0']) =>
  orNotFound(getMilestone(context.forge, { owner, repo, id }), 'Milestone', `the id of ${id}`).then((r) =>
    inRepo('Milestone', { owner, repo }, r.data as Milestone),
  ),
);
registerNodeReader('Release', (context, [owner = '', repo = '', id = '0']) =>
  orNotFound(getRelease(context.forge, { owner, repo, id: Number(id) }), 'Release', `the id of ${id}`).then(
    (r) => inRepo('Release', { owner, repo }, r.data as Release),
  ),
);
