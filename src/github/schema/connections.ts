// The connections of the face, one per node type, made in one place so every family can serve them.

import type { ArgBuilder } from '@pothos/core';
import type { builder } from './builder.js';
import { connectionOf, pagingArgs } from './connection.js';
import { IssueOrderInput, IssueStateEnum, PullRequestStateEnum } from './enums.js';
import {
  CheckRunRef,
  GitRefRef,
  IssueCommentRef,
  IssueRef,
  LabelRef,
  MilestoneRef,
  OrganizationRef,
  PullRequestRef,
  ReleaseRef,
  RepositoryRef,
  ReviewRef,
  StatusCheckRollupContextRef,
  TeamRef,
  UserRef,
} from './refs.js';

export const RepositoryConnectionRef = connectionOf('Repository', RepositoryRef);
export const OrganizationConnectionRef = connectionOf('Organization', OrganizationRef);
export const TeamConnectionRef = connectionOf('Team', TeamRef);
export const UserConnectionRef = connectionOf('User', UserRef);
export const IssueConnectionRef = connectionOf('Issue', IssueRef);
export const PullRequestConnectionRef = connectionOf('PullRequest', PullRequestRef);
export const LabelConnectionRef = connectionOf('Label', LabelRef);
export const MilestoneConnectionRef = connectionOf('Milestone', MilestoneRef);
export const ReleaseConnectionRef = connectionOf('Release', ReleaseRef);
export const IssueCommentConnectionRef = connectionOf('IssueComment', IssueCommentRef);
export const ReviewConnectionRef = connectionOf('PullRequestReview', ReviewRef);
export const RefConnectionRef = connectionOf('Ref', GitRefRef);
export const CheckRunConnectionRef = connectionOf('CheckRun', CheckRunRef);
export const ContextConnectionRef = connectionOf('StatusCheckRollupContext', StatusCheckRollupContextRef);

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** What every list of a repository's issues takes (`Repository.issues`, `Label.issues`, `Milestone.issues`). */
export const issueListArgs = (arg: ArgBuilder<Types>) => ({
  ...pagingArgs(arg),
  orderBy: arg({ type: IssueOrderInput }),
  states: arg({ type: [IssueStateEnum] }),
});

/** What every list of a repository's pull requests takes (`Repository.pullRequests`, `Label.pullRequests`). */
export const pullListArgs = (arg: ArgBuilder<Types>) => ({
  ...pagingArgs(arg),
  baseRefName: arg.string(),
  headRefName: arg.string(),
  orderBy: arg({ type: IssueOrderInput }),
  states: arg({ type: [PullRequestStateEnum] }),
});
