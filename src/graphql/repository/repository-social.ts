// Who stars, watches and works on a repository, its topics and languages. Lists that page upstream are Relay
// connections; single reads that need only the repository's owner and name start from the lookahead.

import {
  checkStarring,
  getLanguages,
  getSubscription,
  listAssignees,
  listCollaborators,
  listStargazers,
  listSubscribers,
  listTopics,
} from '../../forge/endpoints/index.js';
import { unexpectedShape } from '../../forge/errors.js';
import type { Repository, User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { orNull } from '../kit/checks.js';
import { type Context, memoize } from '../kit/context.js';
import { describedEnumValues } from '../kit/enum-values.js';
import { forgeFields } from '../kit/forge-fields.js';
import { listConnection, listField, pagedList, wholeList } from '../kit/paged-field.js';
import { readField } from '../kit/ref-field.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { requireSignedIn } from '../kit/signed-in.js';
import { UserRef } from '../people/user.js';
import { FIELDS } from './fields.js';
import { repositoryList } from './repository-list.js';

// --- users around a repository -------------------------------------------------------------------

export const StargazerConnection = builder.connectionObject(
  { type: UserRef, name: 'StargazerConnection', description: 'Users who starred a repository.' },
  { name: 'StargazerEdge' },
);

export const WatcherConnection = builder.connectionObject(
  { type: UserRef, name: 'WatcherConnection', description: 'Users who watch a repository.' },
  { name: 'WatcherEdge' },
);

/** A collaborator in a list and the repository the list is of (what the edge's `permission` asks about). */
export const RepositoryCollaboratorEdge = builder.edgeObject({
  type: UserRef,
  name: 'RepositoryCollaboratorEdge',
  description: 'A collaborator of a repository, and what they may do in it.',
});

export const RepositoryCollaboratorConnection = builder.connectionObject(
  { type: UserRef, name: 'RepositoryCollaboratorConnection', description: 'Collaborators of a repository.' },
  RepositoryCollaboratorEdge,
);

const collaboratorsRepository = new WeakMap<User, RepoRef>();

/** The repository whose collaborator list `user` came in. */
export const repositoryOfCollaborator = (user: User): RepoRef | undefined =>
  collaboratorsRepository.get(user);

export const AssignableUserConnection = builder.connectionObject(
  {
    type: UserRef,
    name: 'AssignableUserConnection',
    description: 'Users who can be assigned to issues and pull requests of a repository.',
  },
  { name: 'AssignableUserEdge' },
);

const stargazers = repositoryList<User>(listStargazers);
const watchers = repositoryList<User>(listSubscribers);
const collaborators = pagedList<RepoRef, object, User>({
  endpoint: listCollaborators,
  key: repoListKey,
  fetch: (context, ref, _args, page) => {
    requireSignedIn(context);
    return listCollaborators(context.forge, { ...ref, ...page });
  },
  map: (user, ref) => {
    collaboratorsRepository.set(user, ref);
    return user;
  },
});

const assignableUsers = wholeList<RepoRef, object, User>({
  endpoint: listAssignees,
  key: repoListKey,
  fetch: (context, ref) => {
    requireSignedIn(context);
    return listAssignees(context.forge, ref);
  },
});

// --- languages, topics, the caller's star and subscription ---------------------------------------

export interface LanguageSize {
  name: string;
  size: number;
}

export const RepositoryLanguageRef = builder.objectRef<LanguageSize>('RepositoryLanguage').implement({
  description: 'A language of a repository’s default branch and how many bytes of it there are.',
  fields: (t) => forgeFields(t, FIELDS.RepositoryLanguage),
});

function languagesOf(context: Context, ref: RepoRef): Promise<LanguageSize[]> {
  return memoize(context, `Repository.languages:${repoListKey(ref)}`, async () => {
    const { data } = await getLanguages(context.forge, ref);
    const route = 'GET /repos/{owner}/{repo}/languages';
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw unexpectedShape(route);
    const entries = Object.entries(data as Record<string, unknown>);
    if (entries.some(([, size]) => typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)) {
      throw unexpectedShape(route);
    }
    return entries
      .map(([name, size]) => ({ name, size: size as number }))
      .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name));
  });
}

/** GET /repos/{owner}/{repo}/topics, needed only when the repository object lacks `topics`. */
function topicsOf(context: Context, ref: RepoRef): Promise<string[]> {
  return memoize(context, `Repository.topics:${repoListKey(ref)}`, async () => {
    // a repository holds at most 25 topics, so one page of 50 has them all
    const { data } = await listTopics(context.forge, { ...ref, page: 1, limit: 50 });
    const topics = (data as { topics?: unknown } | null)?.topics;
    if (topics === null) return [];
    if (!Array.isArray(topics) || topics.some((t) => typeof t !== 'string')) {
      throw unexpectedShape('GET /repos/{owner}/{repo}/topics');
    }
    return topics as string[];
  });
}

export const SubscriptionState = builder.enumType('SubscriptionState', {
  description: 'Whether the caller watches a repository (GitHub’s names).',
  values: describedEnumValues({
    SUBSCRIBED: 'The caller gets notified of its activity.',
    UNSUBSCRIBED: 'The caller does not watch it.',
    IGNORED: 'The caller chose to ignore it.',
  }),
});

function viewerHasStarred(context: Context, ref: RepoRef): Promise<boolean | null> {
  if (context.caller.anonymous) return Promise.resolve(null);
  return memoize(
    context,
    `Repository.viewerHasStarred:${repoListKey(ref)}`,
    async () => (await orNull(checkStarring(context.forge, ref))) !== null,
  );
}

function viewerSubscription(
  context: Context,
  ref: RepoRef,
): Promise<'SUBSCRIBED' | 'UNSUBSCRIBED' | 'IGNORED' | null> {
  if (context.caller.anonymous) return Promise.resolve(null);
  return memoize(context, `Repository.viewerSubscription:${repoListKey(ref)}`, async () => {
    const response = await orNull(getSubscription(context.forge, ref));
    if (!response) return 'UNSUBSCRIBED';
    if (response.data?.ignored) return 'IGNORED';
    return response.data?.subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED';
  });
}

builder.objectFields(RepositoryRef, (t) => ({
  stargazers: listConnection(
    t,
    StargazerConnection,
    listField(stargazers, repoRefOf),
    'Users who starred the repository (GET /repos/{owner}/{repo}/stargazers).',
  ),
  watchers: listConnection(
    t,
    WatcherConnection,
    listField(watchers, repoRefOf),
    'Users who watch the repository (GET /repos/{owner}/{repo}/subscribers).',
  ),
  collaborators: listConnection(
    t,
    RepositoryCollaboratorConnection,
    listField(collaborators, repoRefOf),
    'Users invited to the repository, whatever their access (GET /repos/{owner}/{repo}/collaborators). The forge shows them to signed-in callers who can read the repository; anonymous callers get UNAUTHENTICATED without a call.',
  ),
  assignableUsers: listConnection(
    t,
    AssignableUserConnection,
    listField(assignableUsers, repoRefOf),
    'Users with write access, who can be assigned to issues and pull requests, ordered by login (GET /repos/{owner}/{repo}/assignees). The forge answers the whole list at once and sends no X-Total-Count; totalCount is the length of that list. Signed-in callers only: an anonymous caller gets UNAUTHENTICATED without a call.',
  ),
  languages: t.field({
    ...readField([RepositoryLanguageRef], languagesOf, repoRefOf),
    description:
      'Languages of the default branch, largest first (GET /repos/{owner}/{repo}/languages). Documentation, vendored files and dotfiles do not count.',
  }),
  topics: t.field({
    type: ['String'],
    description:
      'Topics of the repository. The repository object carries them, so this costs no call; only when a forge leaves them out of it does the gateway ask GET /repos/{owner}/{repo}/topics.',
    resolve: (repository: Repository, _args, context) => {
      const embedded = (repository as { topics?: unknown }).topics;
      if (Array.isArray(embedded)) return embedded as string[];
      // Gitea sends null for a repository without topics: nothing to ask for
      if (embedded === null) return [];
      return topicsOf(context, repoRefOf(repository));
    },
  }),
  viewerHasStarred: t.field({
    ...readField('Boolean', viewerHasStarred, repoRefOf),
    description:
      'Whether the caller starred the repository (GET /user/starred/{owner}/{repo}: 204 or 404). Null for anonymous callers, without a call.',
  }),
  viewerSubscription: t.field({
    ...readField(SubscriptionState, viewerSubscription, repoRefOf),
    description:
      'Whether the caller watches the repository (GET /repos/{owner}/{repo}/subscription: 200 or 404). Null for anonymous callers, without a call.',
  }),
}));
