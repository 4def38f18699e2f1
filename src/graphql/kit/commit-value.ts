// One shape for a commit, whichever forge answer it came from: a commit list or single commit
// (`Commit`), a file change (`FileCommitResponse`), a branch head (`PayloadCommit`) or only an id
// (a tag's or a parent's `CommitMeta`). The Commit node serves all of them; a field the source
// lacks is read from `GET .../git/commits/{sha}` (see types/commit.ts).

import type { Commit, CommitAffectedFiles, CommitStats, PayloadCommit } from '../../forge/types/git.js';
import type {
  CommitMeta,
  CommitUser,
  FileCommitResponse,
  User,
  Verification,
} from '../../forge/types/index.js';
import { baseKey, repoKey } from './loaders.js';

/** A git signature and, where the forge knows it, the account behind it. */
export interface CommitActor extends CommitUser {
  /** the forge account, embedded by commit lists */
  user?: User | null;
  /** the account's login, given by branch heads */
  login?: string | null;
}

/** What a source carried: `complete` has every git field; the rest say whether the optional parts came. */
export interface CommitParts {
  complete: boolean;
  stat: boolean;
  files: boolean;
  verification: boolean;
}

export interface CommitValue {
  owner: string;
  repo: string;
  sha: string;
  url?: string | null;
  htmlUrl?: string | null;
  message?: string | null;
  author?: CommitActor | null;
  committer?: CommitActor | null;
  /** the committer's date where a source gave it without the rest of the committer (a lightweight tag's target) */
  committedAt?: string | null;
  parents?: CommitMeta[] | null;
  tree?: CommitMeta | null;
  verification?: Verification | null;
  stats?: CommitStats | null;
  files?: CommitAffectedFiles[] | null;
  has: CommitParts;
}

/** `owner/name@sha`: the key of the Commit node and its loader. */
export const commitKey = (owner: string, repo: string, sha: string) => `${repoKey(owner, repo)}@${sha}`;

export function splitCommitKey(loaderKey: string): { owner: string; repo: string; sha: string } {
  const key = baseKey(loaderKey);
  const at = key.lastIndexOf('@');
  const repo = key.slice(0, at);
  const slash = repo.indexOf('/');
  return { owner: repo.slice(0, slash), repo: repo.slice(slash + 1), sha: key.slice(at + 1) };
}

export const commitKeyOf = (commit: CommitValue) => commitKey(commit.owner, commit.repo, commit.sha);

interface Where {
  owner: string;
  repo: string;
}

/** GET .../commits, .../git/commits/{sha}, compare: `parts` says what the call asked the forge to add. */
export function fromRestCommit(
  where: Where,
  commit: Commit,
  parts: Omit<CommitParts, 'complete'>,
): CommitValue {
  const inner = commit.commit;
  return {
    ...where,
    sha: commit.sha,
    url: commit.url,
    htmlUrl: commit.html_url,
    message: inner?.message ?? null,
    author: inner?.author ? { ...inner.author, user: commit.author ?? null } : null,
    committer: inner?.committer ? { ...inner.committer, user: commit.committer ?? null } : null,
    parents: commit.parents ?? [],
    tree: inner?.tree ?? null,
    verification: inner?.verification ?? null,
    stats: commit.stats ?? null,
    files: commit.files ?? null,
    has: { complete: true, ...parts },
  };
}

/** The commit a file change made (changeFiles, deleteFile): no account links, no stats. */
export function fromFileCommit(where: Where, commit: FileCommitResponse): CommitValue {
  return {
    ...where,
    sha: commit.sha,
    url: commit.url ?? null,
    htmlUrl: commit.html_url ?? null,
    message: commit.message ?? null,
    author: commit.author ?? null,
    committer: commit.committer ?? null,
    parents: commit.parents ?? [],
    tree: commit.tree ?? null,
    has: { complete: true, stat: false, files: false, verification: false },
  };
}

/** A branch head: message, author (with login), author date and verification; no parents or tree. */
export function fromPayloadCommit(where: Where, commit: PayloadCommit): CommitValue {
  const actor = (user: PayloadCommit['author'], date: string | null): CommitActor | null =>
    user
      ? { name: user.name ?? '', email: user.email ?? '', date: date ?? '', login: user.username || null }
      : null;
  return {
    ...where,
    sha: commit.id,
    htmlUrl: commit.url,
    message: commit.message,
    author: actor(commit.author, commit.timestamp),
    // The forge's timestamp is the author's: the committer is read when asked for.
    committer: undefined,
    verification: commit.verification ?? null,
    has: { complete: false, stat: false, files: false, verification: commit.verification != null },
  };
}

/** Only the id is known (a tag's target, a parent): every other field is read when asked for. */
export function fromSha(where: Where, sha: string): CommitValue {
  return { ...where, sha, has: { complete: false, stat: false, files: false, verification: false } };
}
