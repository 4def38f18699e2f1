// A repository's deploy keys: `Repository.deployKeys` and `deployKey(id)` (GET /repos/{owner}/{repo}/keys,
// …/keys/{id}), createDeployKey and deleteDeployKey (POST …/keys, DELETE …/keys/{id}). The forge shows
// and changes them for repository admins only (routers/api/v1/repo/key.go).

import {
  createDeployKey,
  type DeployKey,
  getDeployKey,
  listDeployKeys,
} from '../../forge/endpoints/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, readBy } from '../kit/forge-node.js';
import { requiredString, requireText } from '../kit/inputs.js';
import { baseKey, expectObject, repoKey, splitRepoKey } from '../kit/loaders.js';
import { answered, defineMutation } from '../kit/mutation.js';
import { listConnection, listField } from '../kit/paged-field.js';
import { fromRef } from '../kit/prefetch.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { splitFullName } from '../kit/values.js';
import { FIELDS } from './fields.js';
import { payloadRepository } from './payload-repository.js';
import { repositoryList } from './repository-list.js';

/** `<owner>/<name>:<id>`: the repository the forge embeds in each key, and the key's id */
const deployKeyKeyOf = (key: DeployKey) => {
  const { owner, repo } = splitFullName(key.repository?.full_name);
  return `${repoKey(owner, repo)}:${key.id}`;
};

const DeployKeyRef = forgeNodeRef<DeployKey>('DeployKey', {
  keyOf: deployKeyKeyOf,
  read: readBy(
    getDeployKey,
    (key) => {
      const [repository = '', id = ''] = baseKey(key).split(/:(?=\d+$)/);
      return { ...splitRepoKey(repository), id };
    },
    'id',
  ),
});

DeployKeyRef.implement({
  description:
    'An SSH key that may read (or write) one repository. Its id refetches it with one call (GET /repos/{owner}/{repo}/keys/{id}).',
  fields: (t) => ({ ...commonFields(t, 'createdAt', 'url'), ...forgeFields(t, FIELDS.DeployKey) }),
});

const DeployKeyConnection = connectionType(DeployKeyRef, 'DeployKey');

const deployKeys = repositoryList<DeployKey>(listDeployKeys);

const deployKeyOf = (context: Context, ref: RepoRef, { id }: { id: number | bigint }) =>
  memoize(context, `Repository.deployKey:${repoListKey(ref)}:${id}`, async () =>
    expectObject<DeployKey>(
      (await getDeployKey(context.forge, { ...ref, id: String(id) })).data,
      'GET /repos/{owner}/{repo}/keys/{id}',
      'id',
    ),
  );

builder.objectFields(RepositoryRef, (t) => ({
  deployKeys: listConnection(
    t,
    DeployKeyConnection,
    listField(deployKeys, repoRefOf),
    'The repository’s deploy keys, oldest first (GET /repos/{owner}/{repo}/keys); repository admins only (FORBIDDEN).',
  ),
  deployKey: t.field({
    type: DeployKeyRef,
    description:
      'One deploy key by its `databaseId` (GET /repos/{owner}/{repo}/keys/{id}); NOT_FOUND when the repository has none such.',
    args: { id: t.arg({ description: 'The deploy key’s `databaseId`.', type: 'BigInt', required: true }) },
    ...fromRef(deployKeyOf, repoRefOf),
  }),
}));

defineMutation('createDeployKey', {
  on: 'repository',
  input: 'CreateKeyOption: a deploy key for a repository.',
  inputFields: (t) => ({
    title: t.string({
      description: 'A name for the key, shown in the repository’s settings.',
      required: true,
    }),
    key: requiredString(t, 'An OpenSSH public key, e.g. `ssh-ed25519 AAAA… me@host`.'),
    readOnly: t.boolean({
      defaultValue: true,
      description: 'False lets the key push (the forge’s own default is false; ours is true).',
    }),
  }),
  description:
    'Adds a deploy key to a repository (POST /repos/{owner}/{repo}/keys, 201). Repository admins only (ForbiddenError); a key that is not an OpenSSH public key, or one the repository has already, is a ValidationError.',
  changes: [RepositoryRef],
  write: async (input, context, target) => {
    const option = {
      title: requireText(input.title, 'title'),
      key: requireText(input.key, 'key'),
      read_only: input.readOnly ?? true,
    };
    const { data } = await createDeployKey(context.forge, target, option);
    return { ...target, deployKey: expectObject<DeployKey>(data, 'POST /repos/{owner}/{repo}/keys', 'id') };
  },
  payload: 'The new deploy key and its repository.',
  outputFields: (t) => ({
    deployKey: answered(t, DeployKeyRef, 'deployKey', 'The new deploy key, as the forge answered it.'),
    repository: payloadRepository(t),
  }),
});
