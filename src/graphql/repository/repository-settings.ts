// Reads of a repository's settings: its signing key, one collaborator's standing and permission (and
// each listed collaborator's, on the collaborator edge); the
// root fields `repositoryById` (GET /repositories/{id}) and `topics(search:)` (GET /topics/search).

import {
  checkCollaborator,
  getCollaboratorPermission,
  getRepositoryById,
  getRepositorySigningKey,
  type RepoCollaboratorPermission,
  searchTopics,
  type TopicResponse,
} from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { Repository } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { ACCESS_MODES, AccessMode } from '../kit/enums.js';
import { readsForge } from '../kit/forge-calls.js';
import { forgeFields } from '../kit/forge-fields.js';
import { expectObject } from '../kit/loaders.js';
import { pagedList } from '../kit/paged-field.js';
import { fromRef } from '../kit/prefetch.js';
import { readByKey } from '../kit/ref-field.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { requireSignedIn } from '../kit/signed-in.js';
import { toEnum } from '../kit/values.js';
import { FIELDS } from './fields.js';
import { RepositoryCollaboratorEdge, repositoryOfCollaborator } from './repository-social.js';

const CollaboratorAccessRef = builder.objectRef<RepoCollaboratorPermission>('CollaboratorAccess').implement({
  description: 'What one user may do in a repository, whoever grants it (collaboration, a team, ownership).',
  fields: (t) => forgeFields(t, FIELDS.CollaboratorAccess),
});

export const TopicRef = builder.objectRef<TopicResponse>('Topic').implement({
  description:
    'A topic as the whole forge counts it. Not a Node: a topic is a name, and the forge has no route that reads one topic (only GET /topics/search), so no id could be refetched; `databaseId` is the forge’s row id, for reference only.',
  fields: (t) => forgeFields(t, FIELDS.Topic),
});

const TopicConnection = connectionType(TopicRef, 'Topic');

/** 204 means yes and 404 no: a yes-or-no question the forge answers with its status. */
async function answeredByStatus(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    if (error instanceof ForgeError && error.status === 404 && error.kind === 'not-found') return false;
    throw error;
  }
}

/** The repository's signing key, once per request. */
const signingKeyOf = (context: Context, ref: RepoRef) =>
  memoize(context, `Repository.signingKey:${repoListKey(ref)}`, async () =>
    String((await getRepositorySigningKey(context.forge, ref)).data),
  );

const isCollaboratorOf = (context: Context, ref: RepoRef, { login }: { login: string }) => {
  requireSignedIn(context);
  return memoize(context, `Repository.isCollaborator:${repoListKey(ref)}:${login}`, () =>
    answeredByStatus(() => checkCollaborator(context.forge, { ...ref, collaborator: login })),
  );
};

const permissionOf = (context: Context, ref: RepoRef, { login }: { login: string }) => {
  requireSignedIn(context);
  return memoize(context, `Repository.collaboratorPermission:${repoListKey(ref)}:${login}`, async () =>
    expectObject<RepoCollaboratorPermission>(
      (await getCollaboratorPermission(context.forge, { ...ref, collaborator: login })).data,
      'GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission',
      'permission',
    ),
  );
};

builder.objectFields(RepositoryRef, (t) => ({
  signingKey: t.string({
    description:
      'The armored OpenPGP key that signs this repository’s commits (GET /repos/{owner}/{repo}/signing-key.gpg); NOT_FOUND when the forge signs with none.',
    ...fromRef(signingKeyOf, repoRefOf),
  }),
  isCollaborator: t.boolean({
    description:
      'Whether `login` collaborates on the repository (GET /repos/{owner}/{repo}/collaborators/{collaborator}, one call: 204 yes, 404 no). Needs a signed-in caller; an unknown login is BAD_USER_INPUT.',
    args: { login: t.arg.string({ required: true, description: 'The login of the user to ask about.' }) },
    ...fromRef(isCollaboratorOf, repoRefOf),
  }),
  collaboratorPermission: t.field({
    ...readByKey(t, 'login', CollaboratorAccessRef, permissionOf, repoRefOf),
    description:
      'What `login` may do here, however granted (GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission). Site and repository admins may ask about anyone, others only about themselves (FORBIDDEN).',
  }),
}));

builder.objectFields(RepositoryCollaboratorEdge, (t) => ({
  permission: t.field({
    type: AccessMode,
    extensions: readsForge(),
    description:
      'What the collaborator may do in the repository, however granted (GET /repos/{owner}/{repo}/collaborators/{collaborator}/permission, one call per collaborator, in parallel; none when not selected). The forge answers site admins, the repository’s admins and the collaborator themself; for anyone else this field alone is FORBIDDEN.',
    resolve: async ({ node }, _args, context) => {
      // a list's nodes are the forge's users, never loader keys; a user from elsewhere names no repository
      const ref = typeof node === 'string' ? undefined : repositoryOfCollaborator(node);
      if (!ref || typeof node === 'string') return null;
      return toEnum(ACCESS_MODES, (await permissionOf(context, ref, node)).permission);
    },
  }),
}));

const ROOT = { topics: true };

const topics = pagedList<typeof ROOT, { search: string }, TopicResponse>({
  endpoint: searchTopics,
  key: () => 'topics',
  fetch: (context: Context, _root, args, page) => searchTopics(context.forge, { q: args.search, ...page }),
  // repo/topic.go TopicSearch wraps the page as `{topics: [...]}`; X-Total-Count counts every match
  read: (data, paging) => ({
    items: expectObject<{ topics: TopicResponse[] }>(data, 'GET /topics/search', 'topics').topics,
    totalCount: paging.totalCount,
  }),
});

builder.queryFields((t) => ({
  repositoryById: t.field({
    type: RepositoryRef,
    description:
      'A repository by its `databaseId` (GET /repositories/{id}); NOT_FOUND for an unknown id and for one the caller cannot read.',
    args: {
      id: t.arg({ type: 'BigInt', required: true, description: 'The repository’s `databaseId`.' }),
    },
    resolve: (_root, { id }, context) =>
      memoize(context, `repositoryById:${id}`, async () =>
        expectObject<Repository>(
          (await getRepositoryById(context.forge, { id: String(id) })).data,
          'GET /repositories/{id}',
          'full_name',
        ),
      ),
  }),
  topics: t.field({
    type: TopicConnection,
    description:
      'Topics of the whole forge whose name contains `search`, most used first (GET /topics/search, one call a page).',
    args: {
      ...t.arg.connectionArgs(),
      search: t.arg.string({
        required: true,
        description: 'The text to look for in topic names.',
      }),
    },
    resolve: (_root, args, context) => topics(context, ROOT, args),
  }),
}));
