// ReactionGroup: the forge's reactions of an issue, pull request or comment, grouped by content;
// every one of GitHub's eight contents is a group, with its count (none: zero).

import { listCommentReactions, listIssueReactions } from '../../forge/endpoints/index.js';
import type { Reaction } from '../../forge/types/comments.js';
import type { User } from '../../forge/types/index.js';
import { memoize } from '../../graphql/kit/context.js';
import type { GithubContext } from '../context.js';
import { builder } from './builder.js';
import { type ConnectionResult, PageInfoRef, pagingArgs, wholeList } from './connection.js';
import { ReactionContentEnum } from './enums.js';
import { readViewer } from './reads.js';
import { ReactableRef, UserRef } from './refs.js';
import { type IssueCommentShape, type IssueOrPull, tag, type UserShape } from './shapes.js';

/** GitHub's reaction contents and the forge's names of them (Gitea's default ALLOWED_REACTIONS). */
export const REACTION_NAMES = {
  THUMBS_UP: '+1',
  THUMBS_DOWN: '-1',
  LAUGH: 'laugh',
  HOORAY: 'hooray',
  CONFUSED: 'confused',
  HEART: 'heart',
  ROCKET: 'rocket',
  EYES: 'eyes',
} as const;
export type ReactionContent = keyof typeof REACTION_NAMES;

type Reactable = IssueOrPull | IssueCommentShape;

interface Group {
  content: ReactionContent;
  subject: Reactable;
  reactions: Reaction[];
}

/** Every reaction of the subject: one call, once per request (the forge's whole list, at most 50 of an issue). */
function reactionsOf(context: GithubContext, subject: Reactable): Promise<Reaction[]> {
  const where = { owner: subject.owner, repo: subject.repo };
  // the forge keeps no reactions on reviews
  if ((subject as { __typename: string }).__typename === 'PullRequestReview') return Promise.resolve([]);
  if (subject.__typename === 'IssueComment') {
    return memoize(context, `github:reactions:comment:${subject.id}`, () =>
      listCommentReactions(context.forge, { ...where, id: subject.id ?? 0 }).then(
        (r) => r.data as Reaction[],
      ),
    );
  }
  return memoize(context, `github:reactions:${where.owner}/${where.repo}#${subject.number}`, () =>
    listIssueReactions(context.forge, { ...where, index: subject.number ?? 0, limit: 50 }).then(
      (r) => r.data as Reaction[],
    ),
  );
}

export async function reactionGroups(context: GithubContext, subject: Reactable): Promise<Group[]> {
  const reactions = await reactionsOf(context, subject);
  return (Object.keys(REACTION_NAMES) as ReactionContent[]).map((content) => ({
    content,
    subject,
    reactions: reactions.filter((r) => r.content === REACTION_NAMES[content]),
  }));
}

const ReactingUserEdgeRef = builder
  .objectRef<{ cursor: string; node: UserShape; reactedAt: string }>('ReactingUserEdge')
  .implement({
    description: "Represents a user that's made a reaction.",
    fields: (t) => ({
      cursor: t.exposeString('cursor', { nullable: false }),
      node: t.field({ type: UserRef, nullable: false, resolve: (e) => e.node }),
      reactedAt: t.field({ type: 'DateTime', nullable: false, resolve: (e) => e.reactedAt }),
    }),
  });

type ReactingUsers = ConnectionResult<{ user: UserShape; at: string }>;

const ReactingUserConnectionRef = builder.objectRef<ReactingUsers>('ReactingUserConnection').implement({
  description: 'The connection type for User.',
  fields: (t) => ({
    edges: t.field({
      type: [ReactingUserEdgeRef],
      nullable: { list: true, items: true },
      resolve: (c) => c.edges.map((e) => ({ cursor: e.cursor, node: e.node.user, reactedAt: e.node.at })),
    }),
    nodes: t.field({
      type: [UserRef],
      nullable: { list: true, items: true },
      resolve: (c) => c.edges.map((e) => e.node.user),
    }),
    pageInfo: t.field({ type: PageInfoRef, nullable: false, resolve: (c) => c.pageInfo }),
    totalCount: t.int({ nullable: false, resolve: (c) => c.totalCount as number }),
  }),
});

/** A reaction as GitHub's ReactingUserEdge answers it: who reacted, and when. */
const reactingUser = (r: Reaction) => ({ user: tag('User', (r.user ?? {}) as User), at: r.created_at ?? '' });

export const ReactionGroupRef = builder.objectRef<Group>('ReactionGroup').implement({
  description: 'A group of emoji reactions to a particular piece of content.',
  fields: (t) => ({
    content: t.field({ type: ReactionContentEnum, nullable: false, resolve: (g) => g.content }),
    createdAt: t.field({ type: 'DateTime', resolve: (g) => g.reactions[0]?.created_at ?? null }),
    subject: t.field({ type: ReactableRef, nullable: false, resolve: (g) => g.subject }),
    users: t.field({
      type: ReactingUserConnectionRef,
      extensions: { forgeList: { embedded: true } },
      nullable: false,
      args: pagingArgs(t.arg),
      resolve: (g, args, context) => wholeList(context, args, g.reactions.map(reactingUser)),
    }),
    viewerHasReacted: t.boolean({
      nullable: false,
      resolve: async (g, _args, context) => {
        const viewer = await readViewer(context).catch(() => null);
        return viewer !== null && g.reactions.some((r) => r.user?.id === viewer.id);
      },
    }),
  }),
});

builder.interfaceFields(ReactableRef, (t) => ({
  reactionGroups: t.field({
    type: [ReactionGroupRef],
    nullable: true,
    resolve: (subject, _args, context) => reactionGroups(context, subject),
  }),
  viewerCanReact: t.boolean({
    nullable: false,
    resolve: async (_subject, _args, context) => (await readViewer(context).catch(() => null)) !== null,
  }),
}));
