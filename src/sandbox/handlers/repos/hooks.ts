// Webhooks of the caller's own account, as routers/api/v1/user/hook.go and routers/api/v1/utils/hook.go
// answer them.

import type { EditHookOption, CreateHookOption as HookBody } from '../../../forge/types/index.js';
import { hookJson } from '../../convert/misc.js';
import type { RequestContext } from '../../http/context.js';
import { jsonReply, type Reply } from '../../http/errors.js';
import type { HookRec } from '../../model/records.js';
import { CreateHookOption, EditHookOptionSchema } from './forms.js';

export const hookTypes = [
  'gitea',
  'gogs',
  'slack',
  'discord',
  'dingtalk',
  'telegram',
  'msteams',
  'feishu',
  'matrix',
  'wechatwork',
  'packagist',
];

/** Gitea's AllEvents order; the list a hook reports is the enabled subset in this order. */
const allEvents = [
  'create',
  'delete',
  'fork',
  'push',
  'issues',
  'issue_assign',
  'issue_label',
  'issue_milestone',
  'issue_comment',
  'pull_request',
  'pull_request_assign',
  'pull_request_label',
  'pull_request_milestone',
  'pull_request_comment',
  'pull_request_review_approved',
  'pull_request_review_rejected',
  'pull_request_review_comment',
  'pull_request_sync',
  'pull_request_review_request',
  'wiki',
  'repository',
  'release',
  'package',
  'status',
  'workflow_run',
  'workflow_job',
];

/** Gitea's ParseHookEvents: `issues` / `pull_request` switch on their whole family; unknown names are ignored */
export function enabledEvents(requested: string[]): string[] {
  const asked = new Set(requested.map((e) => e.toLowerCase()));
  return allEvents.filter((event) => {
    if (event === 'issues') return asked.has('issues') || asked.has('issues_only');
    if (event === 'pull_request') return asked.has('pull_request') || asked.has('pull_request_only');
    if (event.startsWith('issue_')) return asked.has(event) || asked.has('issues');
    if (event.startsWith('pull_request_review_') && asked.has('pull_request_review')) return true;
    if (event.startsWith('pull_request_')) return asked.has(event) || asked.has('pull_request');
    return asked.has(event);
  });
}

function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Go's strconv.ParseBool: the spellings of true, then of false */
const TRUE_SPELLINGS = ['1', 't', 'T', 'true', 'TRUE', 'True'];
const bools = [...TRUE_SPELLINGS, '0', 'f', 'F', 'false', 'FALSE', 'False'];

/** POST /user/hooks → 201 Hook; `active` defaults to false, events to ["push"] */
export function createUserHook(ctx: RequestContext): Reply {
  const user = ctx.doer;
  const hook = newHook(ctx, user.id, undefined);
  ctx.store.hooks.push(hook);
  return jsonReply(201, hookJson(hook));
}

/**
 * Gitea's CheckCreateHookOption + addHook (routers/api/v1/utils/hook.go): binds and checks the body,
 * then builds the hook of a user or organization (`repoId` undefined) or of a repository.
 */
export function newHook(ctx: RequestContext, ownerId: number, repoId: number | undefined): HookRec {
  const form = ctx.bind<HookBody>(CreateHookOption);
  if (!hookTypes.includes(form.type)) throw ctx.error(422, `Invalid hook type: ${form.type}`);
  for (const name of ['url', 'content_type']) {
    if (!(name in form.config)) throw ctx.error(422, `Missing config option: ${name}`);
  }
  const config = form.config;
  const contentType = config.content_type ?? '';
  if (contentType !== 'json' && contentType !== 'form') throw ctx.error(422, 'Invalid content type');
  const url = config.url ?? '';
  if (!isValidUrl(url)) throw ctx.error(422, 'Invalid url');
  const system = config.is_system_webhook;
  if (system !== undefined && !bools.includes(system))
    throw ctx.error(422, 'Invalid is_system_webhook value');
  const extra: Record<string, string> = {};
  if (form.type === 'slack') {
    const channel = config.channel;
    if (channel === undefined) throw ctx.error(422, 'Missing config option: channel');
    const trimmed = channel.trim();
    if (trimmed === '' || trimmed === '#') throw ctx.error(400, 'Invalid slack channel name');
    Object.assign(extra, {
      channel: trimmed,
      username: config.username ?? '',
      icon_url: config.icon_url ?? '',
      color: config.color ?? '',
    });
  }
  const { store } = ctx;
  const now = store.now();
  const hook: HookRec = {
    id: store.nextId(store.hooks),
    ownerId,
    ...(repoId === undefined ? {} : { repoId }),
    type: form.type,
    name: form.name,
    url,
    contentType,
    secret: config.secret ?? '',
    extraConfig: extra,
    events: enabledEvents(form.events && form.events.length > 0 ? form.events : ['push']),
    branchFilter: form.branch_filter ?? '',
    authorizationHeader: form.authorization_header ?? '',
    active: form.active ?? false,
    createdAt: now,
    updatedAt: now,
  };
  // addHook: `is_system_webhook` matters only to a hook of the site (no owner, no repository)
  if (ownerId === 0 && repoId === undefined) hook.isSystem = TRUE_SPELLINGS.includes(system ?? '');
  return hook;
}

/**
 * utils.editHook → the hook edited: config `url` and `content_type` replace theirs (an invalid
 * content type is 422), the events are replaced (none given means ["push"], as Gitea does), the branch
 * filter and authorization header are replaced, `active` only when given.
 */
export function applyHookEdit(ctx: RequestContext, hook: HookRec): HookRec {
  const form = ctx.bind<EditHookOption>(EditHookOptionSchema);
  const config = form.config ?? {};
  if (config.content_type !== undefined && config.content_type !== 'json' && config.content_type !== 'form') {
    throw ctx.error(422, 'Invalid content type');
  }
  if (config.url !== undefined) hook.url = config.url;
  if (config.content_type !== undefined) hook.contentType = config.content_type;
  hook.events = enabledEvents(form.events && form.events.length > 0 ? form.events : ['push']);
  hook.branchFilter = form.branch_filter ?? '';
  hook.authorizationHeader = form.authorization_header ?? '';
  if (form.active !== undefined) hook.active = form.active;
  hook.updatedAt = ctx.store.now();
  return hook;
}
