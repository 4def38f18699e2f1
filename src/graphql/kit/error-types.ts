// The typed errors of the mutation result unions, all implementing `Error`. Their classes live in
// ../errors.ts, whose one table maps forge failure kinds onto them; the errors plugin picks the
// union member by class (design: "Mutations return the same kinds as union members").

import { builder } from './builder.js';
import { describedEnumValues } from './enum-values.js';
import {
  ConflictGatewayError,
  ForbiddenGatewayError,
  type GatewayError,
  NotFoundGatewayError,
  RepoArchivedGatewayError,
  UnauthenticatedGatewayError,
  type UPSTREAM_ERROR_CODES,
  UpstreamGatewayError,
  ValidationGatewayError,
} from './errors.js';

export const ErrorInterface = builder.interfaceRef<GatewayError>('Error').implement({
  description: 'What every typed mutation error carries.',
  fields: (t) => ({
    message: t.exposeString('message', {
      nullable: false,
      description: 'What went wrong, in words for a developer.',
    }),
    upstreamStatus: t.exposeInt('upstreamStatus', {
      description:
        'The forge’s HTTP status; null when no answer arrived or the gateway refused the input itself.',
    }),
  }),
});

builder.objectType(NotFoundGatewayError, {
  name: 'NotFoundError',
  description: 'The object does not exist, or the caller may not see it (the forge answers 404 for both).',
  interfaces: [ErrorInterface],
});

builder.objectType(UnauthenticatedGatewayError, {
  name: 'UnauthenticatedError',
  description: 'The write needs a signed-in caller, or the credentials were refused.',
  interfaces: [ErrorInterface],
});

builder.objectType(ForbiddenGatewayError, {
  name: 'ForbiddenError',
  description: 'The caller is signed in but lacks the permission this write needs.',
  interfaces: [ErrorInterface],
});

builder.objectType(ValidationGatewayError, {
  name: 'ValidationError',
  description: 'The input was refused, by the gateway before any call or by the forge (HTTP 400 or 422).',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    field: t.exposeString('field', {
      description:
        'The input field to blame: our input path (`files[0].base64`) or the forge’s own field name (`Name`).',
    }),
  }),
});

builder.objectType(ConflictGatewayError, {
  name: 'ConflictError',
  description: 'The write collides with existing state, e.g. a repository or release of that name exists.',
  interfaces: [ErrorInterface],
});

builder.objectType(RepoArchivedGatewayError, {
  name: 'RepoArchivedError',
  description: 'The repository is archived (or otherwise read-only) and cannot be changed.',
  interfaces: [ErrorInterface],
});

export const UpstreamErrorCodeEnum = builder.enumType('UpstreamErrorCode', {
  description: 'Why the forge did not give a usable answer; the same codes as query errors use.',
  values: describedEnumValues({
    UPSTREAM_ERROR: 'The forge failed (5xx) or answered something unusable.',
    UPSTREAM_UNAVAILABLE: 'The forge could not be reached.',
    UPSTREAM_TIMEOUT: 'The forge did not answer in time.',
    UPSTREAM_CALL_BUDGET_EXCEEDED: 'The request spent its budget of forge calls.',
    RATE_LIMITED: 'The caller spent its window of forge calls; try again later.',
    FORGE_OVERLOADED: 'The gateway’s queue of forge calls is full; try again shortly.',
  } satisfies Record<(typeof UPSTREAM_ERROR_CODES)[number], string>),
});

builder.objectType(UpstreamGatewayError, {
  name: 'UpstreamError',
  description:
    'The forge failed (5xx), could not be reached, did not answer in time, or the request spent its call budget. The write may or may not have happened; it is never retried.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    code: t.expose('code', {
      type: UpstreamErrorCodeEnum,
      nullable: false,
      description: 'Why the forge gave no usable answer.',
    }),
  }),
});
