// A branch or a tag: a ref of one repository that the forge reads by its name. Both are Nodes keyed
// `owner/name:ref` (git forbids `:` in ref names; the typename in the global id tells branches and
// tags apart) with their name and repository, and the Repository reads one of them by name with one
// call.

import type { ForgeResponse, ForgeSession } from '../../forge/session.js';
import type { Repository } from '../../forge/types/index.js';
import type { FieldsOf } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { forgeNodeRef, readBy } from '../kit/forge-node.js';
import { nodeKey } from '../kit/loaders.js';
import { prefetch } from '../kit/prefetch.js';
import { branchKey, refArgs, refRepoOf } from '../kit/ref-keys.js';
import { type RepoRef, repoRefOf } from '../kit/refs/repository.js';
import { repositoryField } from './repository-field.js';

/** A ref as the forge answered it, under its kind (`branch`, `tag`), with the repository it belongs to. */
export type NamedRefValue<Kind extends string, Raw> = RepoRef & { [K in Kind]: Raw };

type RefRoute<Kind extends string, Raw> = ((
  forge: ForgeSession,
  args: RepoRef & Record<Kind, string>,
) => Promise<ForgeResponse<Raw | null>>) & { route: string };

/** The Node of a ref read by one call of `endpoint`, which names the ref by the argument `kind`. */
export function namedRefNode<Kind extends string, Raw extends { name: string }>(
  typename: string,
  kind: Kind,
  endpoint: RefRoute<Kind, Raw>,
) {
  type Value = NamedRefValue<Kind, Raw>;
  return forgeNodeRef<Value, Raw>(typename, {
    keyOf: (value) => branchKey(value.owner, value.repo, value[kind].name),
    read: readBy(
      endpoint,
      refArgs(kind),
      'name',
      (raw, key) => ({ ...refRepoOf(key), [kind]: raw }) as Value,
    ),
  });
}

/** The fields every ref has: its `name` (worded by `name`) and its repository. */
export const namedRefFields = <Kind extends string, Raw extends { name: string }>(
  t: FieldsOf<NamedRefValue<Kind, Raw>>,
  kind: Kind,
  name: string,
) => ({
  name: t.string({ nullable: false, description: name, resolve: (value) => value[kind].name }),
  repository: repositoryField(t),
});

type RefNode<Value extends object> = ReturnType<typeof forgeNodeRef<Value>>;

/** One ref of a repository by name, through the request's loader. */
export const loadRef = <Value extends object>(
  context: Context,
  ref: RefNode<Value>,
  repository: RepoRef,
  name: string,
) => ref.getDataloader(context).load(nodeKey(context, branchKey(repository.owner, repository.repo, name)));

/**
 * The options of the Repository field that reads one ref by its `name` argument (worded by `name`),
 * read ahead with the query's other reads: `branch: t.field(refByName(t, BranchRef, …))`.
 */
export const refByName = <Value extends object>(
  t: FieldsOf<Repository>,
  ref: RefNode<Value>,
  description: string,
  name: string,
) => ({
  type: ref,
  description,
  args: { name: t.arg.string({ description: name, required: true }) },
  extensions: prefetch<RepoRef>((context, repository, args) =>
    loadRef(context, ref, repository, String(args.name)),
  ),
  resolve: (repository: Repository, args: { name: string }, context: Context) => {
    const { owner, repo } = repoRefOf(repository);
    return nodeKey(context, branchKey(owner, repo, args.name));
  },
});
