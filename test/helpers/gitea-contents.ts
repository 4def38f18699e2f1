// What Gitea's contents tests expect of README.md in alice/hello at a ref: its ContentsResponse, with
// the links built from the ref and its kind (branch, tag or commit).
import type { SandboxUnderTest } from './sandbox-client.js';

export const README_SHA = '5522b2a8891f6e6c712e08c4d26f251bb280f73d';

/** the ContentsResponse of alice/hello's README.md at `ref`, a `refType`; `content` only for a single read */
export function expectedReadme(
  sandbox: SandboxUnderTest,
  ref: string,
  refType: 'branch' | 'tag' | 'commit',
  lastCommitSha: string,
  content: boolean,
): Record<string, unknown> {
  const origin = sandbox.sb.origin;
  const self = `${sandbox.sb.url}/repos/alice/hello/contents/README.md?ref=${ref}`;
  const html = `${origin}/alice/hello/src/${refType}/${ref}/README.md`;
  const git = `${sandbox.sb.url}/repos/alice/hello/git/blobs/${README_SHA}`;
  const text = '# hello\n\nA tiny TypeScript project that greets the world.\n\nSee docs/guide.md.\n';
  return {
    name: 'README.md',
    path: 'README.md',
    sha: README_SHA,
    last_commit_sha: lastCommitSha,
    last_committer_date: '2026-01-02T10:00:00Z',
    last_author_date: '2026-01-02T10:00:00Z',
    type: 'file',
    size: 78,
    encoding: content ? 'base64' : null,
    content: content ? Buffer.from(text).toString('base64') : null,
    target: null,
    url: self,
    html_url: html,
    git_url: git,
    download_url: `${origin}/alice/hello/raw/${refType}/${ref}/README.md`,
    submodule_git_url: null,
    _links: { self, git, html },
  };
}

/** the head of a branch of alice/hello */
export function helloBranch(sandbox: SandboxUnderTest, branch: string): string {
  const sha = sandbox.sb.store.repoByName(2, 'hello')?.git.branches.get(branch);
  if (!sha) throw new Error(`seed: alice/hello has no branch ${branch}`);
  return sha;
}
