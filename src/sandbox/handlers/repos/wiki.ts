// Op 18: GET /repos/{owner}/{repo}/wiki/revisions/{pageName} (facts op 18).
import type { RequestContext } from '../../context.js';
import { commitUser } from '../../convert/contents.js';
import { jsonReply, type Reply } from '../../errors.js';
import { getEntry, logPath } from '../../git.js';
import { formInt, listHeaders } from '../../paging.js';

/** `[git] COMMITS_RANGE_SIZE`: wiki revisions come 50 to a page, with no `limit` parameter */
const COMMITS_RANGE_SIZE = 50;
const WIKI_BRANCH = 'main';

/** Web path → file: `.md` may be given, `-` and space are interchangeable. */
function pageFiles(pageName: string): string[] {
  const name = pageName.replace(/\.md$/, '');
  return [...new Set([`${name.replaceAll(' ', '-')}.md`, `${name}.md`, `${name.replaceAll('-', ' ')}.md`])];
}

/** op 18: 200 {commits, count} + X-Total-Count only; the committer key is `commiter` upstream */
export function listWikiRevisions(ctx: RequestContext): Reply {
  const { repo } = ctx.repo();
  const wiki = repo.wiki;
  if (!wiki) throw ctx.notFound(undefined, ['no such file or directory']);
  const head = wiki.branches.get(WIKI_BRANCH);
  if (!head)
    throw ctx.notFound(undefined, [`object does not exist [id: refs/heads/${WIKI_BRANCH}, rel_path: ]`]);
  const file = pageFiles(ctx.param('pageName') || 'Home').find(
    (f) => getEntry(wiki, head, f)?.type === 'file',
  );
  if (!file) throw ctx.notFound();
  const history = logPath(wiki, head, file);
  const page = Math.max(formInt(ctx.query.get('page')), 1);
  const commits = history.slice((page - 1) * COMMITS_RANGE_SIZE, page * COMMITS_RANGE_SIZE).map((c) => ({
    sha: c.sha,
    author: commitUser(c.author),
    commiter: commitUser(c.committer),
    message: c.message,
  }));
  const headers = listHeaders(ctx, history.length, COMMITS_RANGE_SIZE, false);
  return jsonReply(200, { commits, count: history.length }, headers);
}
