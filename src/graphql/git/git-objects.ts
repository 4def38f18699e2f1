// Raw git objects of a Repository: its refs (GET /repos/{owner}/{repo}/git/refs[/{ref}]) and one
// blob by id (GET /repos/{owner}/{repo}/git/blobs/{sha}).

import { getBlob, getGitRefs, listGitRefs } from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { GitBlobResponse, Reference } from '../../forge/types/git.js';
import { builder } from '../kit/builder.js';
import { memoize } from '../kit/context.js';
import { forgeFields } from '../kit/forge-fields.js';
import { invalid } from '../kit/inputs.js';
import { expectObject, repoKey } from '../kit/loaders.js';
import { RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { FIELDS } from './fields.js';

const GitRefRef = builder.objectRef<Reference>('GitRef').implement({
  description: 'A branch or tag ref as git names it (Gitea: Reference).',
  fields: (t) => ({
    ...forgeFields(t, { name: ['ref', 'String', 'The full name, e.g. `refs/heads/main`.'] }),
    sha: t.string({ description: 'The object the ref points at.', resolve: (r) => r.object?.sha ?? null }),
    objectType: t.string({
      description: '`commit`, or `tag` for an annotated tag (whose sha is the tag object’s)',
      resolve: (r) => r.object?.type ?? null,
    }),
  }),
});

const GitBlobRef = builder.objectRef<GitBlobResponse>('GitBlob').implement({
  description: 'A git blob: the bytes of one file version (Gitea: GitBlobResponse).',
  fields: (t) => forgeFields(t, FIELDS.GitBlob),
});

const SHA = /^[0-9a-f]{4,64}$/i;

/** The forge's "nothing there" (`status`) as `fallback`; any other failure stays an error. */
async function orWhenNone<T>(status: number, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ForgeError && error.status === status) return fallback;
    throw error;
  }
}

builder.objectFields(RepositoryRef, (t) => ({
  refs: t.field({
    type: [GitRefRef],
    description:
      'Branch and tag refs sorted by full name; with `prefix` (e.g. `heads`, `tags/v1`) only those under `refs/<prefix>`. One call: GET /repos/{owner}/{repo}/git/refs, or …/git/refs/{prefix}.',
    args: {
      prefix: t.arg.string({ description: 'Only refs starting with this, e.g. `heads/` or `tags/v1`.' }),
    },
    resolve: async (repository, args, context) => {
      const { owner, repo } = repoRefOf(repository);
      const prefix = args.prefix?.replace(/^refs\//, '').replace(/\/+$/, '') ?? '';
      return memoize(context, `git-refs:${repoKey(owner, repo)}:${prefix}`, () =>
        // Gitea answers 404, not an empty list, when no ref is under the prefix.
        orWhenNone(404, [] as Reference[], async () => {
          const { data } = prefix
            ? await getGitRefs(context.forge, { owner, repo, ref: prefix })
            : await listGitRefs(context.forge, { owner, repo });
          // One ref named in full comes alone, not in a list.
          return (Array.isArray(data) ? data : [data]) as Reference[];
        }),
      );
    },
  }),
  blob: t.field({
    type: GitBlobRef,
    description:
      'A blob by its id (GET /repos/{owner}/{repo}/git/blobs/{sha}): one call; null when the id names no object (the forge answers 400). The forge does not check the object’s kind: a commit’s, tree’s or tag’s id answers that object’s raw body.',
    args: { sha: t.arg.string({ description: 'The blob’s sha.', required: true }) },
    resolve: async (repository, args, context) => {
      if (!SHA.test(args.sha)) throw invalid('`sha` must be a hexadecimal object id', 'sha');
      const { owner, repo } = repoRefOf(repository);
      const sha = args.sha.toLowerCase();
      return memoize(context, `git-blob:${repoKey(owner, repo)}@${sha}`, () =>
        orWhenNone(400, null, async () => {
          const { data } = await getBlob(context.forge, { owner, repo, sha });
          return expectObject<GitBlobResponse>(data, 'GET /repos/{owner}/{repo}/git/blobs/{sha}', 'sha');
        }),
      );
    },
  }),
}));
