// Hook (spec: Hook; op 14 creates them).

import type { Hook } from '../../forge/types.js';
import { builder } from '../builder.js';
import { toDateTime } from '../values.js';

export const HookConfigEntryRef = builder
  .objectRef<{ key: string; value: string }>('HookConfigEntry')
  .implement({
    description: 'One key of a hook’s configuration (`url`, `content_type`, ...).',
    fields: (t) => ({
      key: t.exposeString('key', { nullable: false }),
      value: t.exposeString('value', { nullable: false }),
    }),
  });

export const HookRef = builder.objectRef<Hook>('Hook').implement({
  description: 'A webhook (spec: Hook).',
  fields: (t) => ({
    databaseId: t.field({ type: 'BigInt', nullable: false, resolve: (h) => h.id }),
    type: t.exposeString('type', {
      nullable: false,
      description: 'gitea, slack, dingtalk, ... (an open set)',
    }),
    name: t.exposeString('name'),
    branchFilter: t.exposeString('branch_filter'),
    config: t.field({
      type: [HookConfigEntryRef],
      nullable: false,
      resolve: (h) => Object.entries(h.config ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    }),
    url: t.string({ description: 'config.url', resolve: (h) => h.config?.url ?? null }),
    contentType: t.string({
      description: 'config.content_type',
      resolve: (h) => h.config?.content_type ?? null,
    }),
    events: t.exposeStringList('events'),
    authorizationHeader: t.exposeString('authorization_header'),
    active: t.exposeBoolean('active'),
    createdAt: t.field({ type: 'DateTime', resolve: (h) => toDateTime(h.created_at) }),
    updatedAt: t.field({ type: 'DateTime', resolve: (h) => toDateTime(h.updated_at) }),
  }),
});
