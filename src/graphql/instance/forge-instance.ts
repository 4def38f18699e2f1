// `Query.forge`: the forge the gateway fronts, as it describes itself to everyone. The root object costs
// nothing; each field is one call (GET /version, /settings/*, the templates, /nodeinfo, the signing key).

import type { ObjectRef } from '@pothos/core';
import type * as Rest from '../../forge/endpoints/index.js';
import {
  getApiSettings,
  getAttachmentSettings,
  getGitignoreTemplate,
  getLabelTemplate,
  getLicenseTemplate,
  getNodeInfo,
  getRepositorySettings,
  getSigningKey,
  getUiSettings,
  getVersion,
  listGitignoreTemplates,
  listLabelTemplates,
  listLicenseTemplates,
} from '../../forge/endpoints/index.js';
import type { ForgeSession } from '../../forge/session.js';
import { builder } from '../kit/builder.js';
import { expectList } from '../kit/paged-field.js';
import { rowObjects } from '../kit/row-object.js';
import { FIELDS } from './fields.js';

const rowObject = rowObjects(FIELDS);

const ApiSettingsRef = rowObject<Rest.GeneralAPISettings>('ForgeApiSettings', 'Limits of the forge’s API.');

const AttachmentSettingsRef = rowObject<Rest.GeneralAttachmentSettings>(
  'ForgeAttachmentSettings',
  'What the forge accepts as attachments.',
);

const RepositorySettingsRef = rowObject<Rest.GeneralRepoSettings>(
  'ForgeRepositorySettings',
  'Repository features switched off on the whole forge.',
);

const UiSettingsRef = rowObject<Rest.GeneralUISettings>('ForgeUiSettings', 'How the forge’s pages look.');

const GitignoreTemplateRef = rowObject<Rest.GitignoreTemplateInfo>(
  'GitignoreTemplate',
  'A .gitignore a new repository can start with.',
);

const LabelTemplateRef = rowObject<Rest.LabelTemplate>('LabelTemplate', 'A label of a label set.');

const LicenseEntryRef = rowObject<Rest.LicensesTemplateListEntry>(
  'LicenseTemplateEntry',
  'A license a new repository can start with.',
);

const LicenseRef = rowObject<Rest.LicenseTemplateInfo>('LicenseTemplate', 'A license and its text.');

rowObject<Rest.NodeInfoSoftware>('NodeInfoSoftware', 'The software the forge runs.');

rowObject<Rest.NodeInfoUsageUsers>('NodeInfoUsers', 'Counts of the forge’s users.');

rowObject<Rest.NodeInfoUsage>('NodeInfoUsage', 'How much the forge is used (counts it may leave out).');

const NodeInfoRef = rowObject<Rest.NodeInfo>(
  'NodeInfo',
  'The forge’s NodeInfo (nodeinfo.diaspora.software, version 2.1).',
);

/** The forge itself: the root object is no call, each field one. */
interface ForgeInstance {
  readonly kind: 'forge';
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type Answer = Promise<{ data: object }>;

const list = (route: string) => (response: { data: unknown }) => expectList<never>(response.data, route);

const ForgeRef = builder.objectRef<ForgeInstance>('Forge').implement({
  description:
    'The forge the gateway fronts, as it describes itself to everyone: its version, settings, templates and signing key. Each field is one call.',
  fields: (t) => {
    /** A field that is one call's answer as the forge sends it. */
    const answer = (
      type: ObjectRef<Types, object>,
      description: string,
      get: (forge: ForgeSession) => Answer,
    ) =>
      t.field({
        type,
        description,
        resolve: async (_forge, _args, context) => (await get(context.forge)).data,
      });
    /** A list the forge answers whole to one call of `route`. */
    const listed = (
      type: 'String' | ObjectRef<Types, object>,
      description: string,
      route: string,
      get: (forge: ForgeSession) => Promise<{ data: unknown }>,
    ) =>
      t.field({
        type: [type as 'String'],
        description,
        resolve: async (_forge, _args, context) => list(route)(await get(context.forge)),
      });
    /** One template by its name (`argument` says which): the answer of one call, NOT_FOUND for an unknown name. */
    const named = (
      type: ObjectRef<Types, object> | [ObjectRef<Types, object>],
      description: string,
      argument: string,
      get: (forge: ForgeSession, name: string) => Promise<object>,
    ) =>
      t.field({
        type: type as ObjectRef<Types, object>,
        description,
        args: { name: t.arg.string({ description: argument, required: true }) },
        resolve: (_forge, { name }, context) => get(context.forge, name),
      });
    return {
      version: t.string({
        description: 'The forge’s version (GET /version), e.g. `1.26.0` or Forgejo’s `11.0.1+gitea-1.22.0`.',
        resolve: async (_forge, _args, context) => (await getVersion(context.forge)).data.version ?? null,
      }),
      apiSettings: answer(ApiSettingsRef, 'GET /settings/api.', getApiSettings),
      attachmentSettings: answer(AttachmentSettingsRef, 'GET /settings/attachment.', getAttachmentSettings),
      repositorySettings: answer(RepositorySettingsRef, 'GET /settings/repository.', getRepositorySettings),
      uiSettings: answer(UiSettingsRef, 'GET /settings/ui.', getUiSettings),
      gitignoreTemplates: listed(
        'String',
        'The names of the .gitignore templates (GET /gitignore/templates).',
        'GET /gitignore/templates',
        listGitignoreTemplates,
      ),
      gitignoreTemplate: named(
        GitignoreTemplateRef,
        'One .gitignore template (GET /gitignore/templates/{name}); NOT_FOUND for an unknown name.',
        'The template’s name, as `gitignoreTemplates` lists it (e.g. Node).',
        async (forge, name) => (await getGitignoreTemplate(forge, { name })).data,
      ),
      labelTemplates: listed(
        'String',
        'The names of the label sets (GET /label/templates).',
        'GET /label/templates',
        listLabelTemplates,
      ),
      labelTemplate: named(
        [LabelTemplateRef],
        'The labels of one label set (GET /label/templates/{name}); NOT_FOUND for an unknown name.',
        'The label set’s name, as `labelTemplates` lists it (e.g. Default).',
        async (forge, name) => list('GET /label/templates/{name}')(await getLabelTemplate(forge, { name })),
      ),
      licenses: listed(
        LicenseEntryRef,
        'The license templates (GET /licenses).',
        'GET /licenses',
        listLicenseTemplates,
      ),
      license: named(
        LicenseRef,
        'One license and its text (GET /licenses/{name}); NOT_FOUND for an unknown name.',
        'The license’s SPDX name, as `licenses` lists it (e.g. MIT).',
        async (forge, name) => (await getLicenseTemplate(forge, { name })).data,
      ),
      nodeInfo: answer(NodeInfoRef, 'GET /nodeinfo.', getNodeInfo),
      signingKey: t.string({
        description:
          'The armored OpenPGP key the forge signs commits with (GET /signing-key.gpg); NOT_FOUND when it signs with none.',
        resolve: async (_forge, _args, context) => (await getSigningKey(context.forge)).data,
      }),
    };
  },
});

builder.queryFields((t) => ({
  forge: t.field({
    type: ForgeRef,
    nullable: false,
    description:
      'The forge the gateway fronts: its version, settings and templates (no call until a field asks).',
    resolve: () => ({ kind: 'forge' }) as const,
  }),
}));
