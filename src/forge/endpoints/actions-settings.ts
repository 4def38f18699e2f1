// What Actions workflows of an owner read: its secrets (names only: a value never leaves the forge),
// its variables and a runner registration token, for a repository, an organization or the caller
// (routers/api/v1/repo/action.go, org/action.go, user/action.go; services/secrets, services/actions).
// The three owners serve one shape: the table of each names its rows (generated/forge-endpoints.ts),
// and the graph picks the table.

import {
  createOrgVariable,
  createRepoVariable,
  createUserVariable,
  deleteOrgSecret,
  deleteOrgVariable,
  deleteRepoSecret,
  deleteRepoVariable,
  deleteUserSecret,
  deleteUserVariable,
  getOrgVariable,
  getRepoVariable,
  getUserVariable,
  listOrgSecrets,
  listOrgVariables,
  listRepoSecrets,
  listRepoVariables,
  listUserVariables,
  orgRegistrationToken,
  putOrgSecret,
  putRepoSecret,
  putUserSecret,
  repoRegistrationToken,
  updateOrgVariable,
  updateRepoVariable,
  updateUserVariable,
  userRegistrationToken,
} from '../../../generated/forge-endpoints.js';
import type { ForgeResponse } from '../http/call.js';
import type { PageArgs, RepoArgs } from '../routes/endpoint.js';
import type { ForgeSession } from '../session.js';

export type { ActionVariable, Secret } from '../../../generated/forge-rest.js';

type Answer = Promise<ForgeResponse<unknown>>;
/** An endpoint's route, which a list names when the forge answers something else than a list. */
type Routed = { readonly route: string };
type Secret = { secretname: string };
type Variable = { variablename: string };

/** One owner's routes. Names are checked (400), upper-cased, and never start with GITEA_ or GITHUB_. */
export interface ActionsSettingsRoutes<A extends object> {
  /** paged secrets, `{name, created_at}` each; the caller's own have no list route */
  listSecrets?: ((forge: ForgeSession, args: A & PageArgs) => Answer) & Routed;
  /** 201 when created, 204 when replaced */
  putSecret(forge: ForgeSession, args: A & Secret, body: { data: string }): Answer;
  /** 204; 404 for a secret the owner lacks */
  deleteSecret(forge: ForgeSession, args: A & Secret): Answer;
  /** paged variables */
  listVariables: ((forge: ForgeSession, args: A & PageArgs) => Answer) & Routed;
  /** 404 for a variable the owner lacks */
  getVariable(forge: ForgeSession, args: A & Variable): Answer;
  /** 201; 409 when the owner has one of that name */
  createVariable(forge: ForgeSession, args: A & Variable, body: { value: string }): Answer;
  /** 204 (a `name` renames it); 404 for a variable the owner lacks */
  updateVariable(forge: ForgeSession, args: A & Variable, body: { name?: string; value: string }): Answer;
  /** 204; 404 for a variable the owner lacks */
  deleteVariable(forge: ForgeSession, args: A & Variable): Answer;
  /** `{token}`: a token a runner registers with */
  registrationToken(forge: ForgeSession, args: A): Answer;
}

type Routes<A extends object> = ActionsSettingsRoutes<A>;

/** An owner's table from its rows, in the interface's order: the secrets', the variables', the token's. */
function actionsRoutes<A extends object>(
  [listSecrets, putSecret, deleteSecret]: [
    Routes<A>['listSecrets'],
    Routes<A>['putSecret'],
    Routes<A>['deleteSecret'],
  ],
  variables: [
    Routes<A>['listVariables'],
    Routes<A>['getVariable'],
    Routes<A>['createVariable'],
    Routes<A>['updateVariable'],
    Routes<A>['deleteVariable'],
  ],
  registrationToken: Routes<A>['registrationToken'],
): Routes<A> {
  const [listVariables, getVariable, createVariable, updateVariable, deleteVariable] = variables;
  return {
    listSecrets,
    putSecret,
    deleteSecret,
    listVariables,
    getVariable,
    createVariable,
    updateVariable,
    deleteVariable,
    registrationToken,
  };
}

/** A repository's (its owner and site admins only: reqOwner) */
export const REPOSITORY_ACTIONS_ROUTES = actionsRoutes<RepoArgs>(
  [listRepoSecrets, putRepoSecret, deleteRepoSecret],
  [listRepoVariables, getRepoVariable, createRepoVariable, updateRepoVariable, deleteRepoVariable],
  repoRegistrationToken,
);

/** An organization's (its owners and site admins only: reqOrgOwnership) */
export const ORGANIZATION_ACTIONS_ROUTES = actionsRoutes<{ org: string }>(
  [listOrgSecrets, putOrgSecret, deleteOrgSecret],
  [listOrgVariables, getOrgVariable, createOrgVariable, updateOrgVariable, deleteOrgVariable],
  orgRegistrationToken,
);

/** The caller's own (any signed-in caller); the forge lists no one's own secrets */
export const VIEWER_ACTIONS_ROUTES = actionsRoutes<object>(
  [undefined, putUserSecret, deleteUserSecret],
  [listUserVariables, getUserVariable, createUserVariable, updateUserVariable, deleteUserVariable],
  userRegistrationToken,
);

/** One owner's routes bound to that owner: what the graph calls without knowing which owner it is. */
export interface ActionsSettings {
  listSecrets?: ((forge: ForgeSession, page: PageArgs) => Answer) & Routed;
  putSecret: (forge: ForgeSession, name: string, body: { data: string }) => Answer;
  deleteSecret: (forge: ForgeSession, name: string) => Answer;
  listVariables: ((forge: ForgeSession, page: PageArgs) => Answer) & Routed;
  getVariable: (forge: ForgeSession, name: string) => Answer;
  createVariable: (forge: ForgeSession, name: string, body: { value: string }) => Answer;
  updateVariable: (forge: ForgeSession, name: string, body: { name?: string; value: string }) => Answer;
  deleteVariable: (forge: ForgeSession, name: string) => Answer;
  registrationToken: (forge: ForgeSession) => Answer;
}

/** The routes of `routes` with the owner `target` filled in. */
export function actionsSettingsOf<A extends object>(
  routes: ActionsSettingsRoutes<A>,
  target: A,
): ActionsSettings {
  const secret = (name: string) => ({ ...target, secretname: name });
  const variable = (name: string) => ({ ...target, variablename: name });
  const { listSecrets } = routes;
  return {
    listSecrets:
      listSecrets &&
      Object.assign((forge: ForgeSession, page: PageArgs) => listSecrets(forge, { ...target, ...page }), {
        route: listSecrets.route,
      }),
    putSecret: (forge, name, body) => routes.putSecret(forge, secret(name), body),
    deleteSecret: (forge, name) => routes.deleteSecret(forge, secret(name)),
    listVariables: Object.assign(
      (forge: ForgeSession, page: PageArgs) => routes.listVariables(forge, { ...target, ...page }),
      { route: routes.listVariables.route },
    ),
    getVariable: (forge, name) => routes.getVariable(forge, variable(name)),
    createVariable: (forge, name, body) => routes.createVariable(forge, variable(name), body),
    updateVariable: (forge, name, body) => routes.updateVariable(forge, variable(name), body),
    deleteVariable: (forge, name) => routes.deleteVariable(forge, variable(name)),
    registrationToken: (forge) => routes.registrationToken(forge, target),
  };
}
