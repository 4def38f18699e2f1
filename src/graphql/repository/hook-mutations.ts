// createUserHook: a webhook on the caller's own account.

import { createUserHook, getViewer } from '../../forge/endpoints/index.js';
import type { CreateHookOption, User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { ForbiddenGatewayError, ValidationGatewayError } from '../kit/errors.js';
import { inputTable } from '../kit/input-table.js';
import { type InputFields, invalid, optionsOf, requireText } from '../kit/inputs.js';
import { expectObject } from '../kit/loaders.js';
import { defineMutation, writtenObject } from '../kit/mutation.js';
import { UserRef } from '../people/user.js';
import { HookRef, scopeHook } from './hook.js';

export const HookConfigEntryInput = builder.inputType('HookConfigEntryInput', {
  description: 'One key of a hook’s configuration, e.g. `url`, `content_type`, `secret`, `channel`.',
  fields: (t) => ({
    key: t.string({ description: 'The configuration key, e.g. `url`.', required: true }),
    value: t.string({ description: 'Its value.', required: true }),
  }),
});

/** The content types the forge accepts (routers/api/v1/utils/hook.go) */
export const CONTENT_TYPES = ['json', 'form'];

/** A hook's config: keys `content_type` and `url` are required, the url is http(s), as
 * routers/api/v1/utils/hook.go checks. */
export function configOf(entries: readonly { key: string; value: string }[]): Record<string, string> {
  const config: Record<string, string> = {};
  entries.forEach(({ key, value }, index) => {
    if (Object.hasOwn(config, key)) {
      throw invalid(`config key \`${key}\` is given twice`, `config[${index}].key`);
    }
    config[key] = value;
  });
  const url = requireText(config.url, 'config.url');
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw invalid('config `url` must be an http or https URL', 'config.url');
  }
  if (!CONTENT_TYPES.includes(requireText(config.content_type, 'config.content_type'))) {
    throw invalid('config `content_type` must be json or form', 'config.content_type');
  }
  return config;
}

/** The CreateHookOption fields of a hook-creating mutation (createUserHook and createRepositoryHook). */
export const hookOptionFields = (t: InputFields) => ({
  type: t.string({
    defaultValue: 'gitea',
    description:
      'The kind of receiver: gitea, gogs, slack, discord, dingtalk, telegram, msteams, feishu, matrix, wechatwork or packagist.',
  }),
  config: t.field({
    type: [HookConfigEntryInput],
    required: true,
    description: 'Must hold `url` (http or https) and `content_type` (json or form).',
  }),
  ...inputTable(t, {
    events: ['[String]', 'Events that fire the hook; the forge uses push when empty.'],
    branchFilter: 'Glob of the branches that fire the hook.',
    authorizationHeader: 'Authorization header the hook sends.',
  }),
  active: t.boolean({
    defaultValue: true,
    description: 'Whether it fires (the forge’s own default is false; ours is true).',
  }),
  ...inputTable(t, { name: 'A name for the hook, shown in the forge’s settings.' }),
});

export interface HookOptionInput {
  type?: string | null;
  config: readonly { key: string; value: string }[];
  events?: readonly string[] | null;
  branchFilter?: string | null;
  authorizationHeader?: string | null;
  active?: boolean | null;
  name?: string | null;
}

/** The forge's CreateHookOption, validated before any call. */
export function hookOptionOf(input: HookOptionInput): CreateHookOption {
  return {
    type: requireText(input.type, 'type'),
    config: configOf(input.config),
    events: input.events ? [...input.events] : undefined,
    ...optionsOf(input, 'branchFilter', 'authorizationHeader', 'active', 'name'),
  };
}

// The forge refuses with 422 for bad input and 403 when webhooks are disabled (routers/api/v1/utils/hook.go).
defineMutation('createUserHook', {
  input: 'The webhook to create on the caller’s account (CreateHookOption).',
  inputFields: (t) => hookOptionFields(t),
  description: 'Creates a webhook on the caller’s account. Forge: POST /user/hooks, one call.',
  errors: [ValidationGatewayError, ForbiddenGatewayError],
  changes: [HookRef],
  write: async (input, context) => {
    const { data } = await createUserHook(context.forge, hookOptionOf(input));
    return { hook: scopeHook(data, { kind: 'user' }) };
  },
  payload: 'The new hook.',
  outputFields: (t) => ({
    hook: writtenObject(t, HookRef, 'hook'),
    owner: t.field({
      type: UserRef,
      description: 'The account the hook belongs to: the viewer (one read of GET /user when selected).',
      resolve: async (_payload, _args, context) =>
        expectObject<User>((await getViewer(context.forge)).data, 'GET /user', 'login'),
    }),
  }),
});
