// Wiki pages and their revisions (spec: WikiCommitList, WikiCommit; op 18) and the Repository field
// `wikiPage`. facts: the forge spells the committer key `commiter`; we expose `committer`.

import { listWikiRevisions, WIKI_REVISIONS_PAGE_SIZE } from '../../forge/endpoints/wiki.js';
import type { CommitUser, WikiCommit } from '../../forge/types.js';
import { builder } from '../builder.js';
import { connectionType } from '../connection-type.js';
import { parseKey, repoKey } from '../loaders.js';
import { expectList, pagedList } from '../paged-field.js';
import { type RepoRef, RepositoryRef, repoRefOf } from '../repository/repository.js';
import { toDateTime } from '../values.js';

export const CommitUserRef = builder.objectRef<CommitUser>('CommitUser').implement({
  description: 'The author or committer of a commit (spec: CommitUser).',
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    date: t.field({ type: 'DateTime', resolve: (u) => toDateTime(u.date) }),
  }),
});

export const WikiCommitRef = builder.objectRef<WikiCommit>('WikiCommit').implement({
  description: 'One revision of a wiki page (spec: WikiCommit).',
  fields: (t) => ({
    sha: t.exposeString('sha', { nullable: false }),
    author: t.field({ type: CommitUserRef, resolve: (c) => c.author ?? null }),
    committer: t.field({
      type: CommitUserRef,
      description: 'spec: commiter',
      resolve: (c) => c.commiter ?? (c as { committer?: CommitUser }).committer ?? null,
    }),
    message: t.exposeString('message'),
  }),
});

export const WikiCommitConnection = connectionType(WikiCommitRef, 'WikiCommit');

interface WikiPageShape extends RepoRef {
  name: string;
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

WikiPageRef.implement({
  description:
    'A page of the repository wiki. `node(id:)` costs no call: the page is its repository and name, and `revisions` reads the forge when selected.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false, description: 'the page’s web name, e.g. Home' }),
    revisions: t.field({
      type: WikiCommitConnection,
      nullable: false,
      description: 'Revisions, newest first (spec op 18; the forge pages them by 50).',
      args: t.arg.connectionArgs(),
      resolve: (page, args, context) => revisions(context, page, args),
    }),
  }),
});

const REVISIONS_ROUTE = 'GET /repos/{owner}/{repo}/wiki/revisions/{pageName}';

// The forge wraps the page in `{ commits, count }`; a body without that list fails the field.
const revisions = pagedList<WikiPageShape, object, WikiCommit>({
  route: REVISIONS_ROUTE,
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
    nullable: false,
    description: 'A wiki page by its web name (`Home`; `-` stands for a space).',
    args: { name: t.arg.string({ required: true }) },
    resolve: (repository, args) => ({ ...repoRefOf(repository), name: args.name }),
  }),
}));
