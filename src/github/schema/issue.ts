// Issue: GitHub's fields from the forge's issue (GET /repos/{owner}/{repo}/issues/{index}), and the
// fields issues and pull requests share (issueFields), with their comments (IssueComment).

import { getIssueComment, listIssueComments } from '../../forge/endpoints/index.js';
import type { Comment, Milestone } from '../../forge/types/index.js';
import { memoize } from '../../graphql/kit/context.js';
import type { GithubContext } from '../context.js';
import type { builder } from './builder.js';
import { viewerCanUpdate } from './comment-fields.js';
import { emptyConnection, pagingArgs, wholeList } from './connection.js';
import { IssueCommentConnectionRef, UserConnectionRef } from './connections.js';
import { IssueStateEnum, IssueStateReasonEnum } from './enums.js';
import { registerNodeReader } from './node.js';
import { ProjectCardConnectionRef } from './projects.js';
import { orNotFound, readIssue, readIssueOrPull, readPull, readRepository } from './reads.js';
import {
  AssignableRef,
  ClosableRef,
  CommentRef,
  IssueCommentRef,
  IssueRef,
  LabelableRef,
  MilestoneRef,
  nodeType,
  PullRequestRef,
  ReactableRef,
  RepositoryRef,
} from './refs.js';
import { type InRepo, type IssueOrPull, inRepo } from './shapes.js';

/** The plain comments of an issue or pull request: one call (the forge answers them whole). */
export function commentsOf(context: GithubContext, subject: IssueOrPull) {
  return memoize(context, `github:comments:${subject.owner}/${subject.repo}#${subject.number}`, () =>
    listIssueComments(context.forge, {
      owner: subject.owner,
      repo: subject.repo,
      index: subject.number ?? 0,
    }).then((r) => ((r.data as Comment[] | null) ?? []).map((c) => inRepo('IssueComment', subject, c))),
  );
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The interfaces Issue and PullRequest both implement besides Node. */
export const issueInterfaces = [AssignableRef, ClosableRef, CommentRef, LabelableRef, ReactableRef] as const;

/** The fields of Issue and PullRequest that are not an interface's. */
export function issueFields<S extends IssueOrPull>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, S>) {
  return {
    databaseId: t.int({ resolve: (i) => i.id ?? null }),
    number: t.int({ nullable: false, resolve: (i) => i.number ?? 0 }),
    title: t.string({ nullable: false, resolve: (i) => i.title ?? '' }),
    url: t.field({ type: 'URI', nullable: false, resolve: (i) => i.html_url ?? '' }),
    resourcePath: t.field({
      type: 'URI',
      nullable: false,
      resolve: (i) =>
        `/${i.owner}/${i.repo}/${i.__typename === 'PullRequest' ? 'pull' : 'issues'}/${i.number}`,
    }),
    locked: t.boolean({ nullable: false, resolve: (i) => i.is_locked === true }),
    milestone: t.field({
      type: MilestoneRef,
      resolve: (i) => (i.milestone ? inRepo('Milestone', i, i.milestone as Milestone) : null),
    }),
    repository: t.field({
      type: RepositoryRef,
      nullable: false,
      resolve: (i, _args, context) => readRepository(context, i.owner, i.repo),
    }),
    comments: t.field({
      type: IssueCommentConnectionRef,
      extensions: { forgeList: { whole: true } },
      nullable: false,
      args: pagingArgs(t.arg),
      resolve: async (i, args, context) => wholeList(context, args, await commentsOf(context, i)),
    }),
    // participants: the forge lists none apart from the poster, assignees and commenters
    participants: t.field({
      type: UserConnectionRef,
      nullable: false,
      args: pagingArgs(t.arg),
      resolve: async (i, args, context) => {
        const comments = await commentsOf(context, i);
        const seen = new Map<number, NonNullable<typeof i.user>>();
        for (const user of [i.user, ...(i.assignees ?? []), ...comments.map((c) => c.user)]) {
          if (user?.id !== undefined && !seen.has(user.id)) seen.set(user.id, user);
        }
        return wholeList(
          context,
          args,
          [...seen.values()].map((u) => ({ ...u, __typename: 'User' as const })),
        );
      },
    }),
    projectCards: t.field({
      type: ProjectCardConnectionRef,
      extensions: { forgeList: { embedded: true } },
      nullable: false,
      args: pagingArgs(t.arg),
      // the forge's projects have no API: no cards to list
      resolve: () => emptyConnection(),
    }),
    viewerCanUpdate: t.boolean({
      nullable: false,
      resolve: (i, _args, context) => viewerCanUpdate(context, i),
    }),
  };
}

IssueRef.implement({
  ...nodeType(
    'Issue',
    'An Issue is a place to discuss ideas, enhancements, tasks, and bugs for a project.',
    ...issueInterfaces,
  ),
  fields: (t) => ({
    ...issueFields(t),
    state: t.field({
      type: IssueStateEnum,
      nullable: false,
      resolve: (i) => (i.state === 'closed' ? 'CLOSED' : 'OPEN'),
    }),
    isPinned: t.boolean({ resolve: (i) => (i.pin_order ?? 0) > 0 }),
    // the forge closes issues without a reason
    stateReason: t.field({ type: IssueStateReasonEnum, resolve: () => null }),
  }),
});

IssueCommentRef.implement({
  ...nodeType('IssueComment', 'Represents a comment on an Issue.', CommentRef, ReactableRef),
  fields: (t) => ({
    databaseId: t.int({ resolve: (c) => c.id ?? null }),
    url: t.field({ type: 'URI', nullable: false, resolve: (c) => c.html_url ?? '' }),
    resourcePath: t.field({
      type: 'URI',
      nullable: false,
      resolve: (c) => (c.html_url ? new URL(c.html_url).pathname + new URL(c.html_url).hash : ''),
    }),
    // the forge does not hide comments
    isMinimized: t.boolean({ nullable: false, resolve: () => false }),
    minimizedReason: t.string({ resolve: () => null }),
    viewerCanUpdate: t.boolean({
      nullable: false,
      resolve: (c, _args, context) => viewerCanUpdate(context, c),
    }),
    viewerCanDelete: t.boolean({
      nullable: false,
      resolve: (c, _args, context) => viewerCanUpdate(context, c),
    }),
    viewerCanMinimize: t.boolean({ nullable: false, resolve: () => false }),
    repository: t.field({
      type: RepositoryRef,
      nullable: false,
      resolve: (c, _args, context) => readRepository(context, c.owner, c.repo),
    }),
    issue: t.field({
      type: IssueRef,
      nullable: false,
      // GitHub's comment of a pull request names it as an issue too: the forge's issue of that number
      resolve: async (c, _args, context) => {
        const number = numberOfComment(c);
        return inRepo('Issue', c, await readIssueOrPull(context, c, number));
      },
    }),
    pullRequest: t.field({
      type: PullRequestRef,
      resolve: (c, _args, context) => (c.pull_request_url ? readPull(context, c, numberOfComment(c)) : null),
    }),
  }),
});

/** The number of the issue or pull request a comment belongs to, from the forge's `issue_url`. */
function numberOfComment(comment: Comment): number {
  const match = /\/(\d+)$/.exec(comment.issue_url ?? comment.pull_request_url ?? '');
  return Number(match?.[1] ?? 0);
}

export function readComment(context: GithubContext, where: InRepo, id: number) {
  return orNotFound(
    getIssueComment(context.forge, { ...where, id }).then((r) =>
      inRepo('IssueComment', where, r.data as Comment),
    ),
    'IssueComment',
    `the id of ${id}`,
  );
}

registerNodeReader('Issue', (context, [owner = '', repo = '', number = '0']) =>
  readIssue(context, { owner, repo }, Number(number)),
);
registerNodeReader('IssueComment', (context, [owner = '', repo = '', id = '0']) =>
  readComment(context, { owner, repo }, Number(id)),
);
