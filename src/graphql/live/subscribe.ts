// Opening a subscription: who the caller is (caller-identity.ts: the forge's user, cached), the caps,
// ONE forge read with the subscriber's own credentials to check it may read the repository (the usual
// coded error refuses it otherwise), then a stream on the bus whose access checks fail closed.

import { GraphQLError } from 'graphql';
import { callerRightsOf } from '../../forge/cache/caller-rights.js';
import { getRepository } from '../../forge/endpoints/index.js';
import { ForgeError } from '../../forge/errors.js';
import type { Permission, Repository } from '../../forge/types/index.js';
import { isNotice } from '../../live/bus.js';
import { commentIsOnPull } from '../../live/event-type.js';
import type { LiveEvent } from '../../live/events.js';
import { type AccessAnswer, type StreamItem, SubscriberStream } from '../../live/stream.js';
import type { Context } from '../kit/context.js';
import { ERROR_CODE_BY_KIND } from '../kit/errors.js';
import { expectObject } from '../kit/loaders.js';
import { endWhenGone, requestSignalOf, subscriberGone } from './client-gone.js';
import { connectionOf, runtimeOf } from './event-context.js';

/** An event as one subscriber sees it: with that subscriber's own permissions on the repository. */
export type SubscriberEvent = LiveEvent & { subscriberPermissions: Permission | null };

const DENIED = new Set(['not-found', 'forbidden', 'unauthenticated']);

async function readRepository(context: Context, owner: string, repo: string): Promise<Repository> {
  const { data } = await getRepository(context.forge, { owner, repo });
  const record = expectObject<Repository>(data, 'GET /repos/{owner}/{repo}', 'full_name');
  // the shared tier's copy leaves the caller's rights out: the subscriber's own are read instead
  const own = callerRightsOf(record);
  return own ? { ...record, permissions: (await own()) as Permission | null } : record;
}

/** The coded error of a check the forge could not answer: the code a query meeting it would carry. */
function uncheckable(error: unknown): { code: string; message: string } {
  const code = error instanceof ForgeError ? ERROR_CODE_BY_KIND[error.kind] : 'UPSTREAM_UNAVAILABLE';
  const status = error instanceof ForgeError && error.status !== null ? ` (HTTP ${error.status})` : '';
  return {
    code,
    message: `the subscriber's access could not be checked again${status}; the subscription ended`,
  };
}

export async function openSubscription(
  context: Context,
  owner: string,
  name: string,
  accepts: (event: LiveEvent) => boolean,
): Promise<AsyncIterable<StreamItem>> {
  const live = runtimeOf(context);
  const connection = connectionOf(context);
  const caller = await context.caller.key();
  const refusal = live.refusal(caller, connection);
  if (refusal) throw new GraphQLError(refusal.message, { extensions: { code: refusal.code } });
  // Held with no await since the check, so that subscriptions opened at once cannot all pass the caps.
  const release = live.hold(caller, connection);

  // A subscriber that goes away while this is set up is gone for good: Yoga never asks the stream
  // it would have read to end, so what it holds is let go here (client-gone.ts).
  const gone = requestSignalOf(context);
  // The one read of the subscription; a 404 (private or missing) refuses it as NOT_FOUND.
  let repository: Repository;
  try {
    repository = await readRepository(context, owner, name);
    if (gone?.aborted) throw subscriberGone();
  } catch (error) {
    release();
    throw error;
  }
  let permissions = repository.permissions ?? null;
  const checkAccess = async (): Promise<AccessAnswer> => {
    try {
      const fresh = await readRepository(
        {
          ...context,
          forge: live.client.session({
            authorization: context.caller.authorization,
            requestId: context.forge.init.requestId,
          }),
        },
        owner,
        name,
      );
      permissions = fresh.permissions ?? null;
      return { allowed: true, private: fresh.private === true };
    } catch (error) {
      if (error instanceof ForgeError && DENIED.has(error.kind)) return { allowed: false, private: true };
      throw error;
    }
  };

  let untrack = () => {};
  const stream = new SubscriberStream(
    {
      bufferSize: live.settings.subscriberBufferSize,
      recheckMs: live.settings.accessRecheckMs,
      checkAccess,
      uncheckable,
      onClose: (reason) => {
        release();
        untrack();
        live.metrics.ended.inc({ reason });
      },
      onDeliver: (event) => live.metrics.delivered.inc({ kind: event.kind }),
    },
    { private: repository.private === true },
  );
  untrack = live.track(stream);
  endWhenGone(gone, stream);
  try {
    const unsubscribe = await live.bus.subscribe(repository.full_name.toLowerCase(), (message) => {
      // Every message says whether the repository is private now, even one this filter drops.
      stream.observe(message.repository);
      if (isNotice(message) || !accepts(message)) return;
      stream.push({ ...message, subscriberPermissions: permissions } as SubscriberEvent);
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
    !commentIsOnPull(event.payload) &&
    numberOf(issueOf(event)?.number) === number);

/** Events about pull request `number`: its changes, reviews and conversation comments. */
export const concernsPullRequest = (number: number) => (event: LiveEvent) =>
  ((event.kind === 'PULL_REQUEST' || event.kind === 'PULL_REQUEST_REVIEW') &&
    numberOf(event.payload.number) === number) ||
  (event.kind === 'ISSUE_COMMENT' &&
    commentIsOnPull(event.payload) &&
    numberOf(issueOf(event)?.number) === number);
