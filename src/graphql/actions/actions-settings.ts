// What an owner's Actions workflows read, as one value type over the three owners: `actionsSettings` on a
// Repository, an Organization and the viewer gives its secrets (names only: values never leave the forge),
// its variables and a runner registration token; five writes set or delete a secret and create, update or
// delete a variable. Each owner is a row of one table (forge/endpoints/actions-settings.ts): the graph binds
// the row to the owner and calls it without knowing which owner it is.

import type { ActionsSettings, ActionVariable, Secret } from '../../forge/endpoints/index.js';
import { unexpectedShape } from '../../forge/errors.js';
import type { Organization, User } from '../../forge/types/index.js';
import { builder } from '../kit/builder.js';
import { orNull } from '../kit/checks.js';
import { connectionType } from '../kit/connection-type.js';
import { type Context, memoize } from '../kit/context.js';
import { NotSupportedGatewayError } from '../kit/errors.js';
import { expectObject } from '../kit/loaders.js';
import { listConnection, listField, pagedList, type RouteCarrier } from '../kit/paged-field.js';
import { plainObject } from '../kit/plain-object.js';
import { fromRef } from '../kit/prefetch.js';
import { RepositoryRef, repoRefOf } from '../kit/refs/repository.js';
import { isViewer, viewerOnly } from '../kit/viewer.js';
import { OrganizationRef } from '../people/organization.js';
import { UserRef } from '../people/user.js';
import { type ActionsOwner, organizationActions, repositoryActions, viewerActions } from './actions-owner.js';
import { ActionsVariableRef, type VariableValue } from './actions-variable.js';

const ActionsSecretRef = plainObject<Secret>(
  'ActionsSecret',
  'A secret Actions workflows read (modules/structs Secret): its name only, the forge never shows a value. Not a Node: the forge reads no single secret (only the owner’s list; a secret is otherwise only written or deleted by name).',
  {
    name: ['String', 'The secret’s name, upper-cased by the forge.'],
    created_at: ['DateTime', 'When it was created.'],
  },
);

const ActionsSecretConnection = connectionType(ActionsSecretRef, 'ActionsSecret');
const ActionsVariableConnection = connectionType(ActionsVariableRef, 'ActionsVariable');

type Page = { page: number; limit: number };

const ownerList = <Raw, Item = Raw>(
  endpoint: (owner: ActionsOwner) => RouteCarrier | undefined,
  call: (owner: ActionsOwner, context: Context, page: Page) => unknown,
  map?: (item: Raw, owner: ActionsOwner) => Item,
) =>
  pagedList<ActionsOwner, object, Raw, Item>({
    endpoint,
    key: (owner) => owner.key,
    fetch: (context, owner, _args, page) =>
      call(owner, context, page) as ReturnType<ActionsSettings['listVariables']>,
    map,
  });

/** A variable with the owner it was read from, which its id names. */
const ofOwner = (variable: ActionVariable, actionsOwner: ActionsOwner): VariableValue => ({
  ...variable,
  actionsOwner,
});

const secrets = ownerList<Secret>(
  (owner) => owner.routes.listSecrets,
  (owner, context, page) => {
    const list = owner.routes.listSecrets;
    if (!list) throw noSecretList();
    return list(context.forge, page);
  },
);

const variables = ownerList<ActionVariable, VariableValue>(
  (owner) => owner.routes.listVariables,
  (owner, context, page) => owner.routes.listVariables(context.forge, page),
  ofOwner,
);

/** The caller's own secrets have no list route (user/action.go serves only PUT and DELETE): NOT_SUPPORTED, no call. */
const noSecretList = () =>
  new NotSupportedGatewayError('the forge lists no secrets of the caller’s own: set or delete them by name');

const variableOf = (context: Context, owner: ActionsOwner, { name }: { name: string }) =>
  memoize(context, `ActionsSettings.variable:${owner.key}:${name.toUpperCase()}`, async () => {
    const answer = await orNull(owner.routes.getVariable(context.forge, name));
    return (
      answer &&
      ofOwner(
        expectObject<ActionVariable>(answer.data, 'GET …/actions/variables/{variablename}', 'name'),
        owner,
      )
    );
  });

const registrationToken = (context: Context, owner: ActionsOwner) =>
  memoize(context, `ActionsSettings.runnerRegistrationToken:${owner.key}`, async () => {
    const { data } = await owner.routes.registrationToken(context.forge);
    const token = (data as { token?: unknown } | null)?.token;
    if (typeof token !== 'string') throw unexpectedShape('GET …/runners/registration-token');
    return token;
  });

export const ActionsSettingsRef = builder.objectRef<ActionsOwner>('ActionsSettings').implement({
  description:
    'What an owner’s Actions workflows read: its secrets, variables and a runner registration token. A repository’s are its owner’s and site administrators’ to read, an organization’s its owners’, a user’s their own: anyone else gets FORBIDDEN.',
  fields: (t) => ({
    secrets: listConnection(
      t,
      ActionsSecretConnection,
      listField(secrets, (owner: ActionsOwner) => owner),
      'The secrets’ names, oldest first (GET /repos/{owner}/{repo}/actions/secrets or /orgs/{org}/actions/secrets). The forge lists none of the viewer’s own: an error there.',
    ),
    variables: listConnection(
      t,
      ActionsVariableConnection,
      listField(variables, (owner: ActionsOwner) => owner),
      'The variables with their values, by name (GET …/actions/variables of the repository, the organization or /user).',
    ),
    variable: t.field({
      type: ActionsVariableRef,
      nullable: true,
      description:
        'One variable by name (GET …/actions/variables/{variablename}); null when the owner has none such. Names are case-insensitive.',
      args: { name: t.arg.string({ required: true, description: 'The variable’s name, in any case.' }) },
      ...fromRef(variableOf, (owner: ActionsOwner) => owner),
    }),
    runnerRegistrationToken: t.string({
      description:
        'A token a runner registers with for this owner (GET /repos/{owner}/{repo}/runners/registration-token, /orgs/{org}/actions/runners/registration-token or /user/actions/runners/registration-token).',
      resolve: (owner, _args, context) => registrationToken(context, owner),
    }),
  }),
});

builder.objectFields(RepositoryRef, (t) => ({
  actionsSettings: t.field({
    type: ActionsSettingsRef,
    description:
      'The repository’s Actions secrets, variables and runner token; no call until one is selected.',
    resolve: (repo) => repositoryActions(repoRefOf(repo)),
  }),
}));

builder.objectFields(OrganizationRef, (t) => ({
  actionsSettings: t.field({
    type: ActionsSettingsRef,
    description: 'The organization’s Actions secrets, variables and runner token; its owners only.',
    resolve: (org: Organization) => organizationActions(org.name ?? ''),
  }),
}));

builder.objectFields(UserRef, (t) => ({
  actionsSettings: t.field({
    type: ActionsSettingsRef,
    description: 'The caller’s own Actions variables and runner token. Only on `viewer`.',
    resolve: (user: User) => {
      if (!isViewer(user)) throw viewerOnly('actionsSettings');
      return viewerActions();
    },
  }),
}));
