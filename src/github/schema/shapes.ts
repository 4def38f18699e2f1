// What the face's resolvers hold: the forge's objects as it sent them, each copied once with the
// GitHub type it stands for (`__typename`), so that an interface or union knows what it holds
// without another call.

import type {
  Comment,
  Issue,
  Label,
  Milestone,
  Organization,
  PullRequest,
  PullReview,
  Release,
  Repository,
  Team,
  User,
} from '../../forge/types/index.js';

export type Tagged<T, N extends string> = T & { __typename: N };

export const tag = <T extends object, N extends string>(typename: N, value: T): Tagged<T, N> => ({
  ...value,
  __typename: typename,
});

/** Where an object of a repository lives. */
export interface InRepo {
  owner: string;
  repo: string;
}

export type RepositoryShape = Tagged<Repository, 'Repository'>;
export type UserShape = Tagged<User, 'User'>;
export type OrganizationShape = Tagged<Organization, 'Organization'>;
export type TeamShape = Tagged<Team, 'Team'>;
export type IssueShape = Tagged<Issue, 'Issue'> & InRepo;
export type PullRequestShape = Tagged<PullRequest, 'PullRequest'> & InRepo;
export type LabelShape = Tagged<Label, 'Label'> & InRepo;
export type MilestoneShape = Tagged<Milestone, 'Milestone'> & InRepo;
export type ReleaseShape = Tagged<Release, 'Release'> & InRepo;
export type IssueCommentShape = Tagged<Comment, 'IssueComment'> & InRepo;
export type ReviewShape = Tagged<PullReview, 'PullRequestReview'> & InRepo & { pullNumber: number };

export type IssueOrPull = IssueShape | PullRequestShape;

export const inRepo = <T extends object, N extends string>(
  typename: N,
  where: InRepo,
  value: T,
): Tagged<T, N> & InRepo => ({ ...value, __typename: typename, owner: where.owner, repo: where.repo });
