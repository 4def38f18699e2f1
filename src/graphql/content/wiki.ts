// Wiki pages, their content and revisions (GET …/wiki/revisions/{pageName}) and the Repository
// fields `wikiPage` and `wikiPages`. Gitea spells the committer key `commiter` (modules/structs/wiki.go);
// the schema says `committer`.

import {
  getWikiPage,
  listWikiPages,
  listWikiRevisions,
  WIKI_REVISIONS_PAGE_SIZE,
} from '../../forge/endpoints/index.js';
import type { CommitUser, WikiCommit } from '../../forge/types/index.js';
import type { WikiPage, WikiPageMetaData } from '../../forge/types/wiki.js';
import { CommitUserRef } from '../git/commit-user.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { readsForge } from '../kit/forge-calls.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { expectObject, parseKey, repoKey } from '../kit/loaders.js';
import { expectList, listConnection, listField, pagedList } from '../kit/paged-field.js';
import { prefetch, prefetchChildren } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { toUrl } from '../kit/values.js';
import { rendered, repositoryPath } from './markdown.js';

export const WikiCommitRef = builder.objectRef<WikiCommit>('WikiCommit').implement({
  description:
    'One revision of a wiki page. Not a Node: its sha is a commit of the wiki’s own git repository, which the forge reads no single revision of (GET /repos/{owner}/{repo}/wiki/revisions/{pageName} lists a page’s revisions, GET …/wiki/page/{pageName} reads only its latest).',
  fields: (t) => ({
    sha: t.exposeString('sha', {
      nullable: false,
      description: 'The SHA of the revision’s commit in the wiki’s git repository.',
    }),
    author: t.field({
      type: CommitUserRef,
      description: 'Who wrote the revision.',
      resolve: (c) => c.author ?? null,
    }),
    committer: t.field({
      type: CommitUserRef,
      description: 'Who committed the revision (the forge spells the key `commiter`).',
      resolve: (c) => c.commiter ?? (c as { committer?: CommitUser }).committer ?? null,
    }),
    message: t.exposeString('message', { description: 'The revision’s commit message.' }),
  }),
});

export const WikiCommitConnection = connectionType(WikiCommitRef, 'WikiCommit');

export interface WikiPageShape extends RepoRef {
  /** the page's web path (`Getting-Started`) */
  name: string;
  /** what a page list said of it: title, link and last change, no content */
  meta?: WikiPageMetaData;
  /** the whole page, as read or as a write answered it */
  page?: WikiPage;
}

const wikiKeyOf = (page: WikiPageShape) => JSON.stringify([page.owner, page.repo, page.name]);

export const WikiPageRef = builder.loadableNodeRef('WikiPage', {
  id: { resolve: wikiKeyOf },
  // A page is addressed by its repository and name; its fields read the forge when selected.
  load: async (keys: string[]) =>
    keys.map((key) => {
      const [owner = '', repo = '', name = ''] = parseKey(key);
      return { owner, repo, name };
    }),
  toKey: wikiKeyOf,
});

const PAGE_ROUTE = 'GET /repos/{owner}/{repo}/wiki/page/{pageName}';

/** The whole page: what a write answered, or one read per page and request shared by all its fields. */
function pageOf(context: Context, shape: WikiPageShape): Promise<WikiPage> {
  if (shape.page) return Promise.resolve(shape.page);
  return memoize(context, `${PAGE_ROUTE}:${wikiKeyOf(shape)}`, async () => {
    const { data } = await getWikiPage(context.forge, { ...repoRefOfShape(shape), pageName: shape.name });
    return expectObject<WikiPage>(data, PAGE_ROUTE, 'sub_url');
  });
}

const repoRefOfShape = (shape: WikiPageShape): RepoRef => ({ owner: shape.owner, repo: shape.repo });

/** Title, link and last change: from the list the page came in, else from the page itself. */
const metaOf = async (context: Context, shape: WikiPageShape): Promise<WikiPageMetaData> =>
  shape.meta ?? pageOf(context, shape);

/**
 * The lookahead of a field that reads the page: `wikiPage`'s own lookahead starts it with the other
 * calls under the repository. It costs no call of its own in the estimate: `wikiPage` counts the read.
 */
const readsPage = { ...prefetch<WikiPageShape>((context, page) => pageOf(context, page)), ...readsForge(0) };

/** The forge sends page, sidebar and footer in base64; an empty one is absent. */
const decoded = (base64: string | undefined) =>
  base64 ? Buffer.from(base64, 'base64').toString('utf8') : null;

WikiPageRef.implement({
  description:
    'A page of the repository wiki. `node(id:)` costs no call: the page is its repository and name. `title`, `htmlUrl` and `lastCommit` come with `wikiPages` at no cost; otherwise they, `text`, `commitCount`, `sidebar` and `footer` share one read of the page (GET /repos/{owner}/{repo}/wiki/page/{pageName}); a page that does not exist fails them with NOT_FOUND.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false, description: 'The page’s web name, e.g. Home.' }),
    title: t.string({
      extensions: readsPage,
      description: 'The title as the wiki shows it (`Getting Started`).',
      resolve: async (page, _args, context) => (await metaOf(context, page)).title,
    }),
    htmlUrl: t.field({
      extensions: readsPage,
      type: 'URL',
      description: 'The page in the forge’s web interface.',
      resolve: async (page, _args, context) => toUrl((await metaOf(context, page)).html_url),
    }),
    lastCommit: t.field({
      extensions: readsPage,
      type: WikiCommitRef,
      description: 'The newest revision of the page.',
      resolve: async (page, _args, context) => (await metaOf(context, page)).last_commit ?? null,
    }),
    text: t.string({
      extensions: readsPage,
      description:
        'The Markdown source; empty when the page is larger than the forge’s API blob limit (setting.API.DefaultMaxBlobSize).',
      resolve: async (page, _args, context) => decoded((await pageOf(context, page)).content_base64) ?? '',
    }),
    bodyHTML: t.string({
      // the page read starts with the lookahead; the rendering (POST /markup) is the field's own call
      extensions: { ...readsPage, ...readsForge() },
      description:
        'The page as HTML, rendered by the forge in wiki mode, in the repository’s context (POST /markup; one call per distinct text in a request, none when cached).',
      resolve: async (page, _args, context) => {
        const text = decoded((await pageOf(context, page)).content_base64) ?? '';
        return rendered(context, { mode: 'wiki', context: repositoryPath(repoRefOfShape(page)), text });
      },
    }),
    commitCount: forgeNumberField(
      t,
      'Int',
      async (page, context) => (await pageOf(context, page)).commit_count,
      {
        extensions: readsPage,
        description: 'How many revisions the page has.',
      },
    ),
    sidebar: t.string({
      extensions: readsPage,
      description: 'The wiki’s _Sidebar page (Markdown); null when it has none.',
      resolve: async (page, _args, context) => decoded((await pageOf(context, page)).sidebar),
    }),
    footer: t.string({
      extensions: readsPage,
      description: 'The wiki’s _Footer page (Markdown); null when it has none.',
      resolve: async (page, _args, context) => decoded((await pageOf(context, page)).footer),
    }),
    revisions: t.field({
      type: WikiCommitConnection,
      nullable: false,
      description:
        'Revisions, newest first (GET /repos/{owner}/{repo}/wiki/revisions/{pageName}: one call per page of the window; the forge pages them by 50).',
      args: t.arg.connectionArgs(),
      // the lookahead starts the revisions with the page's read
      extensions: listField(revisions, (page: WikiPageShape) => page).extensions,
      resolve: (page, args, context) => revisions(context, page, args),
    }),
  }),
});

export const WikiPageConnection = connectionType(WikiPageRef, 'WikiPage');

const PAGES_ROUTE = 'GET /repos/{owner}/{repo}/wiki/pages';

/**
 * The wiki's pages in the forge's order (its files by name). Gitea reads a `limit` of 1 as its default
 * 30 (routers/api/v1/repo/wiki.go ListWikiPages), so a window of one asks for a page of two and keeps
 * the one it wanted. X-Total-Count counts every file of the wiki, sidebar and footer included.
 */
const wikiPages = pagedList<RepoRef, object, WikiPageMetaData, WikiPageShape>({
  endpoint: listWikiPages,
  key: (ref) => repoKey(ref.owner, ref.repo),
  fetch: async (context, ref, _args, { page, limit }) => {
    if (limit > 1) return listWikiPages(context.forge, { ...ref, page, limit });
    const response = await listWikiPages(context.forge, { ...ref, page: Math.ceil(page / 2), limit: 2 });
    const items = expectList<WikiPageMetaData>(response.data, PAGES_ROUTE);
    return { ...response, data: items.slice((page - 1) % 2, ((page - 1) % 2) + 1) };
  },
  map: (meta, ref) => ({ ...ref, name: meta.sub_url, meta }),
});

const REVISIONS_ROUTE = 'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}';

// The forge wraps the page in `{ commits, count }`; a body without that list fails the field.
const revisions = pagedList<WikiPageShape, object, WikiCommit>({
  endpoint: listWikiRevisions,
  key: (page) => `${repoKey(page.owner, page.repo)}:${page.name}`,
  fetch: (context, page, _args, { page: pageNumber }) =>
    listWikiRevisions(context.forge, { ...page, pageName: page.name, page: pageNumber }),
  read: (data, paging) => {
    const body = data as { commits?: unknown; count?: unknown } | null;
    return {
      items: expectList<WikiCommit>(body?.commits, REVISIONS_ROUTE),
      totalCount: paging.totalCount ?? body?.count ?? null,
    };
  },
  window: { fixedPageSize: WIKI_REVISIONS_PAGE_SIZE },
});

builder.objectFields(RepositoryRef, (t) => ({
  wikiPage: t.field({
    type: WikiPageRef,
    // Its fields share one read of the page (the reference itself costs none). The lookahead starts
    // that read and the revisions with the repository's other calls, so a repository whose selection
    // is its wiki needs no read of its own: those calls prove it exists (reference-root.ts).
    extensions: {
      ...readsForge(),
      ...prefetch<RepoRef>((context, ref, args, info, node) =>
        Promise.all(prefetchChildren('WikiPage', { ...ref, name: String(args.name) }, context, info, [node])),
      ),
    },
    nullable: false,
    description:
      'A wiki page by its web name (`Home`; `-` stands for a space). The page costs one read shared by its fields (GET /repos/{owner}/{repo}/wiki/page/{pageName}), its revisions their own; a repository selected for its wiki alone is not read.',
    args: {
      name: t.arg.string({
        required: true,
        description: 'The page’s web name, e.g. `Home` or `Getting-Started`.',
      }),
    },
    resolve: (repository, args) => ({ ...repoRefOf(repository), name: args.name }),
  }),
  wikiPages: listConnection(
    t,
    WikiPageConnection,
    listField(wikiPages, repoRefOf),
    'The wiki’s pages by file name, with title, link and last change (GET /repos/{owner}/{repo}/wiki/pages: one call per page of the window); NOT_FOUND for a repository whose wiki has no page yet.',
  ),
}));
