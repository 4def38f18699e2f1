// The wiki's writes (routers/api/v1/repo/wiki.go NewWikiPage, EditWikiPage, DeleteWikiPage over
// services/wiki updateWikiPage and DeleteWikiPage): one commit on the wiki's branch each.

import {
  type ChangeOperation,
  commitChanges,
  createGitRepo,
  type GitRepo,
  type GitSignature,
} from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { RepoRec } from '../../model/records.js';
import { CreateWikiPageOptionsSchema } from './forms.js';
import { pageFile, pageJson, RESERVED_WIKI_NAMES, WIKI_BRANCH, webPathOfTitle } from './wiki-pages.js';

interface CreateWikiPageOptions {
  title?: string;
  content_base64?: string;
  message?: string;
}

/** Go's base64.StdEncoding.DecodeString: the standard alphabet with padding, nothing else */
function decodeContent(ctx: RequestContext, base64: string | undefined): Buffer {
  const text = base64 ?? '';
  const content = Buffer.from(text, 'base64');
  if (content.toString('base64') !== text) throw ctx.error(400, 'invalid base64 encoding of content');
  return content;
}

function doerSignature(ctx: RequestContext): GitSignature {
  const user = ctx.doer;
  return { name: user.fullName || user.login, email: user.email, date: ctx.store.now() };
}

/** InitWiki: a repository's first page makes its wiki */
function wikiOf(repo: RepoRec): GitRepo {
  repo.wiki ??= createGitRepo();
  return repo.wiki;
}

function commit(ctx: RequestContext, wiki: GitRepo, operations: ChangeOperation[], message: string): void {
  const author = doerSignature(ctx);
  const result = commitChanges(wiki, WIKI_BRANCH, { operations, message, author, committer: author });
  if ('error' in result) throw ctx.error(500, '');
}

const reply = (ctx: RequestContext, status: number, repo: RepoRec, wiki: GitRepo, file: string) =>
  jsonReply(status, pageJson(ctx, repo, wiki, wiki.branches.get(WIKI_BRANCH) as string, file));

/** NewWikiPage: 400 for an empty title, bad base64, a reserved name or a page that exists; else 201 */
export function createWikiPage(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const form = ctx.bind<CreateWikiPageOptions>(CreateWikiPageOptionsSchema);
  const title = form.title ?? '';
  if (title.trim() === '') throw ctx.error(400, 'emptyTitle');
  const webPath = webPathOfTitle(title);
  const content = decodeContent(ctx, form.content_base64);
  if (RESERVED_WIKI_NAMES.includes(webPath)) throw ctx.error(400, `wiki title is reserved: ${webPath}`);
  const wiki = wikiOf(repo);
  const head = wiki.branches.get(WIKI_BRANCH);
  const file = `${webPath}.md`;
  if (head && pageFile(wiki, head, webPath) === file) {
    throw ctx.error(400, `wiki page already exists [title: ${file}]`);
  }
  const message = form.message || `Add ${JSON.stringify(title)}`;
  commit(ctx, wiki, [{ operation: 'upload', path: file, content }], message);
  return reply(ctx, 201, repo, wiki, file);
}

/**
 * EditWikiPage: writes the content under the new title (the old one when none is given), removing the
 * old page when the title changes. Every failure is a 500 here, a reserved name too; a page that is
 * not there is simply written, and content left out empties the page.
 */
export function editWikiPage(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const form = ctx.bind<CreateWikiPageOptions>(CreateWikiPageOptionsSchema);
  const oldPath = ctx.param('pageName');
  const newPath = webPathOfTitle(form.title ?? '') || oldPath;
  const content = decodeContent(ctx, form.content_base64);
  if (RESERVED_WIKI_NAMES.includes(newPath)) throw ctx.error(500, '');
  const wiki = wikiOf(repo);
  const head = wiki.branches.get(WIKI_BRANCH);
  const oldFile = head ? pageFile(wiki, head, oldPath) : undefined;
  const file = `${newPath}.md`;
  const operations: ChangeOperation[] = [];
  if (oldFile && oldFile !== file) operations.push({ operation: 'delete', path: oldFile });
  operations.push({ operation: 'upload', path: file, content });
  commit(ctx, wiki, operations, form.message || `Update ${JSON.stringify(newPath)}`);
  return reply(ctx, 200, repo, wiki, file);
}

/** DeleteWikiPage: 404 for a page that is not there, else 204 */
export function deleteWikiPage(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const wiki = repo.wiki;
  const head = wiki?.branches.get(WIKI_BRANCH);
  // InitWiki then a clone of a branch that does not exist yet
  if (!wiki || !head) throw ctx.error(500, '');
  const name = ctx.param('pageName');
  const file = pageFile(wiki, head, name);
  if (!file) throw ctx.notFound('file does not exist');
  commit(ctx, wiki, [{ operation: 'delete', path: file }], `Delete page ${JSON.stringify(name)}`);
  return { status: 204 };
}
