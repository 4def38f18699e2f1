// The whole state of one sandbox: plain arrays of records plus the lookups every handler needs.
import type {
  ActivityRec,
  CommentRec,
  CommitStatusRec,
  HookRec,
  IssueRec,
  JobRec,
  LabelRec,
  MilestoneRec,
  PackageFileRec,
  PackageRec,
  PackageVersionRec,
  PullRec,
  ReleaseRec,
  RepoRec,
  ReviewRec,
  RunRec,
  TeamRec,
  TrackedTimeRec,
  UserRec,
} from './records.js';

export type * from './records.js';
export { Access } from './records.js';

interface WithId {
  id: number;
}

/** A record referenced by id must exist: a dangling id is a store bug, not a caller's error. */
function found<T>(record: T | undefined, what: string): T {
  if (record === undefined) throw new Error(`no ${what}`);
  return record;
}

export class Store {
  readonly users: UserRec[] = [];
  readonly teams: TeamRec[] = [];
  readonly repos: RepoRec[] = [];
  readonly labels: LabelRec[] = [];
  readonly milestones: MilestoneRec[] = [];
  readonly issues: IssueRec[] = [];
  readonly pulls: PullRec[] = [];
  readonly reviews: ReviewRec[] = [];
  readonly comments: CommentRec[] = [];
  readonly releases: ReleaseRec[] = [];
  readonly packages: PackageRec[] = [];
  readonly packageVersions: PackageVersionRec[] = [];
  readonly packageFiles: PackageFileRec[] = [];
  readonly hooks: HookRec[] = [];
  readonly trackedTimes: TrackedTimeRec[] = [];
  readonly runs: RunRec[] = [];
  readonly jobs: JobRec[] = [];
  readonly activities: ActivityRec[] = [];
  readonly commitStatuses: CommitStatusRec[] = [];
  /** `<ownerId>/<lower name>` of a moved repo → its id (the old path answers 301) */
  readonly repoRedirects = new Map<string, number>();

  /** Next free id of a collection: ids stay unique even when a seed chose its own. */
  nextId(list: readonly WithId[]): number {
    let max = 0;
    for (const item of list) if (item.id > max) max = item.id;
    return max + 1;
  }

  userByName(name: string): UserRec | undefined {
    const lower = name.toLowerCase();
    return this.users.find((u) => u.login.toLowerCase() === lower);
  }

  userById(id: number): UserRec | undefined {
    return this.users.find((u) => u.id === id);
  }

  /** Users that exist are referenced by id everywhere; a dangling id is a store bug. */
  user(id: number): UserRec {
    return found(this.userById(id), `user with id ${id}`);
  }

  repoById(id: number): RepoRec | undefined {
    return this.repos.find((r) => r.id === id);
  }

  repo(id: number): RepoRec {
    return found(this.repoById(id), `repository with id ${id}`);
  }

  repoByName(ownerId: number, name: string): RepoRec | undefined {
    const lower = name.toLowerCase();
    return this.repos.find((r) => r.ownerId === ownerId && r.name.toLowerCase() === lower);
  }

  teamsOf(orgId: number): TeamRec[] {
    return this.teams.filter((t) => t.orgId === orgId);
  }

  issueById(id: number): IssueRec | undefined {
    return this.issues.find((i) => i.id === id);
  }

  issue(id: number): IssueRec {
    return found(this.issueById(id), `issue with id ${id}`);
  }

  issueByIndex(repoId: number, index: number): IssueRec | undefined {
    return this.issues.find((i) => i.repoId === repoId && i.index === index);
  }

  pullOf(issueId: number): PullRec | undefined {
    return this.pulls.find((p) => p.issueId === issueId);
  }

  labelById(id: number): LabelRec | undefined {
    return this.labels.find((l) => l.id === id);
  }

  milestoneById(id: number): MilestoneRec | undefined {
    return this.milestones.find((m) => m.id === id);
  }

  commentById(id: number): CommentRec | undefined {
    return this.comments.find((c) => c.id === id);
  }

  /** Gitea keeps `created_unix` in seconds; the sandbox does the same so JSON has no fractions. */
  now(): Date {
    return new Date(Math.floor(Date.now() / 1000) * 1000);
  }
}
