// A repository's branch protection rules: `Repository.branchProtections` and `branchProtection(name)`
// (GET /repos/{owner}/{repo}/branch_protections, …/{name}), createBranchProtection,
// updateBranchProtection and deleteBranchProtection (POST, PATCH, DELETE). The forge shows and changes
// them for repository admins only (routers/api/v1/repo/branch.go).

import type { InputFieldRef } from '@pothos/core';
import {
  type BranchProtection,
  createBranchProtection,
  deleteBranchProtection,
  editBranchProtection,
  getBranchProtection,
  listBranchProtections,
} from '../../forge/endpoints/index.js';
import { builder } from '../kit/builder.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { commonFields, forgeFields } from '../kit/forge-fields.js';
import { forgeNodeRef, readBy } from '../kit/forge-node.js';
import { type InputFields, requiredString, requireText } from '../kit/inputs.js';
import { expectObject } from '../kit/loaders.js';
import { defineMutation, writtenObject } from '../kit/mutation.js';
import { listConnection, listField, wholeList } from '../kit/paged-field.js';
import { readByKey } from '../kit/ref-field.js';
import { refArgs } from '../kit/ref-keys.js';
import { type RepoRef, RepositoryRef, repoListKey, repoRefOf } from '../kit/refs/repository.js';
import { PROTECTION_FIELDS } from './branch-protection-fields.js';
import { type InRepository, inRepository, inRepositoryKey, wrapInRepository } from './in-repository.js';

type ProtectionValue = InRepository<BranchProtection>;

export const BranchProtectionRef = forgeNodeRef<ProtectionValue, BranchProtection>('BranchProtection', {
  keyOf: (rule) => inRepositoryKey(rule, rule.rule_name ?? ''),
  read: readBy(getBranchProtection, refArgs('name'), 'rule_name', wrapInRepository),
});

/** The rule's fields; RULE_SETTINGS names those the writes set. */
const RULE_FIELDS = PROTECTION_FIELDS.BranchProtection;

BranchProtectionRef.implement({
  description:
    'A branch protection rule of a repository (Gitea: BranchProtection): which branches it covers, who may push and merge, what a pull request into them needs. Its id (the repository and the rule name) refetches it with one call (GET /repos/{owner}/{repo}/branch_protections/{name}); repository admins only.',
  fields: (t) => ({ ...commonFields(t, 'createdAt', 'updatedAt'), ...forgeFields(t, RULE_FIELDS) }),
});

const BranchProtectionConnection = connectionType(BranchProtectionRef, 'BranchProtection');

const branchProtections = wholeList<RepoRef, object, BranchProtection, ProtectionValue>({
  endpoint: listBranchProtections,
  key: repoListKey,
  fetch: (context, ref) => listBranchProtections(context.forge, ref),
  map: inRepository,
});

/** The rule a route answered, as one of the repository's. */
const ruleOf = (data: unknown, route: string, ref: RepoRef) =>
  inRepository(expectObject<BranchProtection>(data, route, 'rule_name'), ref);

export const branchProtectionOf = (context: Context, ref: RepoRef, { name }: { name: string }) =>
  memoize(context, `Repository.branchProtection:${repoListKey(ref)}:${name}`, async () =>
    ruleOf(
      (await getBranchProtection(context.forge, { ...ref, name: requireText(name, 'name') })).data,
      'GET /repos/{owner}/{repo}/branch_protections/{name}',
      ref,
    ),
  );

builder.objectFields(RepositoryRef, (t) => ({
  branchProtections: listConnection(
    t,
    BranchProtectionConnection,
    listField(branchProtections, repoRefOf),
    'The repository’s branch protection rules in the order they were made (GET /repos/{owner}/{repo}/branch_protections, one call: the forge answers the whole list). Repository admins only (FORBIDDEN).',
  ),
  branchProtection: t.field({
    ...readByKey(t, 'name', BranchProtectionRef, branchProtectionOf, repoRefOf),
    description:
      'One branch protection rule by its exact rule name (GET /repos/{owner}/{repo}/branch_protections/{name}); NOT_FOUND when no rule has that name, FORBIDDEN below repository admin.',
  }),
}));

/**
 * The settings both writes take, by input name: the rule's field each sets (its key and type), and the
 * input's own wording where it differs from the field's.
 */
const RULE_SETTINGS: Readonly<
  Record<string, readonly [field: keyof typeof RULE_FIELDS, description?: string]>
> = {
  enablePush: ['enablePush', 'Whether anyone may push to the branches; the forge’s default is false.'],
  enablePushWhitelist: ['enablePushWhitelist', 'Whether only the push whitelist may push.'],
  pushWhitelistUsernames: [
    'pushWhitelistUsernames',
    'The logins of the users who may push; only users with write access are kept, others are dropped.',
  ],
  pushWhitelistDeployKeys: ['pushWhitelistDeployKeys'],
  enableMergeWhitelist: ['enableMergeWhitelist', 'Whether only the merge whitelist may merge.'],
  mergeWhitelistUsernames: ['mergeWhitelistUsernames'],
  enableStatusCheck: ['enableStatusCheck'],
  statusCheckContexts: ['statusCheckContexts'],
  requiredApprovals: ['requiredApprovals', 'How many approving reviews a pull request needs.'],
  enableApprovalsWhitelist: ['enableApprovalsWhitelist'],
  approvalsWhitelistUsernames: ['approvalsWhitelistUsername'],
  blockOnRejectedReviews: ['blockOnRejectedReviews'],
  blockOnOfficialReviewRequests: ['blockOnOfficialReviewRequests'],
  blockOnOutdatedBranch: ['blockOnOutdatedBranch'],
  dismissStaleApprovals: ['dismissStaleApprovals'],
  ignoreStaleApprovals: ['ignoreStaleApprovals'],
  requireSignedCommits: ['requireSignedCommits'],
  protectedFilePatterns: ['protectedFilePatterns'],
  unprotectedFilePatterns: ['unprotectedFilePatterns'],
};

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

type RuleSettings = Record<string, unknown>;

/** The settings as optional input fields: a field left out keeps the forge’s value (or its default). */
const ruleSettingFields = (t: InputFields) =>
  Object.fromEntries(
    Object.entries(RULE_SETTINGS).map(([name, [field, own]]) => {
      const [, type, described] = RULE_FIELDS[field] as readonly [string, string, string];
      const description = own ?? described;
      const input =
        type === '[String!]'
          ? t.stringList({ description })
          : t.field({ type: type as 'String' | 'Boolean' | 'Int', description, required: false });
      return [name, input];
    }),
  ) as Record<string, InputFieldRef<Types, unknown>>;

/** The option body: only the settings the input sets (null counts as left out). */
const ruleOption = (input: RuleSettings) =>
  Object.fromEntries(
    Object.entries(RULE_SETTINGS).flatMap(([name, [field]]) =>
      input[name] == null ? [] : [[RULE_FIELDS[field][0], input[name]]],
    ),
  );

const ruleNameField = (t: InputFields) => ({
  ruleName: requiredString(t, 'The rule’s name: a branch name or a glob such as `release/*`.'),
});

/**
 * A write of a rule's settings, by the rule's name: the forge's call with the name and the settings the
 * input sets, answering the rule (as the route `route` names it in errors).
 */
function defineRuleWrite(
  name: string,
  row: {
    input: string;
    description: string;
    route: string;
    call: (
      context: Context,
      target: RepoRef,
      ruleName: string,
      settings: RuleSettings,
    ) => Promise<{ data: unknown }>;
  },
) {
  defineMutation(name, {
    on: 'repository',
    input: row.input,
    inputFields: (t) => ({ ...ruleNameField(t), ...ruleSettingFields(t) }),
    description: row.description,
    changes: [RepositoryRef],
    write: async (input, context, target) => {
      const ruleName = requireText(input.ruleName, 'ruleName');
      const { data } = await row.call(context, target, ruleName, ruleOption(input));
      return { branchProtection: ruleOf(data, row.route, target) };
    },
    payload: 'The rule as the forge answered the write.',
    outputFields: (t) => ({ branchProtection: writtenObject(t, BranchProtectionRef, 'branchProtection') }),
  });
}

defineRuleWrite('createBranchProtection', {
  input: 'CreateBranchProtectionOption: a rule and its settings.',
  description:
    'Adds a branch protection rule (POST /repos/{owner}/{repo}/branch_protections, 201): one call. Repository admins only, and a rule of that name already there is refused too (ForbiddenError); an unknown user in a whitelist is a ValidationError.',
  route: 'POST /repos/{owner}/{repo}/branch_protections',
  call: (context, target, ruleName, settings) =>
    createBranchProtection(context.forge, target, { rule_name: ruleName, ...settings }),
});

defineRuleWrite('updateBranchProtection', {
  input: 'EditBranchProtectionOption: a rule by its name and the settings to change.',
  description:
    'Changes the settings given of a branch protection rule (PATCH /repos/{owner}/{repo}/branch_protections/{name}, 200): one call. NotFoundError for an unknown rule, ForbiddenError below repository admin, ValidationError for an unknown user in a whitelist.',
  route: 'PATCH /repos/{owner}/{repo}/branch_protections/{name}',
  call: (context, target, ruleName, settings) =>
    editBranchProtection(context.forge, { ...target, name: ruleName }, settings),
});

defineMutation('deleteBranchProtection', {
  on: 'repository',
  input: 'A branch protection rule by its name.',
  inputFields: ruleNameField,
  description:
    'Removes a branch protection rule (DELETE /repos/{owner}/{repo}/branch_protections/{name}, 204): one call. NotFoundError for an unknown rule, ForbiddenError below repository admin.',
  changes: [RepositoryRef],
  write: async (input, context, target) => {
    const ruleName = requireText(input.ruleName, 'ruleName');
    await deleteBranchProtection(context.forge, { ...target, name: ruleName });
    return { ruleName };
  },
  payload: 'The name of the rule removed.',
  outputFields: (t) => ({
    ruleName: t.exposeString('ruleName', { nullable: false, description: 'The name of the removed rule.' }),
  }),
});
