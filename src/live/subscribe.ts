// Opening a subscription: the caps, ONE forge read with the subscriber's own credentials to check it
// may read the repository (the usual coded error refuses it otherwise), then a stream on the bus.

import { GraphQLError } from 'graphql';
import type { Context } from '../context.js';
import { getRepository } from '../forge/endpoints/repos.js';
import { ForgeError } from '../forge/errors.js';
import type { Permission, Repository } from '../forge/types.js';
import { expectObject } from '../graphql/loaders.js';
import { connectionOf, runtimeOf } from './context.js';
import type { LiveEvent } from './events.js';
import { LiveRuntime } from './runtime.js';
import { type StreamItem, SubscriberStream } from './stream.js';

/** An event as one subscriber sees it: with that subscriber's own permissions on the repository. */
export type SubscriberEvent = LiveEvent & { subscriberPermissions: Permission | null };

const DENIED = new Set(['not-found', 'forbidden', 'unauthenticated']);

async function readRepository(context: Context, owner: string, repo: string): Promise<Repository> {
  const { data } = await getRepository(context.forge, { owner, repo });
  return expectObject<Repository>(data, 'GET /repos/{owner}/{repo}', 'full_name');
}

export async function openSubscription(
  context: Context,
  owner: string,
  name: string,
  accepts: (event: LiveEvent) => boolean,
): Promise<AsyncIterable<StreamItem>> {
  const live = runtimeOf(context);
  const caller = LiveRuntime.callerKey(context.forge.init.authorization);
  const connection = connectionOf(context);
  const refusal = live.refusal(caller, connection);
  if (refusal) throw new GraphQLError(refusal.message, { extensions: { code: refusal.code } });
  // Held before the first await, so that subscriptions opened at once cannot all pass the caps.
  const release = live.hold(caller, connection);

  // The one read of the subscription; a 404 (private or missing) refuses it as NOT_FOUND.
  let repository: Repository;
  try {
    repository = await readRepository(context, owner, name);
  } catch (error) {
    release();
    throw error;
  }
  let isPrivate = repository.private === true;
  let permissions = repository.permissions ?? null;
  const { authorization } = context.forge.init;
  const checkAccess = async () => {
    try {
      const fresh = await readRepository(
        { ...context, forge: live.client.session({ authorization }) },
        owner,
        name,
      );
      isPrivate = fresh.private === true;
      permissions = fresh.permissions ?? null;
      return true;
    } catch (error) {
      if (error instanceof ForgeError && DENIED.has(error.kind)) return false;
      throw error;
    }
  };

  let untrack = () => {};
  const stream = new SubscriberStream(
    {
      bufferSize: live.settings.subscriberBufferSize,
      recheckMs: live.settings.accessRecheckMs,
      checkAccess,
      onClose: (reason) => {
        release();
        untrack();
        live.metrics.ended.inc({ reason });
      },
      onDeliver: (event) => live.metrics.delivered.inc({ kind: event.kind }),
    },
    () => isPrivate,
  );
  untrack = live.track(stream);
  try {
    const unsubscribe = await live.bus.subscribe(repository.full_name.toLowerCase(), (event) => {
      if (accepts(event)) stream.push({ ...event, subscriberPermissions: permissions } as SubscriberEvent);
    });
    stream.attach(unsubscribe);
  } catch (error) {
    stream.complete('bus_error');
    throw new GraphQLError(`live updates are unavailable: ${(error as Error).message}`, {
      extensions: { code: 'LIVE_UPDATES_UNAVAILABLE' },
    });
  }
  return stream;
}

const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const issueOf = (event: LiveEvent) => event.payload.issue as { number?: unknown } | undefined;

/** Events about issue `number` (not a pull request): its changes and its comments. */
export const concernsIssue = (number: number) => (event: LiveEvent) =>
  (event.kind === 'ISSUES' &&
    !event.eventType.startsWith('pull_request') &&
    numberOf(event.payload.number) === number) ||
  (event.kind === 'ISSUE_COMMENT' &&
    event.payload.is_pull !== true &&
    numberOf(issueOf(event)?.number) === number);

/** Events about pull request `number`: its changes, reviews and conversation comments. */
export const concernsPullRequest = (number: number) => (event: LiveEvent) =>
  ((event.kind === 'PULL_REQUEST' || event.kind === 'PULL_REQUEST_REVIEW') &&
    numberOf(event.payload.number) === number) ||
  (event.kind === 'ISSUE_COMMENT' &&
    event.payload.is_pull === true &&
    numberOf(issueOf(event)?.number) === number);
