// What the wiki handlers share (services/wiki): web paths and their files, a page's metadata and its
// full JSON (routers/api/v1/repo/wiki.go getWikiPage, services/wiki ToWikiPageMetaData).
import type { WikiCommit } from '../../../forge/types/index.js';
import type { WikiPage, WikiPageMetaData } from '../../../forge/types/wiki.js';
import { commitUser } from '../../convert/contents.js';
import { repoHtmlUrl } from '../../convert/repos.js';
import {
  type GitCommit,
  type GitRepo,
  getEntry,
  lastCommitFor,
  logPath,
  readPath,
  type Sha,
} from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import type { RepoRec } from '../../model/records.js';

export const WIKI_BRANCH = 'main';

/** services/wiki validateWebPath: names the wiki's own pages use */
export const RESERVED_WIKI_NAMES = ['_pages', '_new', '_edit', 'raw'];

/** Web path → file candidates: `.md` may be given, `-` and space are interchangeable (prepareGitPath). */
export function pageFiles(pageName: string): string[] {
  const name = pageName.replace(/\.md$/, '');
  return [...new Set([`${name.replaceAll(' ', '-')}.md`, `${name}.md`, `${name.replaceAll('-', ' ')}.md`])];
}

/** UserTitleToWebPath: spaces become dashes */
export const webPathOfTitle = (title: string) => title.trim().replaceAll(' ', '-');

/** WebPathToUserTitle: dashes become spaces */
export const titleOfWebPath = (webPath: string) => webPath.replaceAll('-', ' ');

/** The file a web path names at the wiki's head, or undefined. */
export function pageFile(wiki: GitRepo, head: Sha, pageName: string): string | undefined {
  return pageFiles(pageName).find((file) => getEntry(wiki, head, file)?.type === 'file');
}

export function wikiCommitJson(commit: GitCommit): WikiCommit {
  return {
    sha: commit.sha,
    author: commitUser(commit.author),
    commiter: commitUser(commit.committer),
    message: commit.message,
  };
}

export function pageMetaJson(
  ctx: RequestContext,
  repo: RepoRec,
  webPath: string,
  lastCommit: GitCommit | null,
): WikiPageMetaData {
  return {
    title: titleOfWebPath(webPath),
    html_url: `${repoHtmlUrl(ctx, repo)}/wiki/${webPath}`,
    sub_url: webPath,
    last_commit: lastCommit ? wikiCommitJson(lastCommit) : null,
  };
}

const base64Of = (wiki: GitRepo, head: Sha, file: string | undefined) => {
  const found = file ? readPath(wiki, head, file) : null;
  return found && found.type === 'file' ? found.content.toString('base64') : '';
};

/** getWikiPage: the page of `file`, its sidebar and footer, revision count and last change. */
export function pageJson(
  ctx: RequestContext,
  repo: RepoRec,
  wiki: GitRepo,
  head: Sha,
  file: string,
): WikiPage {
  const webPath = file.replace(/\.md$/, '');
  return {
    ...pageMetaJson(ctx, repo, webPath, lastCommitFor(wiki, head, file)),
    content_base64: base64Of(wiki, head, file),
    commit_count: logPath(wiki, head, file).length,
    sidebar: base64Of(wiki, head, pageFile(wiki, head, '_Sidebar')),
    footer: base64Of(wiki, head, pageFile(wiki, head, '_Footer')),
  };
}
