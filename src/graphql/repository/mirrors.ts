// A repository's mirrors (routers/api/v1/repo/mirror.go): syncMirror pulls a mirror again; push mirrors
// are read with `Repository.pushMirrors` and `pushMirror(name)` and written with addPushMirror,
// deletePushMirror and syncPushMirrors. The push mirror routes take repository administrators.

import type { InputFieldRef } from '@pothos/core';
import {
  addPushMirror,
  deletePushMirror,
  getPushMirror,
  listPushMirrors,
  syncMirror,
  syncPushMirrors,
} from '../../forge/endpoints/index.js';
import type { ForgeSession } from '../../forge/session.js';
import type { PushMirror } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { orNull } from '../kit/checks.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, readBy } from '../kit/forge-node.js';
import { inputTable } from '../kit/input-table.js';
import { type InputFields, opt, requireText } from '../kit/inputs.js';
import { expectObject, repoKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite, writtenInRepository } from '../kit/mutation.js';
import { defineMutationFamily, type FamilyRows } from '../kit/mutation-family.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { readByKey } from '../kit/ref-field.js';
import { refArgs } from '../kit/ref-keys.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { FIELDS } from './fields.js';
import { type InRepository, inRepository, inRepositoryKey, wrapInRepository } from './in-repository.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

type PushMirrorValue = InRepository<PushMirror>;

const PushMirrorRef = forgeNodeRef<PushMirrorValue, PushMirror>('PushMirror', {
  keyOf: (mirror) => inRepositoryKey(mirror, mirror.remote_name ?? ''),
  read: readBy(getPushMirror, refArgs('name'), 'remote_name', wrapInRepository),
});

PushMirrorRef.implement({
  description:
    'A remote the forge pushes the repository to. The remote’s password is never part of it. Its id (the repository and the remote name) refetches it with one call (GET /repos/{owner}/{repo}/push_mirrors/{name}); repository administrators only.',
  fields: (t) => ({
    remoteName: t.string({
      nullable: false,
      description: 'The name the forge gave the remote, such as `remote_mirror_…`; it names the mirror.',
      resolve: (m) => m.remote_name ?? '',
    }),
    ...forgeFields(t, FIELDS.PushMirror),
    syncOnCommit: t.boolean({
      nullable: false,
      description: 'Whether the forge also pushes on every commit.',
      resolve: (m) => m.sync_on_commit === true,
    }),
    lastError: t.string({
      description: 'The error of the last push; null when it succeeded.',
      resolve: (m) => m.last_error || null,
    }),
  }),
});

const PushMirrorConnection = connectionType(PushMirrorRef, 'PushMirror');

const repositoryPushMirrors = pagedList<RepoRef, object, PushMirror, PushMirrorValue>({
  endpoint: listPushMirrors,
  key: repoListKey,
  fetch: (context, ref, _args, page) => listPushMirrors(context.forge, { ...ref, ...page }),
  map: inRepository,
});

const pushMirrorNamed = (context: Context, ref: RepoRef, { name }: { name: string }) =>
  memoize(context, `Repository.pushMirror:${repoListKey(ref)}:${name}`, async () => {
    const answer = await orNull(getPushMirror(context.forge, { ...ref, name: requireText(name, 'name') }));
    return answer
      ? inRepository(
          expectObject<PushMirror>(
            answer.data,
            'GET /repos/{owner}/{repo}/push_mirrors/{name}',
            'remote_name',
          ),
          ref,
        )
      : null;
  });

builder.objectFields(RepositoryRef, (t) => ({
  pushMirrors: listConnection(
    t,
    PushMirrorConnection,
    listField(repositoryPushMirrors, repoRefOf),
    'The remotes the forge pushes the repository to, oldest first (GET /repos/{owner}/{repo}/push_mirrors, one call per page). Repository administrators only: others get ForbiddenError.',
  ),
  pushMirror: t.field({
    ...readByKey(t, 'name', PushMirrorRef, pushMirrorNamed, repoRefOf),
    description:
      'A push mirror by its remote name (GET /repos/{owner}/{repo}/push_mirrors/{name}, one call); null when the repository has none of that name. Repository administrators only.',
  }),
}));

/** A write that answers nothing but its status: its input, and its one call. */
interface StatusWrite {
  input: string;
  inputFields: (t: InputFields) => { remoteName?: InputFieldRef<Types, string> };
  call: (forge: ForgeSession, target: RepoRef, input: { remoteName?: string }) => Promise<unknown>;
}

const STATUS_WRITES: FamilyRows<StatusWrite> = {
  // mirror.go MirrorSync: reqToken, code writers (403), 400 mirrors disabled or "Repository is not a mirror"
  syncMirror: [
    { input: 'The mirror to pull again.', inputFields: () => ({}), call: syncMirror },
    'Queues a pull mirror to fetch from its origin again (POST /repos/{owner}/{repo}/mirror-sync, one call, 200). ForbiddenError without write access to the code; ValidationError (400) for a repository that is not a mirror.',
  ],
  // mirror.go DeletePushMirrorByRemoteName: reqAdmin, 204 (also for a name the repository lacks)
  deletePushMirror: [
    {
      input: 'The push mirror by its remote name.',
      inputFields: (t) =>
        inputTable(t, { remoteName: ['String!', 'The remote name of the push mirror to remove.'] }),
      call: (forge, target, input) =>
        deletePushMirror(forge, { ...target, name: requireText(input.remoteName, 'remoteName') }),
    },
    'Removes a push mirror (DELETE /repos/{owner}/{repo}/push_mirrors/{name}, one call, 204). Repository administrators only.',
  ],
  // mirror.go PushMirrorSync: reqAdmin, 400 mirrors disabled, 500 when a push fails; 200
  syncPushMirrors: [
    { input: 'The repository whose push mirrors to push.', inputFields: () => ({}), call: syncPushMirrors },
    'Pushes the repository to every push mirror now (POST /repos/{owner}/{repo}/push_mirrors-sync, one call, 200). Repository administrators only.',
  ],
};

defineMutationFamily(STATUS_WRITES, (write) => ({
  on: 'repository',
  input: write.input,
  inputFields: write.inputFields,
  changes: [RepositoryRef],
  write: async (input, context, target) => {
    await write.call(context.forge, target, input);
    return { repository: repoKey(target.owner, target.repo) };
  },
  payload: 'The repository after the write.',
  outputFields: (t) => ({
    repository: readAfterWrite(
      t,
      RepositoryRef,
      'repository',
      'The repository, read after the write only when selected.',
    ),
  }),
}));

// mirror.go AddPushMirror / CreatePushMirror: reqAdmin, 400 for a bad interval or address; 200 PushMirror
defineMutation('addPushMirror', {
  on: 'repository',
  input: 'The push mirror to add, as CreatePushMirrorOption holds it.',
  inputFields: (t) => ({
    remoteAddress: t.string({ required: true, description: 'The http(s) address of the remote repository.' }),
    ...inputTable(t, {
      remoteUsername: 'The user name to sign in to the remote with.',
      remotePassword:
        'The password or token to sign in to the remote with; kept by the forge and never answered.',
    }),
    interval: t.string({
      required: true,
      description: 'How often to push: a Go duration, at least `10m`, or `0` to push only on demand.',
    }),
    ...inputTable(t, { syncOnCommit: ['Boolean', 'Whether to push on every commit as well.'] }),
  }),
  description:
    'Adds a push mirror to the repository (POST /repos/{owner}/{repo}/push_mirrors, one call, 200); the forge names its remote `remote_mirror_…`. Repository administrators only (ForbiddenError); ValidationError (400) for an interval or address the forge refuses.',
  changes: [RepositoryRef],
  write: async (input, context, target) => {
    const { data } = await addPushMirror(context.forge, target, {
      remote_address: requireText(input.remoteAddress, 'remoteAddress'),
      remote_username: opt(input.remoteUsername),
      remote_password: opt(input.remotePassword),
      interval: requireText(input.interval, 'interval'),
      sync_on_commit: opt(input.syncOnCommit),
    });
    return {
      pushMirror: inRepository(
        expectObject<PushMirror>(data, 'POST /repos/{owner}/{repo}/push_mirrors', 'remote_name'),
        target,
      ),
      repository: repoKey(target.owner, target.repo),
    };
  },
  payload: 'The new push mirror and its repository.',
  outputFields: (t) =>
    writtenInRepository(t, PushMirrorRef, 'pushMirror', 'The repository, read only when selected.'),
});
