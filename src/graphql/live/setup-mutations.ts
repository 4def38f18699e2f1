// enableLiveUpdates / disableLiveUpdates: the repository hook that feeds this gateway's subscriptions,
// made with the caller's credentials (a repository admin), pointing at PUBLIC_URL + /webhooks/forge
// with WEBHOOK_SECRET. Both read the repository's hooks first (GET /repos/{owner}/{repo}/hooks, page by
// page) to find the gateway's hook, so that enabling twice makes one hook and disabling removes it.

import {
  createRepositoryHook,
  deleteRepositoryHook,
  listRepositoryHooks,
} from '../../forge/endpoints/index.js';
import type { Hook } from '../../forge/types/index.js';
import { LIVE_HOOK_EVENTS, webhookUrlOf } from '../../live/settings.js';
import { builder } from '../kit/builder.js';
import type { Context } from '../kit/context.js';
import { deletedIdField } from '../kit/deleted-id.js';
import { ErrorInterface } from '../kit/error-types.js';
import {
  codedError,
  ForbiddenGatewayError,
  NotFoundGatewayError,
  REFUSED_WRITE_ERRORS,
} from '../kit/errors.js';
import { encodeGlobalID } from '../kit/global-id.js';
import { repositoryFields, repositoryOf } from '../kit/inputs.js';
import { repoKey } from '../kit/loaders.js';
import { defineMutation, readAfterWrite } from '../kit/mutation.js';
import { RepositoryRef } from '../kit/refs/repository.js';
import { HookRef, hookKeyOf, type ScopedHook, scopeHook } from '../repository/hook.js';
import type { LiveContext } from './event-context.js';

export class LiveUpdatesNotConfiguredGatewayError extends codedError('LIVE_UPDATES_NOT_CONFIGURED') {}

builder.objectType(LiveUpdatesNotConfiguredGatewayError, {
  name: 'LiveUpdatesNotConfiguredError',
  description:
    'This gateway has no public URL or no webhook secret (PUBLIC_URL, WEBHOOK_SECRET), so the forge cannot reach it.',
  interfaces: [ErrorInterface],
});

/** The receiver URL and secret, or the typed error, before any forge call. */
function receiverOf(context: Context): { url: string; secret: string } {
  const settings = (context as LiveContext).live?.settings;
  if (!settings?.publicUrl || !settings.webhookSecret) {
    throw new LiveUpdatesNotConfiguredGatewayError(
      'live updates are not configured on this gateway: start it with --public-url and --webhook-secret',
    );
  }
  return { url: webhookUrlOf(settings.publicUrl), secret: settings.webhookSecret };
}

const PAGE = 50;

/** The gateway's hook among the repository's, reading page by page until found or exhausted. */
async function findLiveHook(context: Context, repository: { owner: string; repo: string }, url: string) {
  for (let page = 1; ; page++) {
    const { data, paging } = await listRepositoryHooks(context.forge, { ...repository, page, limit: PAGE });
    const hooks: Hook[] = Array.isArray(data) ? data : [];
    const found = hooks.find((hook) => hook.config?.url === url);
    if (found) return scopeHook(found, { kind: 'repository', ...repository });
    const total = paging.totalCount;
    if (hooks.length < PAGE || (total !== null && total !== undefined && page * PAGE >= total)) return null;
  }
}

defineMutation('enableLiveUpdates', {
  input: 'The repository whose changes the gateway should receive.',
  inputFields: (t) => ({ ...repositoryFields(t) }),
  description:
    'Makes the forge deliver this repository’s changes to the gateway, for the subscriptions: finds the ' +
    'gateway’s hook (reads GET /repos/{owner}/{repo}/hooks first) or creates it (POST .../hooks, events ' +
    'push, create, delete, issues, issue_comment, pull_request, pull_request_review, release, repository). ' +
    'The caller must be an admin of the repository.',
  errors: [...REFUSED_WRITE_ERRORS, LiveUpdatesNotConfiguredGatewayError],
  changes: [HookRef],
  write: async (input, context) => {
    const repository = repositoryOf(input);
    const receiver = receiverOf(context);
    const parent = repoKey(repository.owner, repository.repo);
    const existing = await findLiveHook(context, repository, receiver.url);
    // From now on the repository's events reach the gateway: its public answers may be kept.
    const fed = () => (context as LiveContext).live?.client.cache?.markFed(parent);
    if (existing) {
      await fed();
      return { hook: existing, created: false, repository: parent };
    }
    const { data } = await createRepositoryHook(context.forge, repository, {
      type: 'gitea',
      config: { url: receiver.url, content_type: 'json', secret: receiver.secret },
      events: [...LIVE_HOOK_EVENTS],
      active: true,
    });
    await fed();
    return {
      hook: scopeHook(data, { kind: 'repository', ...repository }),
      created: true,
      repository: parent,
    };
  },
  payload: 'The gateway’s hook on the repository.',
  outputFields: (t) => ({
    hook: t.field({
      type: HookRef,
      nullable: false,
      description: 'The gateway’s hook on the repository, found or created.',
      resolve: (payload) => payload.hook as ScopedHook,
    }),
    created: t.exposeBoolean('created', {
      nullable: false,
      description: 'False when the hook was there already.',
    }),
    repository: readAfterWrite(t, RepositoryRef, 'repository', 'The repository, read only when selected.'),
  }),
});

defineMutation('disableLiveUpdates', {
  input: 'The repository whose changes the gateway should no longer receive.',
  inputFields: (t) => ({ ...repositoryFields(t) }),
  description:
    'Removes the gateway’s hook from the repository: reads GET /repos/{owner}/{repo}/hooks to find it, then ' +
    'DELETE .../hooks/{id}. NotFoundError (after the read only) when there is none.',
  errors: [NotFoundGatewayError, ForbiddenGatewayError, LiveUpdatesNotConfiguredGatewayError],
  changes: [HookRef],
  write: async (input, context) => {
    const repository = repositoryOf(input);
    const receiver = receiverOf(context);
    const existing = await findLiveHook(context, repository, receiver.url);
    if (!existing) {
      throw new NotFoundGatewayError(
        `The repository '${repository.owner}/${repository.repo}' has no hook delivering to ${receiver.url}.`,
      );
    }
    await deleteRepositoryHook(context.forge, { ...repository, id: existing.id });
    // No more events from it: nothing of it but sha-addressed answers may be kept.
    await (context as LiveContext).live?.client.cache?.forgetFed(repoKey(repository.owner, repository.repo));
    return {
      deletedId: encodeGlobalID('Hook', hookKeyOf(existing)),
      repository: repoKey(repository.owner, repository.repo),
    };
  },
  payload: 'The id of the removed hook and its repository.',
  outputFields: (t) => ({
    deletedHookId: deletedIdField(
      t,
      'The global id the removed hook had, for a client to drop it from its cache.',
    ),
    repository: readAfterWrite(t, RepositoryRef, 'repository', 'The repository, read only when selected.'),
  }),
});
