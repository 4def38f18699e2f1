// The caller's notification threads of one repository (routers/api/v1/notify/repo.go): the list
// (GET /repos/{owner}/{repo}/notifications) and marking them (PUT, 205 with the threads it changed).

import { listRepoNotifications, readRepoNotifications } from '../../forge/endpoints/index.js';
import type { NotificationThread } from '../../forge/types/notifications.js';
import { builder } from '../kit/builder.js';
import { NotFoundGatewayError, ValidationGatewayError } from '../kit/errors.js';
import { repositoryFields, repositoryOf } from '../kit/inputs.js';
import { defineMutation } from '../kit/mutation.js';
import { listConnection, listField, pagedList } from '../kit/paged-field.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import {
  type NotificationArgs,
  NotificationThreadConnection,
  NotificationThreadRef,
  notificationFilterArgs,
  notificationQuery,
} from './notification.js';
import { markReadFields, markReadPayload, markReadQuery, threadsOf } from './people-mutations.js';

const repositoryNotifications = pagedList<RepoRef, NotificationArgs, NotificationThread>({
  endpoint: listRepoNotifications,
  key: repoListKey,
  filters: (args) => notificationQuery(args),
  fetch: (context, ref, args, page) =>
    listRepoNotifications(context.forge, { ...ref, ...notificationQuery(args), ...page }),
});

builder.objectFields(RepositoryRef, (t) => ({
  viewerNotifications: listConnection(
    t,
    NotificationThreadConnection,
    listField(repositoryNotifications, repoRefOf),
    'The caller’s notification threads about this repository, most recently updated first (GET /repos/{owner}/{repo}/notifications). Unread and pinned ones unless `all`, `unread` or `statuses` say otherwise; an anonymous caller gets UNAUTHENTICATED.',
    { ...notificationFilterArgs },
  ),
}));

// notify/repo.go ReadRepoNotifications: 400 for a `last_read_at` that is not RFC 3339, 404 repository
defineMutation('markRepositoryNotificationsRead', {
  input: 'The repository, which of the caller’s threads about it to change, and to what.',
  inputFields: (t) => ({ ...repositoryFields(t), ...markReadFields(t) }),
  description:
    'Marks the caller’s notification threads about one repository read, unread or pinned (PUT /repos/{owner}/{repo}/notifications, 205 with the threads it changed).',
  errors: [NotFoundGatewayError, ValidationGatewayError],
  changes: [NotificationThreadRef],
  write: async (input, context) => {
    const { data } = await readRepoNotifications(context.forge, {
      ...repositoryOf(input),
      ...markReadQuery(input),
    });
    return { threads: threadsOf(data) };
  },
  payload: 'The threads that changed and the caller.',
  outputFields: markReadPayload,
});
