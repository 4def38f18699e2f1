// An issue sidebar's notifications box: `subscribers` and `viewerIsSubscribed` on Issue and PullRequest,
// and subscribeToIssue / unsubscribeFromIssue (routers/api/v1/repo/issue_subscription.go).

import {
  checkIssueSubscription,
  getViewer,
  listIssueSubscribers,
  subscribeUserToIssue,
  unsubscribeUserFromIssue,
} from '../../forge/endpoints/index.js';
import type { User } from '../../forge/types/index.js';
import { forgeFlags } from '../kit/account-fields.js';
import { type Context, memoize } from '../kit/context.js';
import { REFUSED_WRITE_ERRORS } from '../kit/errors.js';
import { requireText } from '../kit/inputs.js';
import { expectObject, issueKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite } from '../kit/mutation.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { IssueRef } from '../kit/refs/issue.js';
import { PullRequestRef } from '../kit/refs/pull-request.js';
import { UserConnection, UserRef } from '../people/user.js';
import { issueAndPullFields } from './issue-and-pull.js';
import { issueOrPullFields, issueOrPullOf } from './issue-or-pull-fields.js';
import { type IssueParent, parentKey } from './issue-parent.js';

const subscribers = pagedList<IssueParent, object, User>({
  endpoint: listIssueSubscribers,
  key: parentKey,
  fetch: (context, parent, _args, page) => listIssueSubscribers(context.forge, { ...parent, ...page }),
});

/** An anonymous caller follows nothing: false without a call (the forge's check needs a token). */
const viewerIsSubscribed = (context: Context, parent: IssueParent) =>
  context.caller.anonymous
    ? Promise.resolve(false)
    : memoize(context, `issue-subscription:${parentKey(parent)}`, async () => {
        const { data } = await checkIssueSubscription(context.forge, parent);
        return data?.subscribed === true;
      });

issueAndPullFields((t, parentOf) => ({
  subscribers: listConnection(
    t,
    UserConnection,
    listField(subscribers, parentOf),
    'Who chose to be notified about it, by user id (GET /repos/{owner}/{repo}/issues/{index}/subscriptions, one call per page; totalCount their number). The repository’s watchers and the participants, notified without choosing, are not listed unless they chose.',
  ),
  viewerIsSubscribed: t.field({
    type: 'Boolean',
    description:
      'Whether the caller is notified about it (GET …/issues/{index}/subscriptions/check, one call): by their own choice, else because they watch the repository or took part (opened it or commented). False for an anonymous caller, without a call.',
    ...listField(viewerIsSubscribed, parentOf),
  }),
}));

interface SubscriptionInput {
  owner: string;
  repo: string;
  number: number;
  user?: string | null;
}

/** The user whose subscription changes: the one named, else the caller (GET /user, one call). */
async function subscriberOf(context: Context, input: SubscriptionInput): Promise<string> {
  if (input.user != null) return requireText(input.user, 'user');
  return expectObject<User>((await getViewer(context.forge)).data, 'GET /user', 'login').login;
}

const subscriptionMutation = (name: string, subscribe: boolean) =>
  defineMutation(name, {
    input: subscribe
      ? 'The issue or pull request to be notified about.'
      : 'The issue or pull request to stop following.',
    inputFields: (t) => ({
      ...issueOrPullFields(t),
      user: t.string({ description: 'Whose subscription (site admins only); the caller when absent.' }),
    }),
    description: `${subscribe ? 'Subscribes' : 'Unsubscribes'} a user ${subscribe ? 'to' : 'from'} an issue or pull request (${subscribe ? 'PUT' : 'DELETE'} …/issues/{index}/subscriptions/{user}: 201 when it changed, 200 when it already was). Without \`user\`, GET /user names the caller first (two calls). Another user than oneself is a ForbiddenError unless the caller is a site admin; an unknown issue or user a NotFoundError.`,
    errors: [...REFUSED_WRITE_ERRORS],
    changes: [IssueRef, PullRequestRef, UserRef],
    calls: 2,
    write: async (input, context) => {
      const target = issueOrPullOf(input);
      const user = await subscriberOf(context, input);
      const call = subscribe ? subscribeUserToIssue : unsubscribeUserFromIssue;
      const { status } = await call(context.forge, { ...target, user });
      return {
        subscribed: subscribe,
        changed: status === 201,
        issue: issueKey(target.owner, target.repo, target.index),
      };
    },
    payload: subscribe ? 'The subscription and its issue.' : 'The ended subscription and its issue.',
    outputFields: (t) => ({
      ...forgeFlags(t, {
        subscribed: ['subscribed', 'The subscription as it now is.'],
        changed: [
          'changed',
          'False when the user already was in that state (the forge answered 200, not 201).',
        ],
      }),
      issue: readAfterWrite(t, IssueRef, 'issue', 'The issue or pull request, read only when selected.'),
    }),
  });

subscriptionMutation('subscribeToIssue', true);
subscriptionMutation('unsubscribeFromIssue', false);
