// The wiki's reads (routers/api/v1/repo/wiki.go): revisions of a page, the page list and
// one page. Behind repoAssignment and mustEnableWiki; a repository without a wiki is a 404.

import { type GitRepo, lastCommitFor, logPath, readPath, type Sha } from '../../git/repository.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import { DEFAULT_PAGING_NUM, formInt, listHeaders, totalCountHeaders } from '../../http/paging.js';
import { pageFile, pageJson, pageMetaJson, WIKI_BRANCH, wikiCommitJson } from './wiki-pages.js';

/** `[git] COMMITS_RANGE_SIZE`: wiki revisions come 50 to a page, with no `limit` parameter */
const COMMITS_RANGE_SIZE = 50;

/** findWikiRepoCommit: the wiki and its head, or the 404 Gitea answers for a wiki never written */
export function wikiHead(ctx: RequestContext): { wiki: GitRepo; head: Sha } {
  const { repo } = ctx.repo();
  const wiki = repo.wiki;
  if (!wiki) throw ctx.notFound(undefined, ['no such file or directory']);
  const head = wiki.branches.get(WIKI_BRANCH);
  if (!head)
    throw ctx.notFound(undefined, [`object does not exist [id: refs/heads/${WIKI_BRANCH}, rel_path: ]`]);
  return { wiki, head };
}

/** GET .../wiki/revisions/{pageName}: 200 {commits, count} + X-Total-Count only; the committer key is `commiter` upstream */
export function listWikiRevisions(ctx: RequestContext): Reply {
  const { wiki, head } = wikiHead(ctx);
  const file = pageFile(wiki, head, ctx.param('pageName') || 'Home');
  if (!file) throw ctx.notFound();
  const history = logPath(wiki, head, file);
  const page = Math.max(formInt(ctx.query.get('page')), 1);
  const commits = history
    .slice((page - 1) * COMMITS_RANGE_SIZE, page * COMMITS_RANGE_SIZE)
    .map(wikiCommitJson);
  const headers = listHeaders(ctx, history.length, COMMITS_RANGE_SIZE, false);
  return jsonReply(200, { commits, count: history.length }, headers);
}

/**
 * ListWikiPages: the head's root entries in tree order; page and limit are read by hand (a limit of 1
 * or less is the default 30, and there is no maximum), entries that are not `.md` files are skipped
 * but still take their place in the window, and X-Total-Count counts every entry.
 */
export function listWikiPages(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const { wiki, head } = wikiHead(ctx);
  const page = Math.max(formInt(ctx.query.get('page')), 1);
  const requested = formInt(ctx.query.get('limit'));
  const limit = requested <= 1 ? DEFAULT_PAGING_NUM : requested;
  const root = readPath(wiki, head, '');
  const entries = root?.type === 'dir' ? root.entries : [];
  const pages = entries
    .map((entry, i) => ({ entry, i }))
    .filter(({ entry, i }) => i >= (page - 1) * limit && i < page * limit && entry.type === 'file')
    .filter(({ entry }) => entry.name.endsWith('.md'))
    .map(({ entry }) =>
      pageMetaJson(ctx, repo, entry.name.slice(0, -3), lastCommitFor(wiki, head, entry.path)),
    );
  return jsonReply(200, pages, totalCountHeaders(entries.length));
}

/** GetWikiPage: 404 for a page the head does not hold */
export function getWikiPage(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const { wiki, head } = wikiHead(ctx);
  const file = pageFile(wiki, head, ctx.param('pageName'));
  if (!file) throw ctx.notFound();
  return jsonReply(200, pageJson(ctx, repo, wiki, head, file));
}
