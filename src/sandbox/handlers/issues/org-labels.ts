// Writes to an organization's labels (routers/api/v1/org/label.go): the routes sit behind reqToken and
// reqOrgOwnership, so only the organization's owners reach these handlers.

import type { RequestContext } from '../../http/context.js';
import type { Reply } from '../../http/errors.js';
import { createIn, deleteIn, editIn, orgLabels } from './labels.js';

/** POST /orgs/{org}/labels */
export const createOrgLabel = (ctx: RequestContext): Reply => createIn(ctx, orgLabels(ctx, ctx.org()));

/** PATCH /orgs/{org}/labels/{id}: names are not looked up here */
export const editOrgLabel = (ctx: RequestContext): Reply => editIn(ctx, orgLabels(ctx, ctx.org()));

/** DELETE /orgs/{org}/labels/{id}: off every issue */
export const deleteOrgLabel = (ctx: RequestContext): Reply => deleteIn(ctx, orgLabels(ctx, ctx.org()));
