// The keys a federated router may use to name this subgraph's objects, and the read each key means.
// Every Node is keyed by its global `id`, read as `node(id:)` reads it. Natural keys are the names a
// caller already knows: a repository by its owner's login and name or its full name, an account by
// its login, an issue or a pull request by its repository's full name and number. Each natural key
// is read through the root field a query would use (`repository`, `user`, `organization`), or, for an
// issue or pull request, as the `node(id:)` of the id that key makes, so an entity fetch costs the same
// forge calls, meets the same limits and fails with the same error as that query.

import { badInput } from '../kit/errors.js';
import { decodeGlobalID, encodeGlobalID } from '../kit/global-id.js';
import { issueKey } from '../kit/loaders.js';

/** A representation as a router sends it: `__typename` and the fields of one key. */
export type Representation = Record<string, unknown> & { __typename: string };

/** The root field of Query that reads the object, with its arguments. */
export interface RootRead {
  field: string;
  args: Record<string, unknown>;
}

export interface NaturalKey {
  /** the `fields` of the `@key` */
  fields: string;
  /** the read, or undefined when the representation does not carry this key */
  read(representation: Representation): RootRead | undefined;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const field = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

/** `owner/name` as the owner and the name (a name holds no slash; an owner neither). */
function splitFullName(value: unknown): { owner: string; name: string } | undefined {
  const fullName = text(value);
  const slash = fullName?.indexOf('/') ?? -1;
  if (!fullName || slash <= 0 || slash !== fullName.lastIndexOf('/') || slash === fullName.length - 1) {
    return undefined;
  }
  return { owner: fullName.slice(0, slash), name: fullName.slice(slash + 1) };
}

const repository = (owner: string | undefined, name: string | undefined): RootRead | undefined =>
  owner && name ? { field: 'repository', args: { owner, name } } : undefined;

/** An issue or a pull request by its repository's full name and its number, as `node(id:)` reads it. */
function numbered(typename: string, fullName: unknown, number: unknown): RootRead | undefined {
  const repo = splitFullName(fullName);
  if (!repo || typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) return undefined;
  return { field: 'node', args: { id: encodeGlobalID(typename, issueKey(repo.owner, repo.name, number)) } };
}

const byLogin: NaturalKey = {
  fields: 'login',
  read: (representation) => {
    const login = text(representation.login);
    const root = representation.__typename === 'User' ? 'user' : 'organization';
    return login ? { field: root, args: { login } } : undefined;
  },
};

/** The natural keys of the types that have them, beside `id`, in the order a router should prefer them. */
export const NATURAL_KEYS: Readonly<Record<string, readonly NaturalKey[]>> = {
  Repository: [
    {
      fields: 'fullName',
      read: (representation) => {
        const repo = splitFullName(representation.fullName);
        return repository(repo?.owner, repo?.name);
      },
    },
    {
      fields: 'owner { login } name',
      read: (representation) =>
        repository(text(field(representation.owner, 'login')), text(representation.name)),
    },
  ],
  User: [byLogin],
  Organization: [byLogin],
  Issue: [
    {
      fields: 'repository { fullName } number',
      read: (representation) =>
        numbered('Issue', field(representation.repository, 'fullName'), representation.number),
    },
  ],
  PullRequest: [
    {
      fields: 'base { repository { fullName } } number',
      read: (representation) =>
        numbered(
          'PullRequest',
          field(field(representation.base, 'repository'), 'fullName'),
          representation.number,
        ),
    },
  ],
};

/** The read a representation names: its global `id`, else one of its type's natural keys. */
export function rootReadOf(representation: Representation): RootRead {
  const { __typename: typename } = representation;
  if (representation.id !== undefined) {
    if (typeof representation.id !== 'string') throw badInput(`a ${typename}'s \`id\` is a string`);
    // node(id:) answers whatever type the id names: a representation's id names its own type
    if (decodeGlobalID(representation.id).typename !== typename) {
      throw badInput(`${JSON.stringify(representation.id)} is the id of no ${typename}`);
    }
    return { field: 'node', args: { id: representation.id } };
  }
  for (const key of NATURAL_KEYS[typename] ?? []) {
    const read = key.read(representation);
    if (read) return read;
  }
  const keys = ['id', ...(NATURAL_KEYS[typename] ?? []).map((key) => key.fields)];
  throw badInput(
    `a ${typename} representation must carry one of its keys: ${keys.map((key) => `{ ${key} }`).join(', ')}`,
  );
}
