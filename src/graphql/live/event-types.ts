// The event types of the live updates: the RepositoryEvent interface and one object type per kind of
// change, carrying the same Issue, PullRequest, Comment, Release, Commit, User and Repository objects
// as queries do. They resolve from the webhook payload without a forge call (returning those objects
// also primes the loaders); fields the payload lacks go through the loaders.

import type { GraphQLResolveInfo } from 'graphql';
import type {
  Comment,
  FileCommitResponse,
  Issue,
  PayloadCommit,
  PullRequest,
  Release,
  Repository,
  User,
} from '../../forge/types/index.js';
import type { ChangesPayload } from '../../forge/types/live.js';
import { commentIsOnPull } from '../../live/event-type.js';
import { EVENT_KINDS, type EventKind } from '../../live/events.js';
import { CommitRef } from '../git/commit.js';
import { builder, type FieldsOf } from '../kit/builder.js';
import { type CommitValue, fromFileCommit } from '../kit/commit-value.js';
import type { Context } from '../kit/context.js';
import { describedEnumValues } from '../kit/enum-values.js';
import { forgeNumberField } from '../kit/forge-numbers.js';
import { issueKey, loginKey, nodeKey, repoKey } from '../kit/loaders.js';
import { CommentRef } from '../kit/refs/comment.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { toUrl } from '../kit/values.js';
import { UserRef } from '../people/user.js';
import { ReleaseRef } from '../release/release.js';
import { completed } from './payload-objects.js';
import type { SubscriberEvent } from './subscribe.js';

const field = <T>(event: SubscriberEvent, name: string): T | null =>
  (event.payload[name] as T | undefined) ?? null;

type Info = GraphQLResolveInfo;

/** Strings of the payload, one row a field: the payload's key and what it means. */
const payloadStrings = (
  t: FieldsOf<SubscriberEvent>,
  rows: Record<string, readonly [key: string, description: string]>,
) =>
  Object.fromEntries(
    Object.entries(rows).map(([name, [key, description]]) => [
      name,
      t.string({ description, resolve: (e) => field<string>(e, key) }),
    ]),
  );

/** A push's, a created or a deleted ref's fields: the ref's name and the payload's strings of that event. */
const refFields = (
  t: FieldsOf<SubscriberEvent>,
  strings: Record<string, readonly [key: string, description: string]>,
) => ({
  ref: t.string({
    nullable: false,
    description: 'The ref, e.g. `refs/heads/main` for a push, `main` or `v1.0` for a created or deleted ref.',
    resolve: (e) => String(e.payload.ref ?? ''),
  }),
  ...payloadStrings(t, strings),
});

/** The payload's user under `name`, completed from the forge when the payload left a required key out. */
const userField = (e: SubscriberEvent, name: string, context: Context, info: Info) => {
  const user = field<User>(e, name);
  const login = typeof user?.login === 'string' && user.login ? user.login : null;
  return completed(user, UserRef, 'User', login && nodeKey(context, loginKey(login)), context, info);
};

/** The payload's issue or pull request under `name`, completed by its number in the event's repository. */
const numberedField = <T extends Issue | PullRequest>(
  e: SubscriberEvent,
  name: string,
  ref: typeof IssueRef | typeof PullRequestRef,
  context: Context,
  info: Info,
) => {
  const value = field<T>(e, name);
  const number = typeof value?.number === 'number' ? value.number : e.payload.number;
  const key =
    typeof number === 'number'
      ? nodeKey(context, issueKey(e.repository.owner, e.repository.name, number))
      : null;
  return completed(value, ref, ref === IssueRef ? 'Issue' : 'PullRequest', key, context, info);
};

/** What each webhook event family means to a subscriber. */
const KIND_WORDS: Record<EventKind, string> = {
  PUSH: 'Commits were pushed to a branch or tag.',
  CREATE: 'A branch or tag was created.',
  DELETE: 'A branch or tag was deleted.',
  ISSUES: 'An issue was opened, edited, closed, reopened, labeled, assigned or given a milestone.',
  ISSUE_COMMENT: 'A comment on an issue or pull request was created, edited or deleted.',
  PULL_REQUEST: 'A pull request was opened, edited, closed, reopened, synchronized, labeled or assigned.',
  PULL_REQUEST_REVIEW: 'A review of a pull request was submitted.',
  RELEASE: 'A release was published, updated or deleted.',
  REPOSITORY: 'The repository was created or deleted.',
};

export const RepositoryEventKindEnum = builder.enumType('RepositoryEventKind', {
  description: 'What changed, by the forge’s webhook event family.',
  values: Object.fromEntries(
    EVENT_KINDS.map((kind) => [kind, { value: kind, description: KIND_WORDS[kind] }]),
  ) as Record<EventKind, { value: EventKind; description: string }>,
});

export const RepositoryEventRef = builder.interfaceRef<SubscriberEvent>('RepositoryEvent').implement({
  description: 'A change the forge reported for a repository (one webhook delivery).',
  resolveType: (event) => typeNameOf(event),
  fields: (t) => ({
    deliveryId: t.exposeString('deliveryId', {
      nullable: false,
      description: 'The forge’s X-Gitea-Delivery.',
    }),
    kind: t.expose('kind', {
      type: RepositoryEventKindEnum,
      nullable: false,
      description: 'The family of the change, as a subscription’s `kinds` filter names it.',
    }),
    eventType: t.exposeString('eventType', {
      nullable: false,
      description:
        'The forge’s own event type (X-Gitea-Event-Type), e.g. `issue_assign`; an open set. From a forge ' +
        'that sends none, told by X-Gitea-Event and the payload as the forge would name it.',
    }),
    action: t.exposeString('action', {
      description: 'What happened, e.g. opened, edited, closed; null for pushes and refs.',
    }),
    repository: t.field({
      type: RepositoryRef,
      description:
        'From the payload, with the subscriber’s own permissions; no forge call unless the forge left out a ' +
        'field this type always has (older forges): then one read completes it.',
      resolve: async (e, _args, context, info) => {
        const key = nodeKey(context, repoKey(e.repository.owner, e.repository.name));
        const repository = await completed(
          field<Repository>(e, 'repository'),
          RepositoryRef,
          'Repository',
          key,
          context,
          info,
        );
        return repository ? { ...repository, permissions: e.subscriberPermissions ?? undefined } : null;
      },
    }),
    sender: t.field({
      type: UserRef,
      description: 'Who made the change (completed by one read when an older forge left a field out).',
      resolve: (e, _args, context, info) => userField(e, 'sender', context, info),
    }),
    receivedAt: t.expose('receivedAt', {
      type: 'DateTime',
      nullable: false,
      description: 'When the gateway received the delivery.',
    }),
  }),
});

export const EventChangesRef = builder.objectRef<ChangesPayload>('EventChanges').implement({
  description: 'What an edit replaced (the forge’s ChangesPayload).',
  fields: (t) =>
    Object.fromEntries(
      (['title', 'body', 'ref'] as const).map((key) => [
        `${key}From`,
        t.string({
          description: `The ${key} before the edit; null when it did not change.`,
          resolve: (c) => c[key]?.from ?? null,
        }),
      ]),
    ),
});

const changes = (e: SubscriberEvent) => field<ChangesPayload>(e, 'changes');

/** What every event of an edit says of its `changes`. */
const CHANGES = 'What an edit replaced; null for other actions.';

const changesField = (t: FieldsOf<SubscriberEvent>) =>
  t.field({ type: EventChangesRef, description: CHANGES, resolve: changes });

const issueField = (t: FieldsOf<SubscriberEvent>, description: string) =>
  t.field({
    type: IssueRef,
    description,
    resolve: (e, _args, context, info) => numberedField<Issue>(e, 'issue', IssueRef, context, info),
  });

/** The payload's user under `key`. */
const payloadUser = (t: FieldsOf<SubscriberEvent>, key: string, description: string) =>
  t.field({
    type: UserRef,
    description,
    resolve: (e, _args, context, info) => userField(e, key, context, info),
  });

const eventObject = (name: string, description: string) =>
  builder.objectRef<SubscriberEvent>(name).implement({
    description,
    interfaces: [RepositoryEventRef],
    isTypeOf: (value) => typeNameOf(value as SubscriberEvent) === name,
    fields: () => ({}),
  });

export const IssueChangedEventRef = eventObject(
  'IssueChangedEvent',
  'An issue was opened, edited, closed, reopened, (un)assigned, labelled or milestoned.',
);
builder.objectFields(IssueChangedEventRef, (t) => ({
  issue: issueField(t, 'The issue, as the payload has it.'),
  changes: changesField(t),
}));

export const IssueCommentChangedEventRef = eventObject(
  'IssueCommentChangedEvent',
  'A comment on an issue or pull request was created, edited or deleted.',
);
builder.objectFields(IssueCommentChangedEventRef, (t) => ({
  issue: issueField(t, 'The issue or pull request the comment is on, as the payload has it.'),
  comment: t.field({
    type: CommentRef,
    description: 'The comment.',
    resolve: (e) => field<Comment>(e, 'comment'),
  }),
  isPullRequest: t.boolean({
    nullable: false,
    description:
      'The payload’s `is_pull`; from a forge that sends none, whether the issue is a pull request.',
    resolve: (e) => commentIsOnPull(e.payload),
  }),
  pullRequest: t.field({
    type: PullRequestRef,
    description:
      'The pull request the comment is on; one read (GET /repos/{owner}/{repo}/pulls/{index}) when selected.',
    resolve: (e, _args, context) => {
      const number = field<Issue>(e, 'issue')?.number;
      if (!commentIsOnPull(e.payload) || typeof number !== 'number') return null;
      return nodeKey(context, issueKey(e.repository.owner, e.repository.name, number));
    },
  }),
  changes: changesField(t),
}));

const pullRequestField = (t: FieldsOf<SubscriberEvent>) =>
  t.field({
    type: PullRequestRef,
    description: 'The pull request, as the payload has it.',
    resolve: (e, _args, context, info) =>
      numberedField<PullRequest>(e, 'pull_request', PullRequestRef, context, info),
  });

export const PullRequestChangedEventRef = eventObject(
  'PullRequestChangedEvent',
  'A pull request was opened, edited, closed, reopened, merged, synchronized, (un)assigned or labelled.',
);
builder.objectFields(PullRequestChangedEventRef, (t) => ({
  pullRequest: pullRequestField(t),
  changes: changesField(t),
  requestedReviewer: payloadUser(
    t,
    'requested_reviewer',
    'For a review request or its removal: the user asked.',
  ),
}));

export const ReviewVerdictEnum = builder.enumType('PullRequestReviewVerdict', {
  description: 'What a submitted review concluded.',
  values: describedEnumValues({
    APPROVED: 'The reviewer approved the changes.',
    CHANGES_REQUESTED: 'The reviewer asked for changes.',
    COMMENTED: 'The reviewer commented without a verdict.',
  }),
});

const VERDICTS: Record<string, 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED'> = {
  pull_request_review_approved: 'APPROVED',
  pull_request_review_rejected: 'CHANGES_REQUESTED',
  pull_request_review_comment: 'COMMENTED',
};

export const PullRequestReviewedEventRef = eventObject(
  'PullRequestReviewedEvent',
  'A review of a pull request was submitted.',
);
builder.objectFields(PullRequestReviewedEventRef, (t) => ({
  pullRequest: pullRequestField(t),
  verdict: t.field({
    type: ReviewVerdictEnum,
    description: 'Null for a verdict this gateway does not know yet.',
    resolve: (e) => VERDICTS[e.eventType] ?? null,
  }),
  reviewBody: t.string({
    description: 'The review’s summary, in Markdown.',
    resolve: (e) => (e.payload.review as { content?: string } | undefined)?.content ?? null,
  }),
}));

/**
 * A pushed commit as the Commit node: the payload has no parents nor tree, so the commit is marked
 * incomplete and a field only a full read has costs one commit read, with the subscriber's credentials.
 */
function commitOf(e: SubscriberEvent, commit: PayloadCommit): CommitValue {
  const where = { owner: e.repository.owner, repo: e.repository.name };
  const value = fromFileCommit(where, fileCommitOf(commit));
  return { ...value, has: { ...value.has, complete: false } };
}

const isPayloadCommit = (value: unknown): value is PayloadCommit =>
  typeof value === 'object' && value !== null && typeof (value as PayloadCommit).id === 'string';

function fileCommitOf(commit: PayloadCommit): FileCommitResponse {
  const user = (u: PayloadCommit['author']) =>
    u ? { name: u.name ?? '', email: u.email ?? '', date: commit.timestamp ?? '' } : undefined;
  return {
    sha: commit.id ?? '',
    html_url: commit.url,
    created: commit.timestamp,
    author: user(commit.author),
    committer: user(commit.committer),
    message: commit.message,
    parents: [],
  };
}

export const PushEventRef = eventObject('PushEvent', 'Commits were pushed to a branch or tag.');
builder.objectFields(PushEventRef, (t) => ({
  ...refFields(t, {
    before: ['before', 'The ref’s commit before the push.'],
    after: ['after', 'The ref’s commit after the push.'],
  }),
  compareUrl: t.field({
    type: 'URL',
    description: 'The web page comparing `before` and `after`.',
    resolve: (e) => toUrl(field<string>(e, 'compare_url') ?? undefined),
  }),
  commits: t.field({
    type: [CommitRef],
    nullable: false,
    description: 'The pushed commits, as the payload lists them (the forge caps the list).',
    resolve: (e) => {
      const commits = field<unknown>(e, 'commits');
      return Array.isArray(commits) ? commits.filter(isPayloadCommit).map((c) => commitOf(e, c)) : [];
    },
  }),
  headCommit: t.field({
    type: CommitRef,
    description: 'The commit the ref now points to.',
    resolve: (e) => {
      const head = field<unknown>(e, 'head_commit');
      return isPayloadCommit(head) ? commitOf(e, head) : null;
    },
  }),
  totalCommits: forgeNumberField(t, 'Int', (e) => field<unknown>(e, 'total_commits'), {
    description: 'How many commits the push brought, even past the listed ones.',
  }),
  pusher: payloadUser(t, 'pusher', 'Who pushed.'),
}));

export const RefCreatedEventRef = eventObject('RefCreatedEvent', 'A branch or tag was created.');
builder.objectFields(RefCreatedEventRef, (t) =>
  refFields(t, {
    refType: ['ref_type', 'Branch or tag.'],
    sha: ['sha', 'The commit the new ref points to.'],
  }),
);

export const RefDeletedEventRef = eventObject('RefDeletedEvent', 'A branch or tag was deleted.');
builder.objectFields(RefDeletedEventRef, (t) => refFields(t, { refType: ['ref_type', 'Branch or tag.'] }));

export const ReleaseChangedEventRef = eventObject(
  'ReleaseChangedEvent',
  'A release was published, updated or deleted.',
);
builder.objectFields(ReleaseChangedEventRef, (t) => ({
  release: t.field({
    type: ReleaseRef,
    description: 'The release, as the payload has it.',
    resolve: (e) => field<Release>(e, 'release'),
  }),
}));

export const RepositoryChangedEventRef = eventObject(
  'RepositoryChangedEvent',
  'The repository was created or deleted.',
);
builder.objectFields(RepositoryChangedEventRef, (t) => ({
  organization: payloadUser(t, 'organization', 'The owner (user or organization).'),
}));

const TYPE_OF_KIND: Record<EventKind, string> = {
  PUSH: 'PushEvent',
  CREATE: 'RefCreatedEvent',
  DELETE: 'RefDeletedEvent',
  ISSUES: 'IssueChangedEvent',
  ISSUE_COMMENT: 'IssueCommentChangedEvent',
  PULL_REQUEST: 'PullRequestChangedEvent',
  PULL_REQUEST_REVIEW: 'PullRequestReviewedEvent',
  RELEASE: 'ReleaseChangedEvent',
  REPOSITORY: 'RepositoryChangedEvent',
};

function typeNameOf(event: SubscriberEvent): string {
  return TYPE_OF_KIND[event.kind];
}
