// The subscriptions of the live updates (their event types are in event-types.ts; the setup mutations
// in setup-mutations.ts). Registered on the graph's builder by src/graphql/schema.ts.

import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import { isStreamEnd, type StreamItem } from '../../live/stream.js';
import { builder } from '../kit/builder.js';
import { freshReads, runtimeOf } from './event-context.js';
import { RepositoryEventKindEnum, RepositoryEventRef } from './event-types.js';
import { payloadAsReaderSees, selectsReaderDependentFields } from './reader-view.js';
import { concernsIssue, concernsPullRequest, openSubscription, type SubscriberEvent } from './subscribe.js';
import './setup-mutations.js';

/**
 * Per event: a terminal item becomes the stream's one coded error; an event gets fresh loaders, and
 * its users as the subscriber reads them when the selection asks for what depends on the reader.
 */
async function eventOf(
  item: StreamItem,
  context: Parameters<typeof runtimeOf>[0],
  info: GraphQLResolveInfo,
): Promise<SubscriberEvent> {
  if (isStreamEnd(item)) throw new GraphQLError(item.message, { extensions: { code: item.code } });
  freshReads(context, runtimeOf(context));
  const event = item as SubscriberEvent;
  if (!selectsReaderDependentFields(info)) return event;
  return { ...event, payload: await payloadAsReaderSees(event.payload, context) };
}

builder.subscriptionType({
  description:
    'Live updates fed by the forge’s webhooks (see enableLiveUpdates). Served over SSE (GraphQL over SSE, ' +
    'Accept: text/event-stream) and WebSocket (graphql-ws) at /graphql. Subscribing reads the repository ' +
    'once with the caller’s credentials (NOT_FOUND when it may not); access is checked again at an interval.',
});

builder.subscriptionFields((t) => {
  /** A subscription to one issue or pull request of a repository: the events `concerns` keeps of it. */
  const numbered = (description: string, concerns: typeof concernsIssue) =>
    t.field({
      type: RepositoryEventRef,
      nullable: false,
      description,
      args: {
        owner: t.arg.string({ description: 'The login of the repository’s owner.', required: true }),
        name: t.arg.string({ description: 'The repository’s name.', required: true }),
        number: t.arg.int({ description: 'The issue’s or pull request’s number.', required: true }),
      },
      subscribe: (_root, args, context) =>
        openSubscription(context, args.owner, args.name, concerns(args.number)),
      resolve: (item: StreamItem, _args, context, info) => eventOf(item, context, info),
    });
  return {
    repositoryEvents: t.field({
      type: RepositoryEventRef,
      nullable: false,
      description: 'Every change of a repository, or only the kinds given.',
      args: {
        owner: t.arg.string({ description: 'The login of the repository’s owner.', required: true }),
        name: t.arg.string({ description: 'The repository’s name.', required: true }),
        kinds: t.arg({ type: [RepositoryEventKindEnum], description: 'All kinds when absent or empty.' }),
      },
      subscribe: (_root, args, context) => {
        const kinds = new Set(args.kinds ?? []);
        return openSubscription(context, args.owner, args.name, (e) => kinds.size === 0 || kinds.has(e.kind));
      },
      resolve: (item: StreamItem, _args, context, info) => eventOf(item, context, info),
    }),
    issueEvents: numbered(
      'Changes of one issue and its comments (IssueChangedEvent, IssueCommentChangedEvent); pull requests have pullRequestEvents.',
      concernsIssue,
    ),
    pullRequestEvents: numbered(
      'Changes of one pull request: its edits, reviews and conversation comments (PullRequestChangedEvent, ' +
        'PullRequestReviewedEvent, IssueCommentChangedEvent).',
      concernsPullRequest,
    ),
  };
});
