// Issue and what it embeds (Project, PullRequestMeta, RepositoryMeta; Label and
// Milestone live in label.ts and milestone.ts) and the Repository field `issue`. What hangs under an
// issue (comments, timeline, reactions, tracked times, attachments, dependencies) lives in
// comment.ts, timeline.ts, reaction.ts, tracked-time.ts, attachment.ts and issue-links.ts.

import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionNode } from 'graphql';
import type { Issue, Project, PullRequestMeta, RepositoryMeta } from '../../forge/types/index.js';
import { AttachmentRef, attachmentsUnder, issueAttachmentParent } from '../content/attachment.js';
import { renderedField, repoOfKey } from '../content/markdown.js';
import { builder } from '../kit/builder.js';
import { type Context, memoize } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { withDatabaseId } from '../kit/forge-node.js';
import { issueKey, nodeKey, repoKey } from '../kit/loaders.js';
import { prefetch, prefetchChildren } from '../kit/prefetch.js';
import { referenceField } from '../kit/reference-root.js';
import { IssueRef, issueKeyOf } from '../kit/refs/issue.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { selectsOnly } from '../kit/selection.js';
import { forgeLists } from '../kit/thread-fields.js';
import { UserRef } from '../people/user.js';
import { EMBEDDED_REPOSITORY, embeddedRepository } from '../repository/repository.js';
import { FIELDS } from './fields.js';
import { issueListsOf } from './issue-lists-in-flight.js';
import type { IssueParent } from './issue-parent.js';
import { LabelRef, labelsUnder } from './label.js';
import { MilestoneRef, milestoneUnder } from './milestone.js';

export const ProjectRef = builder.objectRef<Project>('Project').implement({
  description:
    'A project board an issue belongs to. Not a Node: the forge’s API has no route that reads a project, so no id could be refetched; `databaseId` names it for reference.',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'createdAt', 'updatedAt', 'closedAt'),
    ...forgeFields(t, FIELDS.Project),
  })),
});

export const PullRequestMetaRef = builder.objectRef<PullRequestMeta>('PullRequestMeta').implement({
  description: 'Set on issues that are pull requests.',
  fields: (t) => forgeFields(t, FIELDS.PullRequestMeta),
});

export const RepositoryMetaRef = builder.objectRef<RepositoryMeta>('RepositoryMeta').implement({
  description:
    'The short repository record embedded in issues. Not a Node: `repository` is the Repository node it stands for, which `node(id:)` refetches.',
  fields: withDatabaseId((t) => ({
    ...forgeFields(t, FIELDS.RepositoryMeta),
    repository: t.field({
      type: RepositoryRef,
      description: 'The full repository (one read, shared with every other use in the query).',
      resolve: (m, _args, context) => nodeKey(context, repoKey(m.owner, m.name)),
    }),
  })),
});

/** `owner/name` of the issue's repository, from the short record every issue embeds */
const issueRepoKey = (issue: Issue): string =>
  issue.repository ? repoKey(issue.repository.owner, issue.repository.name) : '';

IssueRef.implement({
  description: 'An issue; pull requests are issues too.',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'url', 'htmlUrl', 'createdAt', 'updatedAt', 'closedAt'),
    ...forgeFields(t, FIELDS.Issue),
    ...forgeLists(t, {
      assignees: ['assignees', UserRef, 'Everyone assigned to the issue.'],
      projects: ['projects', ProjectRef, 'The project boards the issue belongs to.'],
    }),
    bodyHTML: renderedField(
      t,
      (i) => i.body,
      (i) => repoOfKey(issueKeyOf(i)),
    ),
    assets: t.field({
      type: [AttachmentRef],
      description: 'Attached files, as the issue embeds them (no call).',
      resolve: (i) =>
        i.repository
          ? attachmentsUnder(issueAttachmentParent(i.repository.owner, i.repository.name, i.number), i.assets)
          : [],
    }),
    labels: t.field({
      type: [LabelRef],
      description: 'The labels on the issue.',
      resolve: (i) => labelsUnder(i.labels ?? [], issueRepoKey(i)),
    }),
    milestone: t.field({
      type: MilestoneRef,
      description: 'The milestone the issue is in; null when it is in none.',
      resolve: (i) => milestoneUnder(i.milestone ?? null, issueRepoKey(i)),
    }),
    repository: t.field({
      type: RepositoryRef,
      description:
        'The full repository (one read, shared with every other use in the query); no read when only its name, full name and owner’s login are asked: the issue embeds them.',
      resolve: (i, _args, context, info) => {
        if (!i.repository) return null;
        if (selectsOnly(info, EMBEDDED_REPOSITORY)) return embeddedRepository(i.repository);
        return nodeKey(context, repoKey(i.repository.owner, i.repository.name));
      },
    }),
  })),
});

/** Whether the parent's selection also lists issues: then `issue` waits for that list instead. */
function listsIssuesToo(info: GraphQLResolveInfo): boolean {
  const names = (selections: readonly SelectionNode[] | undefined): boolean =>
    (selections ?? []).some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === 'issues';
      if (s.kind === Kind.INLINE_FRAGMENT) return names(s.selectionSet.selections);
      return names(info.fragments[s.name.value]?.selectionSet.selections);
    });
  return info.fieldNodes.some((node) => names(node.selectionSet?.selections));
}

/**
 * The issue, or a reference to it when its selection needs only owner, name and number
 * (reference-root.ts): shared by the lookahead and the resolver through the node it was selected by.
 * An issue list of this request still in flight is awaited first: it may prime the loader.
 */
function issueOrReference(context: Context, ref: IssueParent, info: GraphQLResolveInfo, node: FieldNode) {
  const key = issueKey(ref.owner, ref.repo, ref.index);
  return memoize(context, `issue:${key}@${node.loc?.start ?? ''}`, async () => {
    const repository = { owner: ref.owner, name: ref.repo, full_name: `${ref.owner}/${ref.repo}` };
    const root = { typeName: 'Issue', ref, stub: { number: ref.index, repository }, from: 'parent' as const };
    const reference = await referenceField(root, context, info, node);
    if (reference) return reference as Issue;
    await issueListsOf(context, repoKey(ref.owner, ref.repo));
    return IssueRef.getDataloader(context).load(nodeKey(context, key));
  });
}

builder.objectFields(RepositoryRef, (t) => ({
  issue: t.field({
    type: IssueRef,
    description:
      'An issue or pull request by number (GET /repos/{owner}/{repo}/issues/{index}); no call when an `issues` list of this request already brought it, or when the selection needs nothing of the issue’s own record and its lists prove it exists.',
    args: {
      number: t.arg.int({
        required: true,
        description: 'The issue’s or pull request’s number in the repository.',
      }),
    },
    // The issue's own lists (comments, timeline, ...) start from { owner, repo, index } as well.
    extensions: prefetch<RepoRef>((context, ref, args, info, node) => {
      const parent = { ...ref, index: Number(args.number) };
      // Beside an `issues` list the read waits for that list, which may bring the issue.
      if (!listsIssuesToo(info)) return issueOrReference(context, parent, info, node);
      prefetchChildren('Issue', parent, context, info, [node]);
      return undefined;
    }),
    resolve: async (repository, args, context, info) => {
      const { owner, repo } = repoRefOf(repository);
      const [node] = info.fieldNodes;
      await issueListsOf(context, repoKey(owner, repo));
      // One node: the one the lookahead saw. Merged nodes read the record (their union may need it).
      if (!node || info.fieldNodes.length > 1) return nodeKey(context, issueKey(owner, repo, args.number));
      return issueOrReference(context, { owner, repo, index: args.number }, info, node);
    },
  }),
}));
