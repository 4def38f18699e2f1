// The Commit node (key: repository + sha) and the value objects around it (Gitea's CommitMeta,
// Verification, Commit, CommitStats, CommitAffectedFiles). One Commit serves commit lists,
// single commits, compares, branch heads, tag targets and the commits file changes make; a field its
// source did not carry is read from `GET /repos/{owner}/{repo}/git/commits/{sha}`.

import { getCommit } from '../../forge/endpoints/index.js';
import type { Commit, CommitAffectedFiles } from '../../forge/types/git.js';
import type { CommitMeta, PayloadUser, Verification } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import {
  type CommitActor,
  type CommitParts,
  type CommitValue,
  commitKeyOf,
  fromRestCommit,
  splitCommitKey,
} from '../kit/commit-value.js';
import { connectionType } from '../kit/connection-type.js';
import type { Context } from '../kit/context.js';
import { memoize } from '../kit/context.js';
import { forgeEnum } from '../kit/enum-values.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, readBy } from '../kit/forge-node.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { expectObject, nodeKey } from '../kit/loaders.js';
import { rowObjects } from '../kit/row-object.js';
import { toDateTime, toUrl } from '../kit/values.js';
import { UserRef } from '../people/user.js';
import { CommitUserRef } from './commit-user.js';
import { withDiffSource } from './diff-loader.js';
import { FIELDS } from './fields.js';
import { repositoryField } from './repository-field.js';

const rowObject = rowObjects(FIELDS);

const commitKeyParts = (c: CommitValue) => ({ owner: c.owner, repo: c.repo, sha: c.sha });

const CHEAP = { stat: false, verification: false, files: false };
const EVERYTHING = { stat: true, verification: true, files: true };

export const CommitRef = forgeNodeRef<CommitValue, Commit>('Commit', {
  keyOf: commitKeyOf,
  read: readBy(
    getCommit,
    (key) => ({ ...splitCommitKey(key), ...CHEAP }),
    'sha',
    (commit, key) => fromRestCommit(splitCommitKey(key), commit, CHEAP),
  ),
});

/**
 * The same commit with every git field: one cheap read per commit and request. Not the node loader,
 * which partial commits (a branch head, a tag target) prime under the same key.
 */
function complete(context: Context, commit: CommitValue): Promise<CommitValue> | CommitValue {
  if (commit.has.complete) return commit;
  const { owner, repo, sha } = commit;
  return memoize(context, `commit-complete:${commitKeyOf(commit)}`, async () => {
    const route = 'GET /repos/{owner}/{repo}/git/commits/{sha}';
    const { data } = await getCommit(context.forge, { owner, repo, sha, ...CHEAP });
    return fromRestCommit({ owner, repo }, expectObject<Commit>(data, route, 'sha'), CHEAP);
  });
}

/** The same commit with stats, files and verification (one read per commit, when a field needs it). */
function withParts(context: Context, commit: CommitValue): Promise<CommitValue> {
  const { owner, repo, sha } = commit;
  return memoize(context, `commit-parts:${commitKeyOf(commit)}`, async () => {
    const route = 'GET /repos/{owner}/{repo}/git/commits/{sha}';
    const { data } = await getCommit(context.forge, { owner, repo, sha, ...EVERYTHING });
    return fromRestCommit({ owner, repo }, expectObject<Commit>(data, route, 'sha'), EVERYTHING);
  });
}

/** A field's value: from the commit when its source carried it, else from the read that has it. */
async function read<T>(
  context: Context,
  commit: CommitValue,
  part: keyof CommitParts,
  pick: (commit: CommitValue) => T | undefined,
): Promise<T | null> {
  const here = pick(commit);
  if (here !== undefined && (part === 'complete' || commit.has[part])) return here;
  if (commit.has[part]) return here ?? null;
  const fetched = part === 'complete' ? await complete(context, commit) : await withParts(context, commit);
  return pick(fetched) ?? null;
}

/** A field's resolver: `pick` of the commit, read as `read` does, then converted by `then`. */
function fromCommit<T, R = T | null>(
  part: keyof CommitParts,
  pick: (commit: CommitValue) => T | undefined,
  then: (value: T | null) => R = (value) => value as R,
) {
  return async (commit: CommitValue, _args: unknown, context: Context) =>
    then(await read(context, commit, part, pick));
}

export const CommitMetaRef = builder.objectRef<CommitMeta>('CommitMeta').implement({
  description: 'A reference to a commit or tree.',
  fields: (t) => ({
    ...commonFields(t, 'url'),
    ...forgeFields(t, FIELDS.CommitMeta),
  }),
});

export const SignerRef = rowObject<PayloadUser>('CommitSigner', 'Whose key made a commit’s signature.');

export const VerificationRef = rowObject<Verification>(
  'CommitVerification',
  'Whether a commit’s signature verified.',
);

export const CommitFileStatus = forgeEnum('CommitFileStatus');

export const CommitFileRef = rowObject<CommitAffectedFiles>(
  'CommitFile',
  'A file a commit changed (Gitea: CommitAffectedFiles).',
);

builder.objectFields(CommitUserRef, (t) => ({
  user: t.field({
    type: UserRef,
    description:
      'The forge account of this author or committer, where the forge names one: embedded in commit lists, one user read for a branch head, null for file changes and wiki revisions.',
    resolve: (actor, _args, context) => {
      const { user, login } = actor as CommitActor;
      if (user) return user;
      return login ? nodeKey(context, login.toLowerCase()) : null;
    },
  }),
}));

const firstLine = (message: string | null | undefined) =>
  message == null ? null : (message.split('\n')[0] ?? '');

CommitRef.implement({
  description:
    'A git commit of a repository; its id carries the repository and the sha. A refetch by id reads `GET /repos/{owner}/{repo}/git/commits/{sha}` once; `additions`, `deletions`, `changedFiles`, `files` and `verification`, when the commit came from a source without them, take one more read of that route.',
  fields: (t) => ({
    sha: t.exposeString('sha', { nullable: false, description: 'The full commit id.' }),
    abbreviatedSha: t.string({
      nullable: false,
      description: 'The first 7 hex digits.',
      resolve: (c) => c.sha.slice(0, 7),
    }),
    url: t.field({
      type: 'URL',
      description: 'The API URL.',
      resolve: fromCommit('complete', (x) => x.url, toUrl),
    }),
    htmlUrl: t.field({
      type: 'URL',
      description: 'Its page in the forge’s web interface.',
      resolve: fromCommit('complete', (x) => x.htmlUrl, toUrl),
    }),
    message: t.string({
      description: 'The whole commit message (`messageHeadline` is its first line).',
      resolve: fromCommit('complete', (x) => x.message),
    }),
    messageHeadline: t.string({
      description: 'The first line of the message.',
      resolve: fromCommit<string | null>('complete', (x) => x.message, firstLine),
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When it was committed.',
      resolve: fromCommit('complete', (x) => x.committedAt ?? x.committer?.date, toDateTime),
    }),
    authoredDate: t.field({
      type: 'DateTime',
      description: 'When the author wrote it (a rebase keeps it, and changes `createdAt`).',
      resolve: fromCommit(
        'complete',
        (x) => x.author,
        (author) => toDateTime(author?.date),
      ),
    }),
    author: t.field({
      type: CommitUserRef,
      description: 'Name, email and date as git recorded them; `user` is the forge account.',
      resolve: fromCommit('complete', (x) => x.author),
    }),
    committer: t.field({
      type: CommitUserRef,
      description: 'Who committed it, as git recorded them: the author, or who applied or rebased it.',
      resolve: fromCommit('complete', (x) => x.committer),
    }),
    parents: t.field({
      type: [CommitMetaRef],
      description: 'The shas of its parents: none for a first commit, two or more for a merge.',
      resolve: fromCommit('complete', (x) => x.parents),
    }),
    parentCommits: t.field({
      type: [CommitRef],
      description: 'The parents as commits (each read when a field it lacks is selected).',
      resolve: async (c, _args, context) => {
        const parents = (await read(context, c, 'complete', (x) => x.parents)) ?? [];
        return parents.map(
          (parent): CommitValue => ({
            owner: c.owner,
            repo: c.repo,
            sha: parent.sha,
            has: { complete: false, stat: false, files: false, verification: false },
          }),
        );
      },
    }),
    tree: t.field({
      type: CommitMetaRef,
      description:
        'The commit’s tree; Gitea’s commit reads name the commit’s own id here (the tree route accepts it).',
      resolve: fromCommit('complete', (x) => x.tree),
    }),
    verification: t.field({
      type: VerificationRef,
      description: 'Whether its signature is valid and whose it is.',
      resolve: fromCommit('verification', (x) => x.verification),
    }),
    additions: forgeNumberField(
      t,
      'Int',
      async (c, context) => (await read(context, c, 'stat', (x) => x.stats))?.additions,
      { description: 'Lines added against the first parent.' },
    ),
    deletions: forgeNumberField(
      t,
      'Int',
      async (c, context) => (await read(context, c, 'stat', (x) => x.stats))?.deletions,
      { description: 'Lines removed against the first parent.' },
    ),
    changedFiles: forgeNumberField(
      t,
      'Int',
      async (c, context) => (await read(context, c, 'files', (x) => x.files))?.length,
      { description: 'The number of files changed against the first parent.' },
    ),
    files: t.field({
      type: [CommitFileRef],
      description: 'The files changed against the first parent: added, then removed, then modified.',
      resolve: async (c, _args, context) =>
        withDiffSource(await read(context, c, 'files', (x) => x.files), {
          kind: 'commit',
          ...commitKeyParts(c),
        }),
    }),
    repository: repositoryField(t),
  }),
});

export const CommitConnection = connectionType(CommitRef, 'Commit');
