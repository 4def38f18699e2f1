// Every type's ref, made before any is implemented, so that the type families can name each other
// without import circles: each family's file implements its refs and adds its root fields.

import type { InterfaceParam } from '@pothos/core';
import type { CommitStatus } from '../../forge/types/commits.js';
import type { Branch, ChangedFile, Commit, Tag, WorkflowJob } from '../../forge/types/index.js';
import { builder } from './builder.js';
import type {
  InRepo,
  IssueCommentShape,
  IssueOrPull,
  IssueShape,
  LabelShape,
  MilestoneShape,
  OrganizationShape,
  PullRequestShape,
  ReleaseShape,
  RepositoryShape,
  ReviewShape,
  Tagged,
  TeamShape,
  UserShape,
} from './shapes.js';

/** Anything with a GitHub type: what interfaces and unions tell apart. */
export interface Typed {
  __typename: string;
}

const byTypename = (value: Typed) => value.__typename;

export const NodeRef = builder.interfaceRef<Typed>('Node');

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * What every node type declares alike, to spread into its `implement`: its description, `Node` first
 * among its interfaces, and the `__typename` that tells it apart where an interface or union is answered.
 */
export function nodeType<const Interfaces extends InterfaceParam<Types>[]>(
  typename: string,
  description: string,
  ...interfaces: Interfaces
) {
  return {
    description,
    interfaces: [NodeRef, ...interfaces] as [typeof NodeRef, ...Interfaces],
    isTypeOf: (value: unknown) => (value as Typed).__typename === typename,
  };
}
export const ActorRef = builder.interfaceRef<Typed>('Actor');
export const RepositoryOwnerRef = builder.interfaceRef<OrganizationShape | UserShape>('RepositoryOwner');
export const LabelableRef = builder.interfaceRef<IssueOrPull>('Labelable');
export const AssignableRef = builder.interfaceRef<IssueOrPull>('Assignable');
export const ClosableRef = builder.interfaceRef<IssueOrPull>('Closable');
export const CommentRef = builder.interfaceRef<IssueOrPull | IssueCommentShape>('Comment');
export const ReactableRef = builder.interfaceRef<IssueOrPull | IssueCommentShape>('Reactable');
export const GitObjectRef = builder.interfaceRef<CommitShape>('GitObject');

for (const ref of [
  NodeRef,
  ActorRef,
  RepositoryOwnerRef,
  LabelableRef,
  AssignableRef,
  ClosableRef,
  CommentRef,
  ReactableRef,
  GitObjectRef,
]) {
  ref.implement({ resolveType: byTypename as never });
}

export const RepositoryRef = builder.objectRef<RepositoryShape>('Repository');
export const UserRef = builder.objectRef<UserShape>('User');
export const OrganizationRef = builder.objectRef<OrganizationShape>('Organization');
export const TeamRef = builder.objectRef<TeamShape>('Team');
export const IssueRef = builder.objectRef<IssueShape>('Issue');
export const PullRequestRef = builder.objectRef<PullRequestShape>('PullRequest');
export const LabelRef = builder.objectRef<LabelShape>('Label');
export const MilestoneRef = builder.objectRef<MilestoneShape>('Milestone');
export const ReleaseRef = builder.objectRef<ReleaseShape>('Release');
export const IssueCommentRef = builder.objectRef<IssueCommentShape>('IssueComment');
export const ReviewRef = builder.objectRef<ReviewShape>('PullRequestReview');

/** A commit as the forge sent it, with the repository it was read in. */
export type CommitShape = Tagged<Commit, 'Commit'> & InRepo;
export const CommitRef = builder.objectRef<CommitShape>('Commit');

/** A branch or tag: its full name's prefix and short name, and the commit it points at. */
export type RefShape = Tagged<
  { prefix: string; name: string; oid: string | null; branch?: Branch; tag?: Tag },
  'Ref'
> &
  InRepo;
export const GitRefRef = builder.objectRef<RefShape>('Ref');

export type StatusContextShape = Tagged<CommitStatus, 'StatusContext'> & InRepo;
export const StatusContextRef = builder.objectRef<StatusContextShape>('StatusContext');
export type CheckRunShape = Tagged<WorkflowJob, 'CheckRun'> & InRepo;
export const CheckRunRef = builder.objectRef<CheckRunShape>('CheckRun');

export type ChangedFileShape = ChangedFile;

export const IssueOrPullRequestRef = builder.unionType('IssueOrPullRequest', {
  types: [IssueRef, PullRequestRef],
  resolveType: byTypename as never,
});

export const SearchResultItemRef = builder.unionType('SearchResultItem', {
  types: [IssueRef, PullRequestRef, RepositoryRef, UserRef, OrganizationRef],
  resolveType: byTypename as never,
});

export const StatusCheckRollupContextRef = builder.unionType('StatusCheckRollupContext', {
  types: [StatusContextRef, CheckRunRef],
  resolveType: byTypename as never,
});

export const RequestedReviewerRef = builder.unionType('RequestedReviewer', {
  types: [UserRef, TeamRef],
  resolveType: byTypename as never,
});
