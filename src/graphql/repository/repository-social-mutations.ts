// Stars, watches and topics: starRepository / unstarRepository (PUT / DELETE /user/starred/{owner}/{repo}),
// watchRepository / unwatchRepository (PUT / DELETE /repos/{owner}/{repo}/subscription) and
// updateRepositoryTopics (PUT /repos/{owner}/{repo}/topics). Each is one forge write; the payload's
// repository and viewer are read afterwards, and only when selected, so they show the new counts.

import {
  getViewer,
  replaceTopics,
  starRepository,
  unstarRepository,
  unwatchRepository,
  watchRepository,
} from '../../forge/endpoints/index.js';
import type { ForgeSession } from '../../forge/session.js';
import type { User } from '../../forge/types/index.js';
import type { Context } from '../kit/context.js';
import { type GatewayErrorClass, NotFoundGatewayError, ValidationGatewayError } from '../kit/errors.js';
import { invalid } from '../kit/inputs.js';
import { expectObject, nodeKey, repoKey } from '../kit/loaders.js';
import { answered, defineMutation, type PayloadFields, writtenObject } from '../kit/mutation.js';
import { type RepoRef, RepositoryRef } from '../kit/refs/repository.js';
import { returnedStrings } from '../kit/returned-value.js';
import { UserRef } from '../people/user.js';
import { SubscriptionState } from './repository-social.js';

interface RepositoryPayload {
  owner: string;
  repo: string;
}

/** The repository, read after the write (GET /repos/{owner}/{repo}) and only when selected. */
export const repositoryField = <P extends RepositoryPayload>(
  t: PayloadFields<P>,
  description = 'The repository, read after the write (GET /repos/{owner}/{repo}) only when selected.',
) =>
  t.field({
    type: RepositoryRef,
    description,
    resolve: (payload, _args, context: Context) => nodeKey(context, repoKey(payload.owner, payload.repo)),
  });

/** The caller, read after the write (GET /user) and only when selected. */
export const viewerField = <P>(t: PayloadFields<P>) =>
  t.field({
    type: UserRef,
    description: 'The caller, read after the write (GET /user) only when selected.',
    resolve: async (_payload, _args, context: Context) =>
      expectObject<User>((await getViewer(context.forge)).data, 'GET /user', 'login'),
  });

type StarCall = (forge: ForgeSession, repository: RepoRef) => Promise<unknown>;

/**
 * starRepository and unstarRepository: one PUT or DELETE of /user/starred/{owner}/{repo} (204),
 * answered with the repository and the caller read afresh. They differ in route and words.
 */
function defineStarWrite(
  name: 'starRepository' | 'unstarRepository',
  call: StarCall,
  row: { input: string; description: string; errors?: readonly GatewayErrorClass[]; payload: string },
) {
  defineMutation(name, {
    input: row.input,
    on: 'repository',
    inputFields: () => ({}),
    description: row.description,
    errors: row.errors,
    changes: [RepositoryRef, UserRef],
    write: async (_input, context, target) => {
      await call(context.forge, target);
      return target;
    },
    payload: row.payload,
    outputFields: (t) => ({ repository: repositoryField(t), viewer: viewerField(t) }),
  });
}

// routers/api/v1/user/star.go: 404 for a repository the caller cannot see, 403 for a blocked user;
// ValidationError for an empty owner or name, refused before any call
defineStarWrite('starRepository', starRepository, {
  input: 'The repository to star.',
  description:
    'Stars a repository for the caller (PUT /user/starred/{owner}/{repo}, 204). Starring twice changes nothing. ForbiddenError when the repository’s owner blocked the caller.',
  payload: 'The starred repository, with its new starsCount, and the caller.',
});

defineStarWrite('unstarRepository', unstarRepository, {
  input: 'The repository to unstar.',
  description:
    'Removes the caller’s star from a repository (DELETE /user/starred/{owner}/{repo}, 204). Unstarring a repository not starred changes nothing.',
  errors: [NotFoundGatewayError, ValidationGatewayError],
  payload: 'The repository, with its new starsCount, and the caller.',
});

// routers/api/v1/user/watch.go: 404 for an invisible repository, 403 for a blocked user
defineMutation('watchRepository', {
  input: 'The repository to watch.',
  on: 'repository',
  inputFields: () => ({}),
  description:
    'Subscribes the caller to a repository’s notifications (PUT /repos/{owner}/{repo}/subscription, 200 WatchInfo). ForbiddenError when the repository’s owner blocked the caller.',
  changes: [RepositoryRef, UserRef],
  write: async (_input, context, target) => {
    const { data } = await watchRepository(context.forge, target);
    return { ...target, subscription: data?.ignored ? ('IGNORED' as const) : ('SUBSCRIBED' as const) };
  },
  payload: 'The watched repository, with its new watchersCount, and the caller.',
  outputFields: (t) => ({
    subscription: answered(
      t,
      SubscriptionState,
      'subscription',
      'The caller’s subscription as the forge answered it.',
    ),
    repository: repositoryField(t),
    viewer: viewerField(t),
  }),
});

defineMutation('unwatchRepository', {
  input: 'The repository to stop watching.',
  on: 'repository',
  inputFields: () => ({}),
  description: 'Unsubscribes the caller from a repository (DELETE /repos/{owner}/{repo}/subscription, 204).',
  errors: [NotFoundGatewayError, ValidationGatewayError],
  changes: [RepositoryRef, UserRef],
  write: async (_input, context, target) => {
    await unwatchRepository(context.forge, target);
    return { ...target, subscription: 'UNSUBSCRIBED' as const };
  },
  payload: 'The repository, with its new watchersCount, and the caller.',
  outputFields: (t) => ({
    subscription: writtenObject(t, SubscriptionState, 'subscription'),
    repository: repositoryField(t),
    viewer: viewerField(t),
  }),
});

const TOPIC = /^[a-z0-9][-.a-z0-9]*$/;
const MAX_TOPICS = 25;

/**
 * The forge's own rules (models/repo/topic.go SanitizeAndValidateTopics, ValidateTopic), applied before
 * the call: topics are trimmed and lower-cased, empty ones and repeats dropped; each has at most 35
 * characters of a-z, 0-9, `-` and `.`, starting with a letter or digit; at most 25 of them.
 */
export function topicsOf(topics: readonly string[]): string[] {
  const valid: string[] = [];
  topics.forEach((raw, index) => {
    const topic = raw.trim().toLowerCase();
    if (topic === '' || valid.includes(topic)) return;
    if (topic.length > 35 || !TOPIC.test(topic)) {
      throw invalid(
        `${JSON.stringify(raw)} is not a valid topic: up to 35 characters of a-z, 0-9, "-" and ".", starting with a letter or digit`,
        `topics[${index}]`,
      );
    }
    valid.push(topic);
  });
  if (valid.length > MAX_TOPICS) throw invalid(`a repository has at most ${MAX_TOPICS} topics`, 'topics');
  return valid;
}

// routers/api/v1/repo/topic.go: 422 for invalid topics or more than 25; reqAdmin's 403; 404 when invisible
defineMutation('updateRepositoryTopics', {
  on: 'repository',
  input: 'The repository and its new topics.',
  inputFields: (t) => ({
    topics: t.stringList({
      required: true,
      description: 'The whole new list (an empty list removes every topic); stored lower-case.',
    }),
  }),
  description:
    'Replaces the topics of a repository (PUT /repos/{owner}/{repo}/topics, 204). Needs admin access to the repository.',
  changes: [RepositoryRef],
  write: async (input, context, target) => {
    const topics = topicsOf(input.topics);
    await replaceTopics(context.forge, target, { topics });
    return { ...target, topics };
  },
  payload: 'The repository with its new topics.',
  outputFields: (t) => ({
    topics: returnedStrings(
      t,
      'topics',
      'The topics sent, as the forge stores them (trimmed, lower-case, without repeats).',
    ),
    repository: repositoryField(t),
  }),
});
