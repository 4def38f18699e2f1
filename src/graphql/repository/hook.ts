// Hook: a webhook of a repository (Repository.hooks, createRepositoryHook), of an
// organization or of the caller's own account (createUserHook). A Node whose key names where the hook lives, so
// that node(id:) refetches it with one call: GET /repos/{owner}/{repo}/hooks/{id}, GET /orgs/{org}/hooks/{id}
// or GET /user/hooks/{id}.

import {
  getOrganizationHook,
  getRepositoryHook,
  getUserHook,
  listRepositoryHooks,
} from '../../forge/endpoints/index.js';
import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import type { Hook } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { badInput } from '../kit/errors.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, withDatabaseId } from '../kit/forge-node.js';
import { baseKey, nodeKey, repoKey, splitRepoKey } from '../kit/loaders.js';
import { listConnection, listField } from '../kit/paged-field.js';
import { RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { FIELDS } from './fields.js';
import { repositoryList } from './repository-list.js';

/** Where a hook lives: the forge's Hook JSON does not say, so the gateway keeps it alongside. */
export type HookScope =
  | { kind: 'repository'; owner: string; repo: string }
  | { kind: 'organization'; org: string }
  | { kind: 'user' };

export type ScopedHook = Hook & { scope: HookScope };

export const scopeHook = (hook: Hook, scope: HookScope): ScopedHook => ({ ...hook, scope });

/** `repo:<owner>/<name>:<id>`, `org:<name>:<id>` or `user:<id>` */
export function hookKeyOf(hook: ScopedHook): string {
  const { scope } = hook;
  if (scope.kind === 'repository') return `repo:${repoKey(scope.owner, scope.repo)}:${hook.id}`;
  return scope.kind === 'organization' ? `org:${scope.org.toLowerCase()}:${hook.id}` : `user:${hook.id}`;
}

export function parseHookKey(key: string): { scope: HookScope; id: number } {
  const match = /^(?:repo:([^/:]+\/[^:]+)|org:([^/:]+)|user):(\d+)$/.exec(baseKey(key));
  if (!match) throw badInput(`${JSON.stringify(key)} is not the key of a hook`);
  const [, repository, org] = match;
  const id = Number(match[3]);
  if (repository !== undefined) return { scope: { kind: 'repository', ...splitRepoKey(repository) }, id };
  return { scope: org === undefined ? { kind: 'user' } : { kind: 'organization', org }, id };
}

async function loadHook(forge: ForgeSession, key: string): Promise<ForgeResponse<ScopedHook>> {
  const { scope, id } = parseHookKey(key);
  const response =
    scope.kind === 'repository'
      ? await getRepositoryHook(forge, { ...scope, id })
      : scope.kind === 'organization'
        ? await getOrganizationHook(forge, { org: scope.org, id })
        : await getUserHook(forge, { id });
  const data =
    response.data && typeof response.data === 'object' ? scopeHook(response.data, scope) : response.data;
  return { ...response, data };
}

export const HookConfigEntryRef = builder
  .objectRef<{ key: string; value: string }>('HookConfigEntry')
  .implement({
    description: 'One key of a hook’s configuration (`url`, `content_type`, ...).',
    fields: (t) => forgeFields(t, FIELDS.HookConfigEntry),
  });

export const HookRef = forgeNodeRef<ScopedHook>('Hook', {
  keyOf: hookKeyOf,
  read: {
    route: 'GET /repos/{owner}/{repo}/hooks/{id}',
    identity: 'id',
    fetch: (context, key) => loadHook(context.forge, key),
  },
});

HookRef.implement({
  description:
    'A webhook of a repository, an organization or the caller’s account. Its id refetches it with one call ' +
    '(GET /repos/{owner}/{repo}/hooks/{id}, GET /orgs/{org}/hooks/{id}, or GET /user/hooks/{id} for the caller’s own hooks).',
  fields: withDatabaseId((t) => ({
    ...forgeFields(t, FIELDS.Hook),
    config: t.field({
      description: 'The hook’s whole configuration, key by key (the forge leaves out the secret).',
      type: [HookConfigEntryRef],
      nullable: false,
      resolve: (h) => Object.entries(h.config ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    }),
    url: t.string({
      description: 'Where the forge posts the events (the hook’s `config.url`).',
      resolve: (h) => h.config?.url ?? null,
    }),
    contentType: t.string({
      description: 'How the forge encodes the payload: json or form (the hook’s `config.content_type`).',
      resolve: (h) => h.config?.content_type ?? null,
    }),
    ...commonFields(t, 'createdAt', 'updatedAt'),
    repository: t.field({
      type: RepositoryRef,
      description: 'The repository of a repository hook (null for account hooks); read only when selected.',
      resolve: (h, _args, context) =>
        h.scope.kind === 'repository' ? nodeKey(context, repoKey(h.scope.owner, h.scope.repo)) : null,
    }),
  })),
});

export const HookConnection = connectionType(HookRef, 'Hook');

const hooks = repositoryList<Hook, ScopedHook>(listRepositoryHooks, (hook, ref) =>
  scopeHook(hook, { kind: 'repository', ...ref }),
);

builder.objectFields(RepositoryRef, (t) => ({
  hooks: listConnection(
    t,
    HookConnection,
    listField(hooks, repoRefOf),
    'The repository’s webhooks, oldest first (GET /repos/{owner}/{repo}/hooks); only its admins may list ' +
      'them (FORBIDDEN otherwise). totalCount comes from the forge’s X-Total-Count.',
  ),
}));
