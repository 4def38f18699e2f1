// Repository and its settings objects (Permission, RepoTransfer, ExternalTracker, ExternalWiki,
// InternalTracker). Root field `repository`. Fields that read other operations
// (pull requests, files, issues, wiki, tracked times, releases) live with their own type family.

import type { GraphQLResolveInfo } from 'graphql';
import { callerRightsOf } from '../../forge/cache/caller-rights.js';
import type {
  ExternalTracker,
  ExternalWiki,
  InternalTracker,
  Permission,
  Repository,
  RepoTransfer,
} from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { withDatabaseId } from '../kit/forge-node.js';
import { nodeKey, repoKey } from '../kit/loaders.js';
import { markReference, referenceRoot } from '../kit/reference-root.js';
import { type RepoRef, RepositoryRef } from '../kit/refs/repository.js';
import { rowObjects } from '../kit/row-object.js';
import type { AllowedSelection } from '../kit/selection.js';
import { TeamRef } from '../people/organization.js';
import { FIELDS } from './fields.js';

const rowObject = rowObjects(FIELDS);

/** What of a repository the short record an issue embeds answers: its name, full name, owner's login. */
export const EMBEDDED_REPOSITORY: AllowedSelection = { name: true, fullName: true, owner: { login: true } };

/** The repository as an issue's short record names it (no read; see EMBEDDED_REPOSITORY). */
export function embeddedRepository(meta: { owner: string; name: string; full_name: string }): Repository {
  const owner = markReference({ login: meta.owner });
  return markReference({ owner, name: meta.name, full_name: meta.full_name }) as Repository;
}

export const PermissionRef = rowObject<Permission>(
  'RepositoryPermission',
  'The caller’s access to a repository.',
);

export const RepoTransferRef = builder.objectRef<RepoTransfer>('RepoTransfer').implement({
  description: 'A pending transfer of a repository.',
  fields: (t) => ({
    ...forgeFields(t, FIELDS.RepoTransfer),
    teams: t.field({
      type: [TeamRef],
      description: 'The recipient organization’s teams to get access to it.',
      resolve: (transfer) => transfer.teams ?? null,
    }),
  }),
});

rowObject<ExternalTracker>(
  'ExternalTracker',
  'An issue tracker outside the forge that a repository’s issues link to.',
);

rowObject<ExternalWiki>('ExternalWiki', 'A wiki outside the forge that a repository links to.');

rowObject<InternalTracker>('InternalTracker', 'The settings of a repository’s own issue tracker.');

RepositoryRef.implement({
  description: 'A git repository with its issues, pull requests, files, wiki and releases.',
  fields: withDatabaseId((t) => ({
    ...commonFields(t, 'htmlUrl', 'url', 'createdAt', 'updatedAt'),
    ...forgeFields(t, FIELDS.Repository),
    permissions: t.field({
      type: PermissionRef,
      description:
        'The caller’s rights on the repository. A record the shared cache served without them (a public repository read by a signed-in caller) costs one call of the caller’s own record, only when selected.',
      resolve: async (r) => {
        const own = callerRightsOf(r);
        return own ? ((await own()) as Permission | null) : (r.permissions ?? null);
      },
    }),
  })),
});

/** Fields served by a lookahead that still read the record: the default branch (tree, readme). */
const NEEDS_RECORD = ['tree', 'readmeHTML'];

/**
 * Root-level lookups also start the children's calls in parallel with the repository read, and skip
 * that read when the children need nothing of the record but its owner and name (reference-root.ts).
 * `stubAnswers` names fields the owner and name answer too (a federated router's key fields).
 */
export async function resolveRepositoryKey(
  context: Context,
  info: GraphQLResolveInfo,
  owner: string,
  repo: string,
  stubAnswers?: AllowedSelection,
) {
  // the owner a key field may read is a stand-in too: no loader keeps it (reference-root.ts)
  const stub = { owner: markReference({ login: owner }), name: repo, full_name: `${owner}/${repo}` };
  const reference = await referenceRoot<RepoRef>(
    {
      typeName: 'Repository',
      ref: { owner, repo },
      stub,
      from: 'parent',
      needsRecord: NEEDS_RECORD,
      stubAnswers,
    },
    context,
    info,
  );
  return (reference as Repository | undefined) ?? nodeKey(context, repoKey(owner, repo));
}

builder.queryFields((t) => ({
  repository: t.field({
    type: RepositoryRef,
    description: 'A repository by owner and name (GET /repos/{owner}/{repo}).',
    args: {
      owner: t.arg.string({
        description: 'The login of the user or organization that owns the repository.',
        required: true,
      }),
      name: t.arg.string({ description: 'The repository’s name.', required: true }),
    },
    resolve: (_root, args, context, info) => resolveRepositoryKey(context, info, args.owner, args.name),
  }),
}));
