// ContentsResponse and commit JSON (Gitea's services/repository/files/content.go and file.go).
import type { CommitUser, ContentsEntry, FileCommitResponse, Verification } from '../../forge/types/index.js';
import {
  type GitCommit,
  type GitRepo,
  type GitSignature,
  getEntry,
  lastCommitFor,
  readPath,
} from '../git/repository.js';
import type { RequestContext } from '../http/context.js';
import { queryEscape } from '../http/paging.js';
import type { RepoRec } from '../model/records.js';
import { pathEscape, pathEscapeSegments, rfc3339, ZERO_TIME } from './format.js';
import { repoApiUrl, repoHtmlUrl } from './repos.js';

/** Blobs over Gitea's [api] DEFAULT_MAX_BLOB_SIZE (10 MiB) come back without content */
const MAX_BLOB_SIZE = 10 * 1024 * 1024;

export interface RefInfo {
  commitSha: string;
  /** the ref as given, or the default branch */
  ref: string;
  refType: 'branch' | 'tag' | 'commit';
}

export interface ContentsOptions {
  content: boolean;
  commitMetadata: boolean;
  commitMessage: boolean;
}

/** As Gitea's RepoRefForAPI (services/context/api.go): branch first, then tag, then a full-length commit id */
export function resolveRefInfo(repo: RepoRec, ref: string): RefInfo | null {
  const name = ref === '' ? repo.defaultBranch : ref;
  const branch = repo.git.branches.get(name);
  if (branch) return { commitSha: branch, ref: name, refType: 'branch' };
  const tag = repo.git.tags.get(name);
  if (tag) return { commitSha: tag, ref: name, refType: 'tag' };
  if (/^[0-9a-f]{40}$/i.test(name)) {
    const sha = name.toLowerCase();
    if (repo.git.objects.get(sha)?.type === 'commit') return { commitSha: sha, ref: name, refType: 'commit' };
  }
  return null;
}

function submoduleUrl(git: GitRepo, commitSha: string, path: string): string | null {
  const modules = readPath(git, commitSha, '.gitmodules');
  if (modules?.type !== 'file') return null;
  let current: string | null = null;
  let url: string | null = null;
  for (const line of modules.content.toString('utf8').split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('[')) {
      if (current === path && url) return url;
      current = null;
      url = null;
    }
    const kv = /^(path|url)\s*=\s*(.*)$/.exec(trimmed);
    if (kv?.[1] === 'path') current = kv[2] ?? null;
    if (kv?.[1] === 'url') url = kv[2] ?? null;
  }
  return current === path ? url : null;
}

/** One entry as Gitea's GetContents renders it; null when the path does not exist at the ref. */
export function contentsEntry(
  ctx: RequestContext,
  repo: RepoRec,
  ref: RefInfo,
  path: string,
  opts: ContentsOptions,
): ContentsEntry | null {
  const entry = getEntry(repo.git, ref.commitSha, path);
  if (!entry) return null;
  const api = repoApiUrl(ctx, repo);
  const html = repoHtmlUrl(ctx, repo);
  const treePath = entry.path;
  const self = `${api}/contents/${pathEscapeSegments(treePath)}?ref=${queryEscape(ref.ref)}`;
  // Built as a plain record: Gitea sends null (not absent) for the URLs a submodule has none of.
  const json: Record<string, unknown> = { name: entry.name, path: treePath, sha: entry.sha };
  if (opts.commitMetadata || opts.commitMessage) {
    const last = lastCommitFor(repo.git, ref.commitSha, treePath);
    if (last && opts.commitMetadata) {
      json.last_commit_sha = last.sha;
      json.last_committer_date = rfc3339(last.committer.date);
      json.last_author_date = rfc3339(last.author.date);
    }
    if (last && opts.commitMessage) json.last_commit_message = last.message;
  }
  json.type = entry.type;
  json.size = entry.size;
  json.encoding = null;
  json.content = null;
  json.target = null;
  if (entry.type === 'file' && opts.content && entry.size <= MAX_BLOB_SIZE) {
    const file = readPath(repo.git, ref.commitSha, treePath);
    if (file && file.type !== 'dir') {
      json.encoding = 'base64';
      json.content = file.content.toString('base64');
    }
  }
  if (entry.type === 'symlink') {
    const link = readPath(repo.git, ref.commitSha, treePath);
    if (link && link.type !== 'dir') json.target = link.content.toString('utf8');
  }
  const web = entry.type !== 'submodule';
  const refPath = `${ref.refType}/${pathEscapeSegments(ref.ref)}/${pathEscapeSegments(treePath)}`;
  const htmlUrl = web ? `${html}/src/${refPath}` : null;
  const gitUrl = web
    ? `${api}/git/${entry.type === 'dir' ? 'trees' : 'blobs'}/${pathEscape(entry.sha)}`
    : null;
  json.url = self;
  json.html_url = htmlUrl;
  json.git_url = gitUrl;
  json.download_url = entry.type === 'file' || entry.type === 'symlink' ? `${html}/raw/${refPath}` : null;
  json.submodule_git_url = web ? null : submoduleUrl(repo.git, ref.commitSha, treePath);
  json._links = web ? { self, git: gitUrl, html: htmlUrl } : { self };
  return json as unknown as ContentsEntry;
}

/** The entries of a directory, in git's tree order, without content. */
export function dirEntries(
  ctx: RequestContext,
  repo: RepoRec,
  ref: RefInfo,
  path: string,
  opts: ContentsOptions,
): ContentsEntry[] | null {
  const dir = readPath(repo.git, ref.commitSha, path);
  if (dir?.type !== 'dir') return null;
  const entryOpts = { ...opts, content: false };
  return dir.entries.flatMap((e) => contentsEntry(ctx, repo, ref, e.path, entryOpts) ?? []);
}

export function commitUser(sig: GitSignature): CommitUser {
  return { name: sig.name, email: sig.email, date: rfc3339(sig.date) };
}

/** Gitea's GetFileCommitResponse */
export function fileCommitJson(ctx: RequestContext, repo: RepoRec, commit: GitCommit): FileCommitResponse {
  const api = repoApiUrl(ctx, repo);
  return {
    url: `${api}/git/commits/${commit.sha}`,
    sha: commit.sha,
    created: ZERO_TIME,
    html_url: `${repoHtmlUrl(ctx, repo)}/commit/${commit.sha}`,
    author: commitUser(commit.author),
    committer: commitUser(commit.committer),
    parents: commit.parents.map((sha) => ({ url: `${api}/git/commits/${sha}`, sha, created: ZERO_TIME })),
    message: commit.message,
    tree: { url: `${api}/git/trees/${commit.tree}`, sha: commit.tree, created: ZERO_TIME },
  };
}

export const UNSIGNED: Verification = {
  verified: false,
  reason: 'gpg.error.not_signed_commit',
  signature: '',
  signer: null,
  payload: '',
};
